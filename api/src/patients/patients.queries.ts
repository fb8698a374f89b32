import type { DuplicateReason, PatientDuplicate } from '@clinio/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { TenantTx } from '../db/database';
import type { DB } from '../db/schema';
import { presentSummary, recordQuery, type PatientRecordRow } from './present';
import { SUMMARY_COLUMNS, type PatientSearchFilters } from './search';
import { foldName } from './search-text';

/** Every query here runs in the caller's tenant transaction: row-level security scopes it. */

/** The clinic's country (one clinic per tenant): phones are read in it, dates written its way. */
export async function clinicCountry(tx: Kysely<DB>): Promise<string> {
  const row = await tx.selectFrom('clinics').select('country').orderBy('created_at').executeTakeFirst();
  return row?.country ?? '';
}

/**
 * Branch scoping (ADR 032). A super admin, and staff whose branches are all of the clinic's (or
 * who have none assigned), see every patient: `null`. Staff assigned to some branches only see
 * and create patients of those branches and patients with no home branch: their branch ids.
 */
export async function staffBranchScope(
  tx: TenantTx,
  principal: { userId: string; isSuperAdmin: boolean },
): Promise<string[] | null> {
  if (principal.isSuperAdmin) return null;
  const [mine, [all]] = await Promise.all([staffBranches(tx, principal.userId), branchCount(tx)]);
  if (mine.length === 0 || mine.length >= Number(all?.n ?? 0)) return null;
  return mine.map((row) => row.branch_id);
}

// Statements of every chart read and patient list, compiled once (ADR 027).
const staffBranches = compiledOnce((db, userId: string) =>
  db.selectFrom('staff_branches').select('branch_id').where('user_id', '=', userId),
);
const branchCount = compiledOnce((db) =>
  db.selectFrom('branches').select((eb) => eb.fn.countAll<string>().as('n')),
);
const recordById = compiledOnce((db, patientId: string) => recordQuery(db).where('p.id', '=', patientId));

export function inScope(branchId: string | null, scope: readonly string[] | null): boolean {
  return scope === null || branchId === null || scope.includes(branchId);
}

export async function branchExists(tx: TenantTx, branchId: string): Promise<boolean> {
  const row = await tx.selectFrom('branches').select('id').where('id', '=', branchId).executeTakeFirst();
  return row !== undefined;
}

export async function staffDefaultBranch(tx: TenantTx, userId: string): Promise<string | null> {
  const row = await tx
    .selectFrom('staff_users')
    .select('default_branch_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.default_branch_id ?? null;
}

/** One record (the chart), or undefined when missing, another tenant's or out of scope. */
export async function loadPatient(
  tx: TenantTx,
  patientId: string,
  scope: readonly string[] | null,
  options: { lock?: boolean } = {},
): Promise<PatientRecordRow | undefined> {
  const row =
    options.lock === true
      ? await recordQuery(tx).where('p.id', '=', patientId).forUpdate('p').executeTakeFirst()
      : (await recordById(tx, patientId))[0];
  if (row === undefined || !inScope(row.branch_id, scope)) return undefined;
  return row;
}

/** What the duplicate rule compares: the candidate's names, date of birth, phone (E.164) and e-mail. */
export interface DuplicateCandidate {
  first_name?: string | undefined;
  last_name?: string | undefined;
  date_of_birth?: string | null | undefined;
  phone_number?: string | undefined;
  email?: string | undefined;
}

/**
 * Names this close (trigram similarity of the folded "first last", 0..1) count as "a close name"
 * with the same date of birth: Katherine / Catherine Johansson, Jon Whitaker / John Whittaker and
 * swapped first and last names reach it; different people born the same day (Walter Quimby / Olga
 * Varga) do not (patients.test.ts, demo-patients.test.ts).
 */
export const DUPLICATE_NAME_SIMILARITY = 0.45;
/** At most this many records in one duplicate warning. */
export const DUPLICATE_LIMIT = 10;

/**
 * The duplicate rule (ADR 032): active records (not merged) of the tenant with the same date of
 * birth and a close name, or the same phone number, or the same e-mail; each with its reasons,
 * strongest first. `excludeId` leaves a record out (the one being edited); `scope` is the
 * caller's branch scope (a limited member is not told about other branches' patients).
 */
export async function findDuplicates(
  tx: TenantTx,
  tenantId: string,
  candidate: DuplicateCandidate,
  excludeId?: string | null,
  options: { scope?: readonly string[] | null } = {},
): Promise<PatientDuplicate[]> {
  const name = foldName(`${candidate.first_name ?? ''} ${candidate.last_name ?? ''}`);
  const dob = candidate.date_of_birth ?? null;
  const digits = (candidate.phone_number ?? '').replace(/\D/g, '');
  const email = (candidate.email ?? '').trim().toLowerCase();

  const sameBirth =
    dob !== null && dob !== '' && name !== ''
      ? sql<SqlBool>`(p.date_of_birth = ${dob}::date and similarity(patient_fold(p.first_name || ' ' || p.last_name), ${name}) >= ${DUPLICATE_NAME_SIMILARITY})`
      : sql<SqlBool>`false`;
  // Short digit strings (extensions, typos) are not a phone number worth matching.
  const samePhone = digits.length >= 7 ? sql<SqlBool>`(p.phone_digits = ${digits})` : sql<SqlBool>`false`;
  const sameEmail = email !== '' ? sql<SqlBool>`(p.email_normalized = ${email})` : sql<SqlBool>`false`;
  if (!(dob && name) && digits.length < 7 && email === '') return [];

  let query = tx
    .selectFrom('patient_search_rows as p')
    .select([
      ...SUMMARY_COLUMNS,
      sql<string | null>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      sameBirth.as('same_birth'),
      samePhone.as('same_phone'),
      sameEmail.as('same_email'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.archived_at', 'is', null)
    .where('p.merged_into', 'is', null)
    .where((eb) => eb.or([sameBirth, samePhone, sameEmail].map((condition) => eb(condition, '=', true))));
  if (excludeId !== undefined && excludeId !== null) query = query.where('p.id', '<>', excludeId);
  const scope = options.scope ?? null;
  if (scope !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('p.branch_id', 'is', null),
        ...(scope.length > 0 ? [eb('p.branch_id', 'in', [...scope])] : []),
      ]),
    );
  }
  const rows = await query
    .orderBy(sql`(${sameBirth})::int + (${samePhone})::int + (${sameEmail})::int`, 'desc')
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .limit(DUPLICATE_LIMIT)
    .execute();
  return rows.map((row) => {
    const reasons: DuplicateReason[] = [];
    if (row.same_birth) reasons.push('same_birth_date_close_name');
    if (row.same_phone) reasons.push('same_phone');
    if (row.same_email) reasons.push('same_email');
    return { patient: presentSummary(row), reasons };
  });
}

/** The search filters of a list or export call, with the caller's branch scope. */
export function listFilters(
  query: {
    branch_id?: string | undefined;
    active_only?: boolean | undefined;
    status?: 'active' | 'archived' | 'all' | undefined;
    tag?: string | undefined;
  },
  scope: readonly string[] | null,
): PatientSearchFilters {
  // `status` wins; the spec's `active_only=false` means every record; by default, active ones.
  const status = query.status ?? (query.active_only === false ? 'all' : 'active');
  return { branchId: query.branch_id, status, tag: query.tag, allowedBranchIds: scope };
}
