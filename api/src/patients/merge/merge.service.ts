import {
  PATIENT_FIELDS,
  formatChartNumber,
  type DuplicatePairsResponse,
  type DuplicateReason,
  type PatientField,
  type PatientMergeResponse,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { StaffContext } from '../../auth/staff-guard';
import { AppError, conflict, notFound, serviceUnavailable } from '../../errors/app-error';
import type { TenantTx } from '../../db/database';
import { inScope, staffBranchScope } from '../patients.queries';
import { presentPatient, presentSummary, recordQuery, type PatientRecordRow } from '../present';
import { CLOSE_NAME_SIMILARITY, MIN_PHONE_DIGITS } from './duplicate-rule';
import { runMergeMovers } from './merge-movers';

type RecordRow = PatientRecordRow;

/**
 * Records by id, within the caller's branch scope (a member limited to some branches neither sees
 * nor merges another branch's patients: they are "not found", as another tenant's are).
 */
async function findRecords(
  tx: TenantTx,
  ids: readonly string[],
  scope: readonly string[] | null,
): Promise<Map<string, RecordRow>> {
  if (ids.length === 0) return new Map();
  const rows = await recordQuery(tx)
    .where('p.id', 'in', [...ids])
    .execute();
  return new Map(rows.filter((row) => inScope(row.branch_id, scope)).map((row) => [row.id, row]));
}

function summaryOf(row: RecordRow) {
  return presentSummary({ ...row, date_of_birth: row.birth_date });
}

/**
 * Merge suggestions and the merge itself (ADR 033). Everything runs in the caller's tenant
 * transaction, so a record of another tenant is simply not found (404, as a missing id).
 */

/**
 * Pairs of active records the duplicate rule finds, not dismissed: one statement, a self-join per
 * reason on an equality the indexes answer (phone digits, e-mail, date of birth)
 * with the name similarity computed only within one date of birth. Strongest pairs first.
 */
/** The suggestions' time budget (the pool's statement timeout is 15 s). */
const SUGGESTIONS_TIMEOUT_MS = 10_000;
/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

export async function listDuplicatePairs(
  ctx: StaffContext,
  page: { skip: number; limit: number },
): Promise<DuplicatePairsResponse> {
  const tenantId = ctx.principal.tenantId;
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  // A member limited to some branches is shown pairs whose two records are theirs to see.
  const visible = (alias: 'a' | 'b') =>
    scope === null
      ? sql`true`
      : sql`(${sql.ref(`${alias}.branch_id`)} is null or ${sql.ref(`${alias}.branch_id`)} = any(${[...scope]}::uuid[]))`;
  // Computed per request (ADR 033): bounded, so a clinic far larger than usual gets a clear 503
  // instead of holding a connection; the rest of this transaction is short.
  await sql`set local statement_timeout = ${sql.lit(`${SUGGESTIONS_TIMEOUT_MS}ms`)}`.execute(ctx.tx);
  // Equality self-joins over the whole clinic: hash or merge joins, never a nested loop. Right
  // after a large import the table's statistics still say "few rows" until autovacuum analyzes
  // it, and the planner then nests loops over every pair (20,000 records: over 10 s).
  await sql`set local enable_nestloop = off`.execute(ctx.tx);
  const result = await sql<{ a: string; b: string; reasons: DuplicateReason[]; total: string }>`
    with active as (
      select a.id, a.phone_digits, a.email_normalized, a.date_of_birth,
             patient_fold(a.first_name || ' ' || a.last_name) as name
        from patients a
       where a.tenant_id = ${tenantId} and a.archived_at is null and a.merged_into is null and ${visible('a')}
    ),
    pairs as (
      select a.id as a, b.id as b, 'same_phone' as reason
        from active a
        join active b on b.phone_digits = a.phone_digits and b.id > a.id
       where length(a.phone_digits) >= ${MIN_PHONE_DIGITS}
      union all
      select a.id, b.id, 'same_email'
        from active a
        join active b on b.email_normalized = a.email_normalized and b.id > a.id
       where a.email_normalized <> ''
      union all
      select a.id, b.id, 'same_birth_date_close_name'
        from active a
        join active b on b.date_of_birth = a.date_of_birth and b.id > a.id
       where a.date_of_birth is not null and a.name <> '' and similarity(a.name, b.name) >= ${CLOSE_NAME_SIMILARITY}
    ),
    grouped as (
      select p.a, p.b, array_agg(distinct p.reason order by p.reason) as reasons
        from pairs p
       where not exists (
         select 1 from patient_duplicate_dismissals d
          where d.tenant_id = ${tenantId} and d.patient_a = p.a and d.patient_b = p.b)
       group by p.a, p.b
    )
    select g.a, g.b, g.reasons, count(*) over () as total
      from grouped g
      join patients pa on pa.tenant_id = ${tenantId} and pa.id = g.a
      join patients pb on pb.tenant_id = ${tenantId} and pb.id = g.b
     order by cardinality(g.reasons) desc, least(pa.chart_number, pb.chart_number), g.a, g.b
     offset ${page.skip} limit ${page.limit}
  `
    .execute(ctx.tx)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === QUERY_CANCELED) {
        throw serviceUnavailable(
          'Finding duplicates in this many records took too long. Please try again in a few minutes.',
        );
      }
      throw error;
    });
  const rows = result.rows;
  const records = await findRecords(
    ctx.tx,
    rows.flatMap((row) => [row.a, row.b]),
    scope,
  );
  await ctx.audit({ action: 'patients.duplicates_read', resourceType: 'patient', outcome: 'success' });
  const results = rows.flatMap((row) => {
    const a = records.get(row.a);
    const b = records.get(row.b);
    if (!a || !b) return [];
    // The older record (lower chart number) first: the usual survivor.
    const [first, second] = Number(a.chart_number) <= Number(b.chart_number) ? [a, b] : [b, a];
    return [{ a: summaryOf(first), b: summaryOf(second), reasons: row.reasons }];
  });
  return { results, total: Number(rows[0]?.total ?? 0) };
}

