import { EXPECTED_STATUSES, type ReportGroup } from '@clinio/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../db/database';
import { dayEnd, dayStart, scopeConditions as scopeOf, type VisitFilter } from './filters';
import { groupKey } from './visits.queries';

/**
 * Money figures (ADR 054), from billing's invoices and ledger: invoiced is what was issued in the
 * range (void invoices excluded), collected the payments less refunds made in the range,
 * outstanding what is owed today on every issued invoice, forecast the price of the visits still
 * booked from now to the end of the range.
 */

/** The invoice's place: its own branch, else its patient's (as billing scopes it). */
function invoiceConditions(filter: VisitFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.providerId !== undefined) conditions.push(sql`i.provider_id = ${filter.providerId}::uuid`);
  if (filter.branchId !== undefined)
    conditions.push(sql`coalesce(i.branch_id, p.branch_id) = ${filter.branchId}::uuid`);
  if (filter.appointmentType !== undefined)
    conditions.push(
      sql`exists (select 1 from appointments v where v.id = i.appointment_id and v.appointment_type = ${filter.appointmentType})`,
    );
  if (filter.scope !== null)
    conditions.push(
      sql`(coalesce(i.branch_id, p.branch_id) is null or coalesce(i.branch_id, p.branch_id) = any(${[...filter.scope]}::uuid[]))`,
    );
  return conditions;
}

const and = (parts: RawBuilder<unknown>[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** Times group by when the money moved; the rest by the invoice's provider, branch or visit type. */
function moneyKey(group: ReportGroup | 'all', at: RawBuilder<unknown>, timeZone: string): RawBuilder<string> {
  switch (group) {
    case 'provider':
      return sql<string>`coalesce(i.provider_id::text, '')`;
    case 'branch':
      return sql<string>`coalesce(coalesce(i.branch_id, p.branch_id)::text, '')`;
    case 'appointment_type':
      return sql<string>`coalesce((select v.appointment_type from appointments v where v.id = i.appointment_id), '')`;
    default:
      return groupKey(group, timeZone, at);
  }
}

export interface MoneyRow {
  key: string;
  invoiced: number;
  collected: number;
  refunded: number;
}

/** Issued (not void) invoices and ledger movements in the range, one row per group. */
export async function moneyCounts(
  tx: TenantTx,
  filter: VisitFilter,
  group: ReportGroup | 'all',
): Promise<MoneyRow[]> {
  const from = dayStart(filter.from, filter.timeZone);
  const to = dayEnd(filter.to, filter.timeZone);
  const conditions = invoiceConditions(filter);
  const where = and(conditions);
  // A movement needs its invoice only to be placed (a filter, or grouping by who, where or what).
  const placed =
    conditions.length > 0 || group === 'provider' || group === 'branch' || group === 'appointment_type';
  const invoiceOf = placed
    ? sql`join invoices i on i.id = l.invoice_id left join patients p on p.id = i.patient_id`
    : sql``;
  const { rows } = await sql<{ key: string; invoiced: string; collected: string; refunded: string }>`
    with issued as (
      select ${moneyKey(group, sql`i.issued_at`, filter.timeZone)} as key, i.total_amount as invoiced, 0 as collected, 0 as refunded
        from invoices i left join patients p on p.id = i.patient_id
       where i.status not in ('draft', 'void') and i.issued_at >= ${from} and i.issued_at < ${to} and ${where}
    ), moved as (
      select ${moneyKey(group, sql`l.created_at`, filter.timeZone)} as key, 0 as invoiced,
             case l.kind when 'payment' then l.amount else 0 end as collected,
             case l.kind when 'refund' then l.amount else 0 end as refunded
        from ledger_entries l ${invoiceOf}
       where l.kind in ('payment', 'refund') and l.created_at >= ${from} and l.created_at < ${to} and ${where}
    )
    select key, sum(invoiced) as invoiced, sum(collected) as collected, sum(refunded) as refunded
      from (select * from issued union all select * from moved) m
     group by 1
     order by 1`.execute(tx);
  return rows.map((row) => ({
    key: row.key,
    invoiced: Number(row.invoiced),
    collected: Number(row.collected) - Number(row.refunded),
    refunded: Number(row.refunded),
  }));
}

/**
 * What is owed today on issued invoices in scope: their totals less what their ledger rows settled
 * (payments, credit notes and write-offs, refunds given back), which the database keeps on each
 * invoice as the rows are added (migration 0033), so only the open invoices are read.
 */
export async function outstanding(tx: TenantTx, filter: VisitFilter): Promise<number> {
  const where = and(invoiceConditions(filter));
  const { rows } = await sql<{ owed: string | null }>`
    select sum(i.total_amount - i.settled_amount) as owed
      from invoices i left join patients p on p.id = i.patient_id
     where i.status in ('issued', 'partially_paid') and ${where}`.execute(tx);
  return Number(rows[0]?.owed ?? 0);
}

/** The expected revenue of visits still booked from now to the end of the range (the type's price). */
export async function forecast(
  tx: TenantTx,
  filter: VisitFilter,
): Promise<{ amount: number; visits: number }> {
  const conditions = [
    sql`a.start_time >= greatest(now(), ${dayStart(filter.from, filter.timeZone)})`,
    sql`a.start_time < ${dayEnd(filter.to, filter.timeZone)}`,
    sql`a.status in (${sql.join(EXPECTED_STATUSES.map((status) => sql.lit(status)))})`,
  ];
  const { rows } = await sql<{ amount: string | null; visits: string }>`
    select sum(t.price_minor) as amount, count(*) as visits
      from appointments a
      join appointment_types t on t.tenant_id = a.tenant_id and t.key = a.appointment_type
     where ${and([...conditions, ...scopeOf(filter)])}`.execute(tx);
  return { amount: Number(rows[0]?.amount ?? 0), visits: Number(rows[0]?.visits ?? 0) };
}
