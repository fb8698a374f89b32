import type { InvoiceList, PatientRecord } from '@clinio/contracts';
import { RemoteHarness, createMockApi } from '@clinio/platform/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT_ID, invoice, openAt, staff } from '../testing/render';
import { CHART_INVOICES_PAGE_SIZE, PatientInvoicesTab } from './invoices-tab';

function listOf(total: number, page = 1): InvoiceList {
  const count = Math.max(
    0,
    Math.min(CHART_INVOICES_PAGE_SIZE, total - (page - 1) * CHART_INVOICES_PAGE_SIZE),
  );
  return {
    items: Array.from({ length: count }, (_, index) => {
      const at = (page - 1) * CHART_INVOICES_PAGE_SIZE + index + 1;
      return {
        ...invoice(),
        id: `00000000-0000-4000-8000-${String(at).padStart(12, '0')}`,
        number: `INV-2026-${at}`,
      };
    }),
    total,
    page,
    page_size: CHART_INVOICES_PAGE_SIZE,
    totals: { total_amount: 25_000, amount_paid: 10_000, balance: 15_000 },
  };
}

function showTab(api: ReturnType<typeof createMockApi>, role: 'billing' | 'front_desk' = 'billing') {
  render(
    <RemoteHarness
      App={() => <PatientInvoicesTab patientId={PATIENT_ID} />}
      initialPath="/"
      props={{ api, auth: staff(role) }}
    />,
  );
}

it("shows the patient's balance and invoices, pages them on the server, and offers a new one", async () => {
  const api = createMockApi().on('listInvoices', ({ query }) => listOf(12, Number(query?.page ?? 1)));
  showTab(api);
  expect(await screen.findByRole('link', { name: 'Open INV-2026-1' })).toHaveAttribute(
    'href',
    '/dashboard/clinical-billing/invoices/00000000-0000-4000-8000-000000000001',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Balance due: $150.00');
  expect(api.calls[0]?.query).toEqual({
    patient_id: PATIENT_ID,
    page: 1,
    page_size: CHART_INVOICES_PAGE_SIZE,
  });
  expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
    'href',
    `/dashboard/invoices/create?patientId=${PATIENT_ID}`,
  );
  expect(screen.getByRole('link', { name: 'All in Clinical Billing' })).toHaveAttribute(
    'href',
    `/dashboard/clinical-billing?patient_id=${PATIENT_ID}`,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Open INV-2026-11' })).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2 · 12 invoices')).toBeInTheDocument();
});

it('says when the patient has no invoice, and offers none to a role that cannot bill', async () => {
  showTab(
    createMockApi().on('listInvoices', () => listOf(0)),
    'front_desk',
  );
  expect(await screen.findByText('No invoices for this patient')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New invoice' })).not.toBeInTheDocument();
});

it('says when the invoices cannot be loaded', async () => {
  showTab(
    createMockApi().on('listInvoices', () => {
      throw new Error('down');
    }),
  );
  expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument();
});

it('a new invoice from the chart starts with its patient chosen', async () => {
  const record: PatientRecord = {
    id: PATIENT_ID,
    chart_number: 'P-000042',
    first_name: 'Ada',
    last_name: 'Lovelace',
    preferred_name: '',
    date_of_birth: '1984-03-12',
    sex: 'female',
    email: '',
    phone_number: '',
    branch_id: null,
    tags: [],
    allergies: [],
    alerts: [],
    is_active: true,
    gender_identity: '',
    address_line1: '',
    address_line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: '',
    emergency_contact_name: '',
    emergency_contact_phone: '',
    emergency_contact_relationship: '',
    insurance: '',
    notes: '',
    archived_at: null,
    merged_into: null,
    has_portal_account: false,
    created_at: '2026-02-01T10:00:00Z',
    updated_at: '2026-02-01T10:00:00Z',
  };
  const api = createMockApi().on('getPatient', () => record);
  openAt(`/dashboard/invoices/create?patientId=${PATIENT_ID}`, api);
  await waitFor(() => expect(screen.getByText(/P-000042/)).toBeInTheDocument());
  expect(api.calls.find((call) => call.endpoint === 'getPatient')?.url).toBe(`/api/patients/${PATIENT_ID}`);
});