/** "Not the same person": the pair is never suggested again (stored smaller id first). */
export async function dismissDuplicatePair(
  ctx: StaffContext,
  body: { patient_a: string; patient_b: string },
): Promise<{ detail: string }> {
  const [patientA, patientB] = [body.patient_a, body.patient_b].sort() as [string, string];
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const records = await findRecords(ctx.tx, [patientA, patientB], scope);
  if (!records.has(patientA) || !records.has(patientB)) throw notFound('Patient not found');
  await ctx.tx
    .insertInto('patient_duplicate_dismissals')
    .values({
      tenant_id: ctx.principal.tenantId,
      patient_a: patientA,
      patient_b: patientB,
      dismissed_by: ctx.principal.userId,
    })
    .onConflict((onConflict) => onConflict.columns(['tenant_id', 'patient_a', 'patient_b']).doNothing())
    .execute();
  for (const id of [patientA, patientB]) {
    await ctx.audit({
      action: 'patient.duplicate_dismissed',
      resourceType: 'patient',
      resourceId: id,
      outcome: 'success',
    });
  }
  return { detail: 'These records will not be suggested as duplicates again.' };
}

const LIST_FIELDS = ['allergies', 'alerts', 'tags'] as const;
const LIST_LIMITS: Record<(typeof LIST_FIELDS)[number], number> = { allergies: 50, alerts: 50, tags: 30 };

