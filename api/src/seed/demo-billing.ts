import { invoiceAmounts, invoiceNumber } from '@clinio/contracts';
import type { Database, TenantTx } from '../db/database';
import { settleStatus } from '../billing/ledger.service';

/**
 * The demo clinic's billing (issue 17): prices on its appointment types, Connecticut's sales tax,
 * and invoices for its recent completed visits in every status: paid in cash or at the card
 * terminal, partially paid, open and ageing (45, 75 and 100 days), one refunded in part, one void
 * and one draft; Jordan Miller (the portal's patient) has one paid and one open to pay by card.
 */

const DAY = 86_400_000;
const PRICES: Record<string, number> = {
  consultation: 15_000,
  follow_up: 9_000,
  procedure: 25_000,
  emergency: 30_000,
  routine: 12_000,
};

type Plan =
  | { kind: 'paid'; method: 'cash' | 'card_terminal' }
  | { kind: 'partial' }
  | { kind: 'open'; ageDays: number }
  | { kind: 'refunded' }
  | { kind: 'void' }
  | { kind: 'draft' };

const PLANS: Plan[] = [
  { kind: 'paid', method: 'card_terminal' },
  { kind: 'paid', method: 'cash' },
  { kind: 'partial' },
  { kind: 'open', ageDays: 45 },
  { kind: 'refunded' },
  { kind: 'open', ageDays: 75 },
  { kind: 'paid', method: 'card_terminal' },
  { kind: 'void' },
  { kind: 'open', ageDays: 100 },
  { kind: 'draft' },
  { kind: 'open', ageDays: 3 },
  { kind: 'paid', method: 'cash' },
];

interface Visit {
  id: string | null;
  patient_id: string;
  provider_id: string;
  branch_id: string;
  appointment_type: string;
  start_time: Date;
}

