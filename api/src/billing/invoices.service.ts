import {
  invoiceAmounts,
  invoiceNumber,
  moneyProblems,
  type Invoice,
  type InvoiceCreateRequest,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceUpdateRequest,
  type InvoiceVoidRequest,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { startWorkflow } from '../appointments/workflow.service';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import { consentPatient } from '../consents/consents.service';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { invoiceQuery, presentInvoice, presentSummary, type InvoiceRow } from './invoices.queries';
import { clinicCurrency } from './settings.service';

/**
 * Invoices (issue 17, ADR 048): drafts are written freely; issuing gives the tenant's next number
 * and freezes the invoice (the database refuses any later change but its status); voiding needs
 * nothing paid. An invoice's patient must be in the caller's branches, else the same 404 as a
 * missing invoice.
 */

type CreateBody = z.output<typeof InvoiceCreateRequest>;
type UpdateBody = z.output<typeof InvoiceUpdateRequest>;
type ListQuery = z.output<typeof InvoiceListQuery>;
type LineBody = NonNullable<CreateBody['line_items']>[number];

const INVOICE = 'Invoice not found';
const fieldError = (field: string, message: string) => validationError([{ field, message }]);
export const invoiceState = (detail: string) => new AppError(409, 'invoice_state', detail);

export function auditInvoice(
  ctx: StaffContext,
  action: string,
  invoice: { id: string; branch_id: string | null },
  changed?: string[],
) {
  return ctx.audit({
    action,
    resourceType: 'invoice',
    resourceId: invoice.id,
    branchId: invoice.branch_id,
    outcome: 'success',
    ...(changed === undefined ? {} : { changedFields: changed }),
  });
}

/** The invoice if the caller may see it; `lock` takes its row lock (every movement of money does). */
export async function visibleInvoice(ctx: StaffContext, id: string, lock = false): Promise<InvoiceRow> {
  let query = invoiceQuery(ctx.tx).where('i.id', '=', id);
  if (lock) query = query.forUpdate('i');
  const [row, scope] = await Promise.all([query.executeTakeFirst(), staffBranchScope(ctx.tx, ctx.principal)]);
  if (row === undefined || !inScope(row.patient_branch_id, scope)) throw notFound(INVOICE);
  return row;
}

async function invoiceAppointment(tx: TenantTx, appointmentId: string, patientId: string) {
  const row = await tx
    .selectFrom('appointments as a')
    .leftJoin('appointment_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'a.tenant_id').onRef('t.key', '=', 'a.appointment_type'),
    )
    .select(['a.patient_id', 'a.provider_id', 'a.branch_id', 'a.appointment_type', 't.name', 't.price_minor'])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
  if (row?.patient_id !== patientId)
    throw fieldError('appointment_id', "Choose one of this patient's appointments");
  return row;
}

function checkCurrency(sent: string | undefined, currency: string): void {
  if (sent !== undefined && sent !== currency)
    throw fieldError('currency', `Invoices of this clinic are in ${currency}`);
}

/** Writes a draft's lines and totals from the lines sent (the tax rates as they are now). */
async function writeLines(
  tx: TenantTx,
  invoice: { tenantId: string; id: string },
  lines: readonly LineBody[],
  invoiceDiscount: number,
): Promise<void> {
  const rateIds = [
    ...new Set(lines.map((line) => line.tax_rate_id).filter((id): id is string => typeof id === 'string')),
  ];
  const rates =
    rateIds.length === 0
      ? []
      : await tx
          .selectFrom('tax_rates')
          .select(['id', 'rate_bps'])
          .where('id', 'in', rateIds)
          .where('active', '=', true)
          .execute();
  const rateOf = new Map(rates.map((rate) => [rate.id, rate.rate_bps]));
  const inputs = lines.map((line, index) => {
    const rateId = line.tax_rate_id ?? null;
    if (rateId !== null && !rateOf.has(rateId))
      throw fieldError(`line_items.${String(index)}.tax_rate_id`, "Choose one of the clinic's tax rates");
    return { ...line, tax_rate_bps: rateId === null ? 0 : (rateOf.get(rateId) ?? 0) };
  });
  const problems = moneyProblems(inputs, invoiceDiscount);
  if (problems.length > 0) throw validationError(problems);
  const amounts = invoiceAmounts(inputs, invoiceDiscount);
  await tx.deleteFrom('invoice_lines').where('invoice_id', '=', invoice.id).execute();
  if (inputs.length > 0)
    await tx
      .insertInto('invoice_lines')
      .values(
        inputs.map((line, index) => {
          const computed = amounts.lines[index];
          return {
            tenant_id: invoice.tenantId,
            invoice_id: invoice.id,
            position: index,
            description: line.description,
            service_code: line.service_code ?? null,
            diagnosis_codes: line.diagnosis_codes,
            quantity: line.quantity,
            unit_amount: line.unit_amount,
            tax_rate_id: line.tax_rate_id ?? null,
            tax_rate_bps: line.tax_rate_bps,
            discount_amount: line.discount_amount,
            invoice_discount_share: computed?.invoice_discount_share ?? 0,
            gross_amount: computed?.gross_amount ?? 0,
            tax_amount: computed?.tax_amount ?? 0,
            total_amount: computed?.total_amount ?? 0,
          };
        }),
      )
      .execute();
  await tx
    .updateTable('invoices')
    .set({
      invoice_discount_amount: invoiceDiscount,
      subtotal_amount: amounts.subtotal_amount,
      discount_amount: amounts.discount_amount,
      tax_amount: amounts.tax_amount,
      total_amount: amounts.total_amount,
      updated_at: new Date(),
    })
    .where('id', '=', invoice.id)
    .execute();
}

async function reread(ctx: StaffContext, id: string): Promise<Invoice> {
  return presentInvoice(ctx.tx, await visibleInvoice(ctx, id));
}

export async function createInvoice(ctx: StaffContext, body: CreateBody): Promise<Invoice> {
  const patient = await consentPatient(ctx, body.patient_id);
  const currency = await clinicCurrency(ctx.tx);
  checkCurrency(body.currency, currency);
  const appointmentId = body.appointment_id ?? null;
  const visit = appointmentId === null ? null : await invoiceAppointment(ctx.tx, appointmentId, patient.id);
  const lines: LineBody[] =
    body.line_items ??
    (visit === null
      ? []
      : [
          {
            description: visit.name ?? visit.appointment_type,
            diagnosis_codes: [],
            quantity: 1,
            unit_amount: visit.price_minor ?? 0,
            discount_amount: 0,
          },
        ]);
  const tenantId = ctx.principal.tenantId;
  const { id } = await ctx.tx
    .insertInto('invoices')
    .values({
      tenant_id: tenantId,
      patient_id: patient.id,
      appointment_id: appointmentId,
      provider_id: visit?.provider_id ?? null,
      branch_id: visit?.branch_id ?? patient.branch_id,
      currency,
      notes: body.notes,
      due_date: body.due_date ?? null,
      created_by: ctx.principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(ctx.tx, { tenantId, id }, lines, body.discount_amount);
  if (appointmentId !== null) await startWorkflow(ctx.tx, tenantId, appointmentId);
  const invoice = await reread(ctx, id);
  await auditInvoice(ctx, 'invoice.created', invoice);
  return invoice;
}

export async function updateInvoice(ctx: StaffContext, id: string, body: UpdateBody): Promise<Invoice> {
  const row = await visibleInvoice(ctx, id, true);
  if (row.status !== 'draft')
    throw invoiceState('An issued invoice cannot change: a credit note corrects it');
  checkCurrency(body.currency, row.currency);
  const changed = Object.keys(body).filter((key) => body[key as keyof UpdateBody] !== undefined);
  const appointmentId = body.appointment_id === undefined ? row.appointment_id : body.appointment_id;
  const visit =
    appointmentId === null ? null : await invoiceAppointment(ctx.tx, appointmentId, row.patient_id);
  await ctx.tx
    .updateTable('invoices')
    .set({
      appointment_id: appointmentId,
      provider_id: visit?.provider_id ?? row.provider_id,
      ...(body.notes === undefined ? {} : { notes: body.notes }),
      ...(body.due_date === undefined ? {} : { due_date: body.due_date }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  if (body.line_items !== undefined || body.discount_amount !== undefined) {
    const lines =
      body.line_items ??
      (
        await ctx.tx
          .selectFrom('invoice_lines')
          .selectAll()
          .where('invoice_id', '=', id)
          .orderBy('position')
          .execute()
      ).map((line) => ({ ...line, service_code: line.service_code }));
    await writeLines(
      ctx.tx,
      { tenantId: ctx.principal.tenantId, id },
      lines,
      body.discount_amount ?? row.invoice_discount_amount,
    );
  }
  if (appointmentId !== null) await startWorkflow(ctx.tx, ctx.principal.tenantId, appointmentId);
  const invoice = await reread(ctx, id);
  await auditInvoice(ctx, 'invoice.updated', invoice, changed);
  return invoice;
}

export async function getInvoice(ctx: StaffContext, id: string): Promise<Invoice> {
  const invoice = await reread(ctx, id);
  await auditInvoice(ctx, 'invoice.viewed', invoice);
  return invoice;
}

/**
 * Issues a draft: the next number of the tenant's year, taken under the counter row's lock in
 * this transaction (a rolled-back issue gives it back: no gaps), and the status its ledger gives it.
 */
export async function issueInvoice(ctx: StaffContext, id: string): Promise<Invoice> {
  const row = await visibleInvoice(ctx, id, true);
  if (row.status !== 'draft') throw invoiceState('This invoice is already issued');
  const lines = await ctx.tx
    .selectFrom('invoice_lines')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('invoice_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(lines.n) === 0) throw fieldError('line_items', 'Add a line before issuing the invoice');
  const now = new Date();
  const year = now.getUTCFullYear();
  const counter = await ctx.tx
    .insertInto('invoice_counters')
    .values({ tenant_id: ctx.principal.tenantId, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'year'])
        .doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  await ctx.tx
    .updateTable('invoices')
    .set({
      number: invoiceNumber(year, counter.last_number),
      status: row.total_amount === 0 ? 'paid' : 'issued',
      issued_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  const invoice = await reread(ctx, id);
  await auditInvoice(ctx, 'invoice.issued', invoice);
  return invoice;
}

export async function voidInvoice(
  ctx: StaffContext,
  id: string,
  body: z.output<typeof InvoiceVoidRequest>,
): Promise<Invoice> {
  const row = await visibleInvoice(ctx, id, true);
  if (row.status === 'void') throw invoiceState('This invoice is already void');
  if (row.amount_paid > 0) throw invoiceState('Refund the payments of this invoice before voiding it');
  await ctx.tx
    .updateTable('invoices')
    .set({ status: 'void', voided_at: new Date(), void_reason: body.reason, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  const invoice = await reread(ctx, id);
  await auditInvoice(ctx, 'invoice.voided', invoice);
  return invoice;
}

export async function listInvoices(ctx: StaffContext, query: ListQuery): Promise<InvoiceList> {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  let base = invoiceQuery(ctx.tx);
  if (scope !== null)
    base = base.where((eb) => eb.or([eb('p.branch_id', 'in', scope), eb('p.branch_id', 'is', null)]));
  if (query.status !== undefined) base = base.where('i.status', '=', query.status);
  if (query.patient_id !== undefined) base = base.where('i.patient_id', '=', query.patient_id);
  if (query.provider_id !== undefined) base = base.where('i.provider_id', '=', query.provider_id);
  if (query.branch_id !== undefined) base = base.where('i.branch_id', '=', query.branch_id);
  if (query.appointment_id !== undefined) base = base.where('i.appointment_id', '=', query.appointment_id);
  if (query.from !== undefined)
    base = base.where(sql<string>`coalesce(i.issued_at, i.created_at)::date`, '>=', query.from);
  if (query.to !== undefined)
    base = base.where(sql<string>`coalesce(i.issued_at, i.created_at)::date`, '<=', query.to);
  const rows = await base
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  const totals = await ctx.tx
    .selectFrom(base.as('f'))
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(f.total_amount) filter (where f.status not in ('draft', 'void')), 0)`.as(
        'total_amount',
      ),
      sql<string>`coalesce(sum(f.amount_paid), 0)`.as('amount_paid'),
      sql<string>`coalesce(sum(f.total_amount - f.amount_paid - f.amount_credited) filter (where f.status not in ('draft', 'void')), 0)`.as(
        'balance',
      ),
    ])
    .executeTakeFirstOrThrow();
  await ctx.audit({ action: 'invoice.listed', resourceType: 'invoice', outcome: 'success' });
  return {
    items: rows.map(presentSummary),
    total: Number(totals.n),
    page: query.page,
    page_size: query.page_size,
    totals: {
      total_amount: Number(totals.total_amount),
      amount_paid: Number(totals.amount_paid),
      balance: Number(totals.balance),
    },
  };
}
