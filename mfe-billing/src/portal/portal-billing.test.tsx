import { InvoiceSummary, type InvoiceList, type PatientProfile } from '@clinio/contracts';
import { LocaleProvider, toast } from '@clinio/design-system';
import type { AuthSnapshot } from '@clinio/platform';
import { RemoteHarness, apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import { PATIENT_ID, invoice } from '../testing/render';

const LOGIN_ID = '00000000-0000-4000-8000-0000000000f1';
const PATIENT: AuthSnapshot = {
  status: 'patient',
  user: {
    id: LOGIN_ID,
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profilePicture: null,
    role: { name: 'Patient', permissions: [] },
  },
  tenantId: null,
  clinicId: null,
  branchId: null,
};

const PROFILE: PatientProfile = {
  id: LOGIN_ID,
  patient_id: PATIENT_ID,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_number: '',
  email_verified: true,
  role: { name: 'Patient', permissions: [] },
  clinics: [
    {
      clinic_id: '00000000-0000-4000-8000-0000000000c1',
      clinic_name: 'Harbour Clinic',
      patient_id: PATIENT_ID,
      authorized_at: '2026-01-01T00:00:00Z',
    },
  ],
  locale: null,
};

function summary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  const whole = invoice(overrides);
  return Object.fromEntries(
    Object.keys(InvoiceSummary.shape).map((key) => [key, whole[key as keyof typeof whole]]),
  ) as InvoiceSummary;
}

function list(items: InvoiceSummary[]): InvoiceList {
  const sum = (pick: (item: InvoiceSummary) => number) => items.reduce((acc, item) => acc + pick(item), 0);
  return {
    items,
    total: items.length,
    page: 1,
    page_size: 100,
    totals: {
      total_amount: sum((item) => item.total_amount),
      amount_paid: sum((item) => item.amount_paid),
      balance: sum((item) => item.balance),
    },
  };
}

function open(api: MockApi, locale: 'en' | 'es' = 'en') {
  render(
    <LocaleProvider locale={locale}>
      <RemoteHarness App={App} initialPath="/patient-dashboard/billing" props={{ auth: PATIENT, api }} />
    </LocaleProvider>,
  );
}

const PAID = '00000000-0000-4000-8000-0000000000b9';

it("lists the patient's bills with what is left to pay, and pays one by card with a test card", async () => {
  const success = jest.spyOn(toast, 'success');
  let balance = 6_000;
  const api = createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('listMyInvoices', () =>
      list([
        summary({ balance, amount_paid: 10_000 - balance, status: balance > 0 ? 'partially_paid' : 'paid' }),
        summary({ id: PAID, number: 'INV-2026-000003', status: 'paid', amount_paid: 10_000, balance: 0 }),
      ]),
    )
    .on('startMyCardPayment', ({ body }) => ({
      payment_intent_id: 'pi_dev_abcdefgh1234',
      client_secret: 'secret',
      amount: body?.amount ?? balance,
      currency: 'USD',
      mode: 'development' as const,
      account_id: null,
      publishable_key: null,
      script_url: null,
    }))
    .on('confirmDevCardPayment', () => {
      balance = 0;
      return { status: 'succeeded' as const };
    });
  open(api);

  expect(await screen.findByRole('heading', { level: 1, name: 'Your bills' })).toBeInTheDocument();
  const unpaid = (await screen.findByRole('heading', { level: 3, name: 'Invoice INV-2026-000007' })).closest(
    'li',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Left to pay: $60.00');
  expect(within(unpaid as HTMLElement).getByText('Partially paid')).toBeInTheDocument();
  // A paid invoice has nothing to pay, only its PDF.
  expect(screen.queryByRole('button', { name: 'Pay by card, invoice INV-2026-000003' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Download PDF of invoice INV-2026-000003' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Pay by card, invoice INV-2026-000007' }));
  const amount = await screen.findByRole('textbox', { name: /^Amount/ });
  expect(amount).toHaveValue('60.00');
  await userEvent.clear(amount);
  await userEvent.type(amount, '70');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(
    await screen.findByText('Enter an amount above zero and at most what is left to pay'),
  ).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '60');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  const card = await screen.findByRole('textbox', { name: /^Card number/ });
  await userEvent.type(card, '4242 4242 4242 4242');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $60.00' }));

  await waitFor(() =>
    expect(success).toHaveBeenCalledWith(
      'Payment of $60.00 received for invoice INV-2026-000007. Thank you.',
    ),
  );
  expect(api.calls.map((call) => call.endpoint)).toEqual(
    expect.arrayContaining(['startMyCardPayment', 'confirmDevCardPayment']),
  );
  expect(api.calls.find((call) => call.endpoint === 'confirmDevCardPayment')?.body).toEqual({
    payment_intent_id: 'pi_dev_abcdefgh1234',
    card_number: '4242424242424242',
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Left to pay: $0.00'));
});

it('says so when the card is declined, and keeps the dialog open', async () => {
  const api = createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('listMyInvoices', () => list([summary()]))
    .on('startMyCardPayment', () => ({
      payment_intent_id: 'pi_dev_abcdefgh1234',
      client_secret: 'secret',
      amount: 6_000,
      currency: 'USD',
      mode: 'development' as const,
      account_id: null,
      publishable_key: null,
      script_url: null,
    }))
    .on('confirmDevCardPayment', () => ({ status: 'declined' as const }));
  open(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Pay by card, invoice INV-2026-000007' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await userEvent.type(await screen.findByRole('textbox', { name: /^Card number/ }), '4000 0000 0000 0002');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $60.00' }));
  expect(
    await screen.findByText('The card was declined and nothing was charged. Try another card.'),
  ).toBeInTheDocument();
});