async function invoiceVisit(
  tx: TenantTx,
  ids: { tenantId: string; taxRateId: string; taxBps: number; year: number },
  visit: Visit,
  plan: Plan,
  issuedAt: Date,
): Promise<void> {
  const lines = [
    {
      description: visit.appointment_type.replace('_', '-').replace(/^./, (c) => c.toUpperCase()) + ' visit',
      service_code: visit.appointment_type === 'procedure' ? '99214' : '99213',
      diagnosis_codes: ['J06.9'],
      quantity: 1,
      unit_amount: PRICES[visit.appointment_type] ?? 10_000,
      discount_amount: 0,
      tax_rate_id: null as string | null,
      tax_rate_bps: 0,
    },
  ];
  if (plan.kind === 'paid' || plan.kind === 'refunded')
    lines.push({
      description: 'Compression bandage',
      service_code: 'A6448',
      diagnosis_codes: [],
      quantity: 2,
      unit_amount: 850,
      discount_amount: 0,
      tax_rate_id: ids.taxRateId,
      tax_rate_bps: ids.taxBps,
    });
  const amounts = invoiceAmounts(lines, 0);
  const { id } = await tx
    .insertInto('invoices')
    .values({
      tenant_id: ids.tenantId,
      patient_id: visit.patient_id,
      appointment_id: visit.id,
      provider_id: visit.provider_id,
      branch_id: visit.branch_id,
      currency: 'USD',
      subtotal_amount: amounts.subtotal_amount,
      discount_amount: amounts.discount_amount,
      tax_amount: amounts.tax_amount,
      total_amount: amounts.total_amount,
      due_date: new Date(issuedAt.getTime() + 30 * DAY).toISOString().slice(0, 10),
      created_at: issuedAt,
      updated_at: issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('invoice_lines')
    .values(
      lines.map((line, position) => {
        const computed = amounts.lines[position];
        return {
          tenant_id: ids.tenantId,
          invoice_id: id,
          position,
          description: line.description,
          service_code: line.service_code,
          diagnosis_codes: line.diagnosis_codes,
          quantity: line.quantity,
          unit_amount: line.unit_amount,
          tax_rate_id: line.tax_rate_id,
          tax_rate_bps: line.tax_rate_bps,
          gross_amount: computed?.gross_amount ?? 0,
          tax_amount: computed?.tax_amount ?? 0,
          total_amount: computed?.total_amount ?? 0,
        };
      }),
    )
    .execute();
  if (plan.kind === 'draft') return;
  const counter = await tx
    .insertInto('invoice_counters')
    .values({ tenant_id: ids.tenantId, year: ids.year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'year'])
        .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('invoices')
    .set({ status: 'issued', number: invoiceNumber(ids.year, counter.last_number), issued_at: issuedAt })
    .where('id', '=', id)
    .execute();
  const total = amounts.total_amount;
  const paidAt = new Date(issuedAt.getTime() + 2 * DAY);
  const entry = (kind: 'payment' | 'refund', amount: number, extra: Record<string, string | null> = {}) =>
    tx
      .insertInto('ledger_entries')
      .values({ tenant_id: ids.tenantId, invoice_id: id, kind, amount, created_at: paidAt, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow();
  if (plan.kind === 'paid')
    await entry('payment', total, {
      method: plan.method,
      reference: plan.method === 'cash' ? null : 'Terminal 2',
    });
  if (plan.kind === 'partial')
    await entry('payment', Math.round(total / 2), { method: 'cash', reference: null });
  if (plan.kind === 'refunded') {
    const payment = await entry('payment', total, { method: 'card_terminal', reference: 'Terminal 1' });
    await entry('refund', 1_700, {
      method: 'card_terminal',
      payment_id: payment.id,
      reason: 'Bandages returned unused',
    });
  }
  if (plan.kind === 'void')
    await tx
      .updateTable('invoices')
      .set({ status: 'void', voided_at: paidAt, void_reason: 'Billed to the wrong visit' })
      .where('id', '=', id)
      .execute();
  else await settleStatus(tx, id);
}

export async function seedDemoBilling(
  database: Database,
  tenantId: string,
  options: { now: Date },
): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    for (const [key, price] of Object.entries(PRICES))
      await tx.updateTable('appointment_types').set({ price_minor: price }).where('key', '=', key).execute();
    await tx.insertInto('billing_settings').values({ tenant_id: tenantId, currency: 'USD' }).execute();
    const tax = await tx
      .insertInto('tax_rates')
      .values({ tenant_id: tenantId, name: 'Connecticut sales tax', rate_bps: 635 })
      .returning(['id', 'rate_bps'])
      .executeTakeFirstOrThrow();
    const visits = await tx
      .selectFrom('appointments')
      .select(['id', 'patient_id', 'provider_id', 'branch_id', 'appointment_type', 'start_time'])
      .where('status', '=', 'completed')
      .where('start_time', '<', options.now)
      .orderBy('start_time', 'desc')
      .limit(PLANS.length)
      .execute();
    const ids = { tenantId, taxRateId: tax.id, taxBps: tax.rate_bps, year: options.now.getUTCFullYear() };
    // Oldest first, so numbers follow the dates they were issued on.
    const planned = visits.map((visit, index) => ({
      visit,
      plan: PLANS[index] ?? { kind: 'draft' as const },
    }));
    const issuedAt = ({ visit, plan }: (typeof planned)[number]) =>
      plan.kind === 'open' && plan.ageDays > 3
        ? new Date(options.now.getTime() - plan.ageDays * DAY)
        : new Date(visit.start_time);
    planned.sort((a, b) => issuedAt(a).getTime() - issuedAt(b).getTime());
    for (const item of planned) await invoiceVisit(tx, ids, item.visit, item.plan, issuedAt(item));
    // The portal's patient: one visit paid, and one open to pay by card.
    const jordan = await tx
      .selectFrom('patients')
      .select('id')
      .where('login_id', 'is not', null)
      .where('first_name', '=', 'Jordan')
      .executeTakeFirst();
    const provider = visits[0];
    if (jordan === undefined || provider === undefined) return;
    for (const [daysAgo, plan] of [
      [20, { kind: 'paid', method: 'card_terminal' }],
      [6, { kind: 'open', ageDays: 6 }],
    ] as const) {
      const at = new Date(options.now.getTime() - daysAgo * DAY);
      const visit = { ...provider, patient_id: jordan.id, appointment_type: 'follow_up', start_time: at };
      await invoiceVisit(tx, ids, { ...visit, id: await jordansVisit(tx, visit) }, plan, at);
    }
  });
}

/** Jordan's invoices hang on a visit of theirs before the date when there is one; else on none. */
async function jordansVisit(tx: TenantTx, visit: Visit): Promise<string | null> {
  const row = await tx
    .selectFrom('appointments')
    .select('id')
    .where('patient_id', '=', visit.patient_id)
    .where('start_time', '<', visit.start_time)
    .orderBy('start_time', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}
