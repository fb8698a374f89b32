import { RemoteHarness, createMockApi } from '@clinio/platform/testing';
import { render, screen } from '@testing-library/react';
import { ADMIN, CLINIC_ID, PATIENT_ID, TEMPLATE_ID, TENANT_ID } from '../testing/render';
import { PatientConsentsTab } from './consents-tab';
import { PatientFormsTab } from './forms-tab';

const auth = {
  status: 'staff' as const,
  user: ADMIN,
  tenantId: TENANT_ID,
  clinicId: CLINIC_ID,
  branchId: null,
};

it('the chart’s Forms tab lists answered forms with their PDF and offers the kiosk', async () => {
  const api = createMockApi()
    .on('getPatientPaperwork', () => ({ forms: [], consents: [] }))
    .on('listPatientFormSubmissions', () => [
      {
        id: TEMPLATE_ID,
        template_id: TEMPLATE_ID,
        form_name: 'New Patient Intake',
        form_type: 'intake' as const,
        version: 2,
        appointment_id: null,
        submitted_via: 'portal' as const,
        submitted_at: '2026-11-20T10:00:00Z',
      },
    ]);
  render(
    <RemoteHarness
      App={() => <PatientFormsTab patientId={PATIENT_ID} />}
      initialPath="/"
      props={{ api, auth }}
    />,
  );
  expect(await screen.findByText('New Patient Intake', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'PDF of New Patient Intake' })).toBeInTheDocument();
  expect(screen.getByText('The coming visits need no more forms.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fill at the kiosk' })).toHaveAttribute(
    'href',
    `/forms/kiosk/${PATIENT_ID}`,
  );
});

it('the chart’s Consents tab says when there are none', async () => {
  const api = createMockApi().on('listPatientConsentRecords', () => []);
  render(
    <RemoteHarness
      App={() => <PatientConsentsTab patientId={PATIENT_ID} />}
      initialPath="/"
      props={{ api, auth }}
    />,
  );
  expect(
    await screen.findByText('No consents for this patient yet', undefined, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New consent' })).toHaveAttribute(
    'href',
    `/dashboard/consents/create?patientId=${PATIENT_ID}`,
  );
});
