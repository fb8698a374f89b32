import type { Invoice, LedgerMovement } from '@clinio/contracts';
import {
  bookingBody,
  buildSchedulingClinic,
  FUTURE_MONDAY,
  type SchedulingClinic,
} from '../appointments/test-fixtures';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import type { TestContext } from '../test/test-app';

/** A clinic with a booked visit (consultation priced 120.00) and a signed-in owner. */
export interface BillingClinic {
  clinic: SchedulingClinic;
  owner: Member;
  appointmentId: string;
}

export async function buildBillingClinic(ctx: TestContext): Promise<BillingClinic> {
  const clinic = await buildSchedulingClinic(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, {
    tenant: clinic.tenant,
    role: 'super_admin',
  });
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .updateTable('appointment_types')
      .set({ price_minor: 12_000 })
      .where('key', '=', 'consultation')
      .execute(),
  );
  const booked = await ctx.server.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: owner.session.headers,
    payload: bookingBody(clinic, `${FUTURE_MONDAY}T10:00:00Z`),
  });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  return { clinic, owner, appointmentId: booked.json<{ appointment: { id: string } }>().appointment.id };
}

export const line = (unit_amount: number, extra: Record<string, unknown> = {}) => ({
  description: 'Session',
  quantity: 1,
  unit_amount,
  ...extra,
});

/** Sends a request as `member` and answers status and JSON. */
export async function send(
  ctx: TestContext,
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await ctx.server.inject({
    method,
    url,
    headers: { ...member.session.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** What the invoice helpers use of a clinic: its owner and a patient (other families' clinics fit). */
type Invoicing = Pick<BillingClinic, 'owner'> & { clinic: Pick<SchedulingClinic, 'patientId'> };

export async function draftInvoice(
  ctx: TestContext,
  billing: Invoicing,
  body: Record<string, unknown> = {},
): Promise<Invoice> {
  const created = await send(ctx, billing.owner, 'POST', '/api/invoices', {
    patient_id: billing.clinic.patientId,
    line_items: [line(10_000)],
    ...body,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body as unknown as Invoice;
}

export async function issuedInvoice(
  ctx: TestContext,
  billing: Invoicing,
  body: Record<string, unknown> = {},
): Promise<Invoice> {
  const draft = await draftInvoice(ctx, billing, body);
  const issued = await send(ctx, billing.owner, 'POST', `/api/invoices/${draft.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue failed: ${JSON.stringify(issued.body)}`);
  return issued.body as unknown as Invoice;
}

export async function pay(
  ctx: TestContext,
  billing: Pick<BillingClinic, 'owner'>,
  invoiceId: string,
  amount: number,
): Promise<LedgerMovement> {
  const paid = await send(ctx, billing.owner, 'POST', `/api/invoices/${invoiceId}/payments`, {
    amount,
    method: 'cash',
  });
  if (paid.status !== 201) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return paid.body as unknown as LedgerMovement;
}
