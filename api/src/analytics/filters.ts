import { sql, type RawBuilder } from 'kysely';

/**
 * Which visits a figure reads (ADR 054): a range of the clinic's calendar days in its time zone,
 * the optional provider, branch and type, and the caller's branch scope (null: every branch).
 */
export interface VisitFilter {
  from: string;
  to: string;
  timeZone: string;
  providerId?: string | undefined;
  branchId?: string | undefined;
  appointmentType?: string | undefined;
  scope: readonly string[] | null;
}

/** The instant a calendar day starts in the clinic's time zone. */
export const dayStart = (date: string, timeZone: string) =>
  sql<Date>`(${date}::date::timestamp at time zone ${timeZone})`;
export const dayEnd = (date: string, timeZone: string) =>
  sql<Date>`((${date}::date + 1)::timestamp at time zone ${timeZone})`;

/** Everything but the dates: who, where, what, and the caller's branches. */
export function scopeConditions(filter: VisitFilter, alias = 'a'): RawBuilder<unknown>[] {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.providerId !== undefined)
    conditions.push(sql`${column('provider_id')} = ${filter.providerId}::uuid`);
  if (filter.branchId !== undefined) conditions.push(sql`${column('branch_id')} = ${filter.branchId}::uuid`);
  if (filter.appointmentType !== undefined)
    conditions.push(sql`${column('appointment_type')} = ${filter.appointmentType}`);
  if (filter.scope !== null) {
    conditions.push(sql`${column('branch_id')} = any(${[...filter.scope]}::uuid[])`);
  }
  return conditions;
}

/** The visits of the range and scope, as one `where` clause. */
export function visitWhere(filter: VisitFilter, alias = 'a'): RawBuilder<unknown> {
  const start = sql.ref(`${alias}.start_time`);
  return sql.join(
    [
      sql`${start} >= ${dayStart(filter.from, filter.timeZone)}`,
      sql`${start} < ${dayEnd(filter.to, filter.timeZone)}`,
      ...scopeConditions(filter, alias),
    ],
    sql` and `,
  );
}