/** Both lists, the survivor's first, without repeating an entry (compared without case). */
function union(first: readonly string[], second: readonly string[]): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const item of [...first, ...second]) {
    if (!seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items;
}

type ScalarField = Exclude<PatientField, (typeof LIST_FIELDS)[number]>;

function label(row: RecordRow): string {
  return formatChartNumber(Number(row.chart_number));
}

/**
 * Merges `merged_id` into `survivor_id` in one transaction: both rows locked (in id order, so
 * two merges of the same pair cannot deadlock), the survivor keeps its values except the fields
 * named in `take_from_merged`, lists are the union, the registered movers move everything
 * attached, the portal login moves when the survivor has none, the merged record is archived
 * with `merged_into`, a `patient_merges` row records it and both records get an audit row.
 */
export async function mergePatients(
  ctx: StaffContext,
  body: { survivor_id: string; merged_id: string; take_from_merged: PatientField[] },
): Promise<PatientMergeResponse> {
  const tenantId = ctx.principal.tenantId;
  const { survivor_id: survivorId, merged_id: mergedId } = body;
  if (survivorId === mergedId) {
    throw new AppError(400, 'validation_error', 'merged_id: Choose two different patients', {
      fields: [{ field: 'merged_id', message: 'Choose two different patients' }],
    });
  }
  await ctx.tx
    .selectFrom('patients')
    .select('id')
    .where('id', 'in', [survivorId, mergedId])
    .orderBy('id')
    .forUpdate()
    .execute();
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const records = await findRecords(ctx.tx, [survivorId, mergedId], scope);
  const survivor = records.get(survivorId);
  const merged = records.get(mergedId);
  if (!survivor || !merged) throw notFound('Patient not found');
  for (const row of [survivor, merged]) {
    if (row.merged_into !== null) {
      throw conflict(`${label(row)} was already merged into another record; it cannot be merged again.`);
    }
  }
  if (survivor.archived_at !== null) {
    throw conflict(`${label(survivor)} is archived; restore it before merging another record into it.`);
  }

  const taken = new Set(body.take_from_merged.filter((field) => PATIENT_FIELDS.includes(field)));
  const changes: Record<string, unknown> = {};
  for (const field of taken) {
    if ((LIST_FIELDS as readonly string[]).includes(field)) continue;
    const name = field as ScalarField;
    changes[name] = name === 'date_of_birth' ? merged.birth_date : merged[name];
  }
  for (const field of LIST_FIELDS) {
    const items = union(survivor[field], merged[field]);
    if (items.length > LIST_LIMITS[field]) {
      throw conflict(
        `Together the two records have more than ${LIST_LIMITS[field]} ${field}; remove some first.`,
      );
    }
    changes[field] = items;
  }

  const moved = await runMergeMovers(ctx.tx, { tenantId, survivorId, mergedId });
  // The portal login: unique per tenant, so it leaves the merged record before the survivor takes it.
  const takesLogin = survivor.login_id === null && merged.login_id !== null;
  await ctx.tx
    .updateTable('patients')
    .set({
      merged_into: survivorId,
      archived_at: sql<Date>`coalesce(archived_at, now())`,
      archived_by: sql<string>`coalesce(archived_by, ${ctx.principal.userId}::uuid)`,
      updated_by: ctx.principal.userId,
      updated_at: sql<Date>`now()`,
      ...(takesLogin ? { login_id: null } : {}),
    })
    .where('id', '=', mergedId)
    .execute();
  if (takesLogin) moved.portal_login = 1;
  await ctx.tx
    .updateTable('patients')
    .set({
      ...changes,
      ...(takesLogin ? { login_id: merged.login_id } : {}),
      updated_by: ctx.principal.userId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', survivorId)
    .execute();
  await ctx.tx
    .insertInto('patient_merges')
    .values({
      tenant_id: tenantId,
      survivor_id: survivorId,
      merged_id: mergedId,
      merged_by: ctx.principal.userId,
      fields_from_merged: [...taken],
      moved: JSON.stringify(moved),
    })
    .execute();
  await ctx.audit({
    action: 'patient.merged',
    resourceType: 'patient',
    resourceId: survivorId,
    outcome: 'success',
  });
  await ctx.audit({
    action: 'patient.merged_into',
    resourceType: 'patient',
    resourceId: mergedId,
    outcome: 'success',
  });
  const updated = (await findRecords(ctx.tx, [survivorId], null)).get(survivorId);
  if (!updated) throw notFound('Patient not found');
  return { patient: presentPatient(updated), moved };
}
