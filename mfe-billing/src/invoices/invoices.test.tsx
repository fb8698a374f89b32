import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_ID, PAYMENT_ID, invoice, openAt } from '../testing/render';

const payment = () => invoice().ledger[0]!;

const page = (items = [invoice()]) => ({
  items,
  total: items.length,
  page: 1,
  page_size: 25,
  totals: { total_amount: 10_000, amount_paid: 4_000, balance: 6_000 },
});

it('lists invoices with their totals and keeps the status filter in the query it sends', async () => {
  const api = createMockApi().on('listInvoices', () => page());
  openAt('/dashboard/clinical-billing', api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Clinical Billing' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Open INV-2026-000007' })).toHaveAttribute(
    'href',
    `/dashboard/clinical-billing/invoices/${INVOICE_ID}`,
  );
  expect(screen.getByRole('region', { name: 'Invoices table' })).toHaveTextContent('Partially paid');
  expect(screen.getAllByText('$60.00').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'New invoice' })).toBeInTheDocument();
  await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'paid');
  await waitFor(() =>
    expect((api.calls.at(-1)?.query as Record<string, unknown> | undefined)?.status).toBe('paid'),
  );
});

it('shows the empty state, and hides "New invoice" from a role that cannot bill', async () => {
  const api = createMockApi().on('listInvoices', () => page([]));
  openAt('/dashboard/clinical-billing', api, 'front_desk');
  expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New invoice' })).not.toBeInTheDocument();
});

it('records a payment in minor units and refuses an amount that is not one', async () => {
  const api = createMockApi()
    .on('getInvoice', () => invoice())
    .on('recordPayment', () => ({ entry: payment(), invoice: invoice() }));
  openAt(`/dashboard/clinical-billing/invoices/${INVOICE_ID}`, api);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-000007' }),
  ).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
  await user.type(within(dialog).getByLabelText(/Amount/), '12.345');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(await within(dialog).findByText('Enter an amount such as 25.00')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText(/Amount/));
  await user.type(within(dialog).getByLabelText(/Amount/), '25.50');
  await user.selectOptions(within(dialog).getByLabelText('Method'), 'card_terminal');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'recordPayment')?.body).toEqual({
      amount: 2_550,
      method: 'card_terminal',
    }),
  );
});

it('refunds a payment from the ledger', async () => {
  const api = createMockApi()
    .on('getInvoice', () => invoice())
    .on('refundPayment', () => ({
      entry: { ...payment(), kind: 'refund' as const, payment_id: PAYMENT_ID },
      invoice: invoice(),
    }));
  openAt(`/dashboard/clinical-billing/invoices/${INVOICE_ID}`, api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Refund the payment of $40.00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
  await user.type(within(dialog).getByLabelText(/Amount/), '10');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'refundPayment')).toMatchObject({
      url: `/api/payments/${PAYMENT_ID}/refunds`,
      body: { amount: 1_000 },
    }),
  );
});

it('sends the invoice by e-mail after confirming; a patient without e-mail is told in the dialog', async () => {
  const api = createMockApi()
    .on('getInvoice', () => invoice())
    .on('sendInvoice', () => ({ sent_to: 'ada@example.test' }));
  openAt(`/dashboard/clinical-billing/invoices/${INVOICE_ID}`, api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Send the invoice by e-mail' });
  expect(dialog).toHaveTextContent('it carries no PDF');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls.find((call) => call.endpoint === 'sendInvoice')?.url).toBe(
    `/api/invoices/${INVOICE_ID}/send`,
  );

  api.on('sendInvoice', () => {
    throw apiError(409, {
      detail: 'The patient has no e-mail address: add one to their record first',
      code: 'conflict',
    });
  });
  await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
  const again = await screen.findByRole('alertdialog', { name: 'Send the invoice by e-mail' });
  await user.click(within(again).getByRole('button', { name: 'Send' }));
  expect(
    await within(again).findByText('The patient has no e-mail address: add one to their record first'),
  ).toBeInTheDocument();
});

it('offers no e-mail for a draft', async () => {
  openAt(
    `/dashboard/clinical-billing/invoices/${INVOICE_ID}`,
    createMockApi().on('getInvoice', () => invoice({ status: 'draft', number: null })),
  );
  expect(await screen.findByRole('button', { name: 'Issue invoice' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
});

it('asks for a patient and valid lines before creating an invoice', async () => {
  openAt('/dashboard/invoices/create', createMockApi());
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Choose a patient')).toBeInTheDocument();
  expect(screen.getByText('Each line needs a description and a price such as 25.00')).toBeInTheDocument();
});

it("lists a visit's invoices on the workflow's billing page and offers one from the visit", async () => {
  const appointmentId = '00000000-0000-4000-8000-0000000000a7';
  const api = createMockApi().on('listInvoices', () => page());
  openAt(`/billing/manager?appointmentId=${appointmentId}`, api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Visit billing' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'INV-2026-000007' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New invoice for this visit' })).toHaveAttribute(
    'href',
    `/dashboard/invoices/create?appointmentId=${appointmentId}`,
  );
  expect((api.calls[0]?.query as Record<string, unknown> | undefined)?.appointment_id).toBe(appointmentId);
});