it("takes the card in Stripe's own form, loaded only now, and leaves marking it paid to Stripe's webhook", async () => {
  const success = jest.spyOn(toast, 'success');
  const confirmPayment = jest.fn(() => Promise.resolve({ paymentIntent: { status: 'succeeded' } }));
  const mount = jest.fn((node: HTMLElement) => {
    node.textContent = 'Stripe card form';
  });
  const factory = jest.fn(() => ({
    elements: jest.fn(() => ({ create: () => ({ mount, destroy: jest.fn() }) })),
    confirmPayment,
  }));
  (window as { Stripe?: unknown }).Stripe = factory;
  const api = createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('listMyInvoices', () => list([summary()]))
    .on('startMyCardPayment', () => ({
      payment_intent_id: 'pi_3abcdefgh1234',
      client_secret: 'pi_3abcdefgh1234_secret_x',
      amount: 6_000,
      currency: 'USD',
      mode: 'stripe' as const,
      account_id: 'acct_1clinic',
      publishable_key: 'pk_test_platform123',
      script_url: 'https://js.stripe.com/v3/',
    }));
  try {
    open(api);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay by card, invoice INV-2026-000007' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Stripe card form')).toBeInTheDocument();
    // The card number never touches this page: no field of ours asks for it.
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    expect(factory).toHaveBeenCalledWith('pk_test_platform123', { stripeAccount: 'acct_1clinic' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $60.00' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Payment of $60.00 received for invoice INV-2026-000007. Thank you.',
      ),
    );
    expect(confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(api.calls.some((call) => call.endpoint === 'confirmDevCardPayment')).toBe(false);
  } finally {
    delete (window as { Stripe?: unknown }).Stripe;
  }
});

it('reads in Spanish, and shows the empty and error states', async () => {
  open(
    createMockApi()
      .on('getPatientProfile', () => PROFILE)
      .on('listMyInvoices', () => list([])),
    'es',
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Sus facturas' })).toBeInTheDocument();
  expect(await screen.findByText('Harbour Clinic no le ha enviado ninguna factura.')).toBeInTheDocument();
});

it('shows what went wrong when the bills cannot be read', async () => {
  open(
    createMockApi()
      .on('getPatientProfile', () => PROFILE)
      .on('listMyInvoices', () => {
        throw apiError(503, { detail: 'Billing is unavailable', code: 'service_unavailable' });
      }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Your bills' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
