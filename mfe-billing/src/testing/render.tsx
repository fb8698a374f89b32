import { SYSTEM_ROLES, type Invoice } from '@clinio/contracts';
import type { AuthSnapshot } from '@clinio/platform';
import { RemoteHarness, type MockApi } from '@clinio/platform/testing';
import { render } from '@testing-library/react';
import { App } from '../app';

export const INVOICE_ID = '00000000-0000-4000-8000-0000000000b1';
export const PAYMENT_ID = '00000000-0000-4000-8000-0000000000b2';
export const PATIENT_ID = '00000000-0000-4000-8000-0000000000e1';

export function staff(role: 'billing' | 'front_desk'): AuthSnapshot {
  return {
    status: 'staff',
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      username: 'bea',
      email: 'bea@clinic.example',
      firstName: 'Bea',
      lastName: 'Biller',
      profilePicture: null,
      role: { name: role, permissions: [...SYSTEM_ROLES[role].permissions] },
    },
    tenantId: 't1',
    clinicId: 'c1',
    branchId: null,
  };
}

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    number: 'INV-2026-000007',
    status: 'partially_paid',
    patient_id: PATIENT_ID,
    patient_name: 'Ada Lovelace',
    appointment_id: null,
    provider_id: null,
    branch_id: null,
    currency: 'USD',
    due_date: '2026-12-01',
    issued_at: '2026-11-01T10:00:00Z',
    created_at: '2026-11-01T10:00:00Z',
    subtotal_amount: 10_000,
    tax_amount: 0,
    discount_amount: 0,
    total_amount: 10_000,
    amount_paid: 4_000,
    amount_credited: 0,
    balance: 6_000,
    notes: '',
    invoice_discount_amount: 0,
    void_reason: null,
    line_items: [
      {
        id: '00000000-0000-4000-8000-0000000000c9',
        position: 0,
        description: 'Consultation',
        service_code: '99213',
        diagnosis_codes: ['F41.1'],
        quantity: 1,
        unit_amount: 10_000,
        tax_rate_id: null,
        tax_rate_bps: 0,
        discount_amount: 0,
        gross_amount: 10_000,
        tax_amount: 0,
        total_amount: 10_000,
      },
    ],
    ledger: [
      {
        id: PAYMENT_ID,
        invoice_id: INVOICE_ID,
        kind: 'payment',
        amount: 4_000,
        method: 'cash',
        reference: null,
        payment_id: null,
        refunded_amount: 0,
        created_at: '2026-11-02T10:00:00Z',
      },
    ],
    ...overrides,
  };
}

export function openAt(path: string, api: MockApi, role: 'billing' | 'front_desk' = 'billing'): void {
  render(<RemoteHarness App={App} initialPath={path} props={{ auth: staff(role), api }} />);
}
