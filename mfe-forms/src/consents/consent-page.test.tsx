import { CONSENT_FORM_MESSAGES, type Consent } from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADA_RECORD, CLINIC_ID, PATIENT_ID, openAt } from '../testing/render';

const CONSENT_ID = '00000000-0000-4000-8000-0000000000a9';

function consent(overrides: Partial<Consent> = {}): Consent {
  return {
    id: CONSENT_ID,
    patient_id: PATIENT_ID,
    clinic_id: CLINIC_ID,
    appointment_id: null,
    consent_type: 'treatment',
    consent_text: 'I agree to be treated.',
    consent_text_es: '',
    is_required: true,
    appointment_types: ['consultation'],
    expires_at: null,
    patient_signature: null,
    notes: null,
    is_active: true,
    status: 'pending',
    signature: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const withPatient = () =>
  createMockApi()
    .on('listConsentTemplates', () => [])
    .on('getPatient', () => ADA_RECORD);

it("refuses an empty consent with spec 5's message and sends nothing", async () => {
  const api = withPatient();
  await openAt('/dashboard/consents/create', 'Create Consent', { api });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Create Consent' }));
  expect(await screen.findByText(CONSENT_FORM_MESSAGES.required)).toBeInTheDocument();
  expect(screen.getByText('Leave empty for no expiration')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'createConsent')).toBe(false);
});

it("updates a consent: 'Updating...' while sending, the success message, back to forms management after 1.5 s", async () => {
  const success = jest.spyOn(toast, 'success');
  let release: () => void = () => undefined;
  const api = withPatient()
    .on('getConsent', () => consent())
    .on('updateConsent', () => new Promise((resolve) => (release = () => resolve(consent()))));
  const { onNavigate } = await openAt(`/dashboard/consents/edit/${CONSENT_ID}`, 'Edit Consent', { api });
  const user = userEvent.setup();
  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  expect(screen.getByRole('link', { name: 'Back to Forms Management' })).toHaveAttribute(
    'href',
    '/dashboard/forms-management',
  );
  await user.type(notes, 'Called');
  await user.click(screen.getByRole('button', { name: 'Update Consent' }));
  expect(await screen.findByText('Updating...')).toBeInTheDocument();
  release();
  await waitFor(() => expect(success).toHaveBeenCalledWith('Consent updated successfully!'));
  expect(api.calls.find((call) => call.endpoint === 'updateConsent')?.body).toMatchObject({
    patient_id: PATIENT_ID,
    clinic_id: CLINIC_ID,
    consent_type: 'treatment',
    is_required: true,
    notes: 'Called',
    expires_at: null,
  });
  expect(onNavigate).not.toHaveBeenCalled();
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/dashboard/forms-management'), {
    timeout: 3000,
  });
});

it('keeps a signed consent’s text and says why; a refused update shows the server’s message', async () => {
  const api = withPatient()
    .on('getConsent', () =>
      consent({
        status: 'signed',
        patient_signature: 'Ada Lovelace',
        signature: {
          signer_name: 'Ada Lovelace',
          signed_at: '2026-11-21T10:00:00.000Z',
          method: 'drawn',
          content_hash: 'a'.repeat(64),
          has_image: true,
          locale: 'en',
        },
      }),
    )
    .on('updateConsent', () => {
      throw apiError(409, { detail: 'This consent is signed', code: 'conflict' });
    });
  await openAt(`/dashboard/consents/edit/${CONSENT_ID}`, 'Edit Consent', { api });
  expect(await screen.findByText(/This consent is signed: its patient, type, text/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Consent text/ })).toHaveAttribute('readonly');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Update Consent' }));
  expect(await screen.findByText('This consent is signed')).toBeInTheDocument();
  const body = api.calls.find((call) => call.endpoint === 'updateConsent')?.body as Record<string, unknown>;
  expect(body).not.toHaveProperty('consent_text');
});

it("says 'Failed to load consent data' when the consent cannot be read", async () => {
  const api = withPatient().on('getConsent', () => {
    throw apiError(404, { detail: 'Not found', code: 'not_found' });
  });
  await openAt(`/dashboard/consents/edit/${CONSENT_ID}`, 'Edit Consent', { api });
  expect(await screen.findByText('Failed to load consent data')).toBeInTheDocument();
});
