import {
  formatChartNumber,
  parseChartNumber,
  type PatientDuplicateCheckResponse,
  type PatientInput,
  type PatientListQuery,
  type PatientListResponse,
  type PatientRecord,
  type PatientUpdate,
} from '@clinio/contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { z } from 'zod';
import { Denial } from '../audit/denials';
import type { StaffContext } from '../auth/staff-guard';
import type { PatientsTable } from '../db/schema';
import { AppError, assertFound, conflict } from '../errors/app-error';
import { eraseBlockersOf } from './erase-blockers';
import {
  branchExists,
  clinicCountry,
  findDuplicates,
  inScope,
  listFilters,
  loadPatient,
  staffBranchScope,
  staffDefaultBranch,
} from './patients.queries';
import { phoneCountryOf, readPhone } from './phone';
import { presentPatient, presentSummary } from './present';
import { searchPatientsQuery } from './search';
import { dateFormatOf, normaliseSearch } from './search-text';

export const PATIENT = 'Patient';

type CreateBody = z.output<typeof PatientInput>;
type UpdateBody = z.output<typeof PatientUpdate>;
type ListQuery = z.output<typeof PatientListQuery>;

interface FieldProblem {
  field: string;
  message: string;
}

function validation(problems: FieldProblem[]): AppError {
  return new AppError(
    400,
    'validation_error',
    problems.map(({ field, message }) => `${field}: ${message}`).join('; '),
    { fields: problems },
  );
}

/** The record fields of a body, phones read in the clinic's country (E.164) or field errors. */
function recordValues(body: UpdateBody, country: string): Updateable<PatientsTable> {
  const { allow_duplicate: _allow, ...fields } = body;
  const values: Updateable<PatientsTable> = {};
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (value === undefined) continue;
    if (key === 'phone_number' || key === 'emergency_contact_phone') {
      const reading = readPhone(value as string, phoneCountryOf(country));
      if (reading.ok) values[key] = reading.e164;
      else problems.push({ field: key, message: reading.message });
      continue;
    }
    if (key === 'date_of_birth') {
      values.date_of_birth = value === '' ? null : (value as string | null);
      continue;
    }
    (values as Record<string, unknown>)[key] = value;
  }
  if (problems.length > 0) throw validation(problems);
  return values;
}

async function checkBranch(
  ctx: StaffContext,
  branchId: string,
  scope: readonly string[] | null,
): Promise<void> {
  if (!(await branchExists(ctx.tx, branchId)))
    throw validation([{ field: 'branch_id', message: 'Unknown branch' }]);
  if (!inScope(branchId, scope)) {
    throw validation([{ field: 'branch_id', message: 'Choose one of your branches' }]);
  }
}

function possibleDuplicate(duplicates: PatientDuplicateCheckResponse['duplicates']): AppError {
  return new AppError(
    409,
    'possible_duplicate',
    duplicates.length === 1
      ? 'This patient may already exist. Check the record below, or add the patient anyway.'
      : `This patient may already exist (${duplicates.length} similar records). Check them, or add the patient anyway.`,
    { duplicates },
  );
}

// ---------------------------------------------------------------------------------------------

/** GET /api/patients/: the search and the list; one audit row per call (never the search text). */
export async function listPatients(ctx: StaffContext, query: ListQuery): Promise<PatientListResponse> {
  const { tx, principal } = ctx;
  const [scope, country] = await Promise.all([staffBranchScope(tx, principal), clinicCountry(tx)]);
  const search = normaliseSearch(query.search ?? '', { dateFormat: dateFormatOf(country) });
  const { results, total } = await searchPatientsQuery(
    tx,
    principal.tenantId,
    search,
    listFilters(query, scope),
    {
      skip: query.skip,
      limit: query.limit,
      sort: query.sort,
    },
  );
  await ctx.audit({ action: 'patients.listed', resourceType: 'patient_list', outcome: 'success' });
  return { results: results.map(presentSummary), total };
}

/** One audit row of a successful action on a record: who, which record, its branch (never its data). */
export function auditRecord(
  ctx: StaffContext,
  action: string,
  row: { id: string; branch_id: string | null },
  extra: { changedFields?: readonly string[] } = {},
) {
  return ctx.audit({
    action,
    resourceType: 'patient',
    resourceId: row.id,
    branchId: row.branch_id,
    outcome: 'success',
    ...extra,
  });
}

/** GET /api/patients/{id}: the chart; audited as a view, or a print with `?purpose=print`. */
export async function getPatient(
  ctx: StaffContext,
  patientId: string,
  purpose: 'view' | 'print',
): Promise<PatientRecord> {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const row = assertFound(await loadPatient(ctx.tx, patientId, scope), PATIENT);
  await auditRecord(ctx, purpose === 'print' ? 'patient.printed' : 'patient.viewed', row);
  return presentPatient(row);
}

/** POST /api/patients/: field errors and nothing stored, or the duplicate warning, or the record. */
export async function createPatient(ctx: StaffContext, body: CreateBody): Promise<PatientRecord> {
  const { tx, principal } = ctx;
  const [scope, country] = await Promise.all([staffBranchScope(tx, principal), clinicCountry(tx)]);
  const values = recordValues(body, country);

  let branchId = body.branch_id ?? null;
  if (branchId !== null) await checkBranch(ctx, branchId, scope);
  else if (body.branch_id === undefined) {
    // No branch chosen: the member's default branch (when theirs to use), else none.
    const fallback = await staffDefaultBranch(tx, principal.userId);
    branchId = fallback !== null && (scope === null || scope.includes(fallback)) ? fallback : null;
  }

  if (body.allow_duplicate !== true) {
    const duplicates = await findDuplicates(
      tx,
      principal.tenantId,
      {
        first_name: body.first_name,
        last_name: body.last_name,
        date_of_birth: body.date_of_birth ?? null,
        phone_number: values.phone_number,
        email: body.email,
      },
      null,
      { scope },
    );
    if (duplicates.length > 0) throw possibleDuplicate(duplicates);
  }

  const inserted = await tx
    .insertInto('patients')
    .values({
      ...(values as Insertable<PatientsTable>),
      first_name: body.first_name,
      last_name: body.last_name,
      tenant_id: principal.tenantId,
      branch_id: branchId,
      created_by: principal.userId,
      updated_by: principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = assertFound(await loadPatient(tx, inserted.id, null), PATIENT);
  await auditRecord(ctx, 'patient.created', row);
  return presentPatient(row);
}

function sameValue(before: unknown, after: unknown): boolean {
  if (before instanceof Date || after instanceof Date) return String(before) === String(after);
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
}

/** PATCH /api/patients/{id}: the fields sent; the audit row names the fields that changed. */
export async function updatePatient(
  ctx: StaffContext,
  patientId: string,
  body: UpdateBody,
): Promise<PatientRecord> {
  const { tx, principal } = ctx;
  const [scope, country] = await Promise.all([staffBranchScope(tx, principal), clinicCountry(tx)]);
  const current = assertFound(await loadPatient(tx, patientId, scope, { lock: true }), PATIENT);
  const values = recordValues(body, country);
  if (values.branch_id !== undefined && values.branch_id !== null && values.branch_id !== current.branch_id) {
    await checkBranch(ctx, values.branch_id, scope);
  }

  const before: Record<string, unknown> = { ...current, date_of_birth: current.birth_date };
  const changed = Object.entries(values)
    .filter(([key, value]) => !sameValue(before[key], value))
    .map(([key]) => key);
  if (changed.length > 0) {
    const changes = Object.fromEntries(changed.map((key) => [key, (values as Record<string, unknown>)[key]]));
    await tx
      .updateTable('patients')
      .set({ ...changes, updated_by: principal.userId, updated_at: sql<Date>`now()` })
      .where('id', '=', patientId)
      .execute();
  }
  const row = assertFound(await loadPatient(tx, patientId, null), PATIENT);
  await auditRecord(ctx, 'patient.updated', row, { changedFields: changed });
  return presentPatient(row);
}

/** DELETE /api/patients/{id}: archives (the record stays, for the audit trail and a restore). */
export async function archivePatient(ctx: StaffContext, patientId: string): Promise<PatientRecord> {
  const { tx, principal } = ctx;
  const scope = await staffBranchScope(tx, principal);
  const current = assertFound(await loadPatient(tx, patientId, scope, { lock: true }), PATIENT);
  if (current.archived_at === null) {
    await tx
      .updateTable('patients')
      .set({ archived_at: sql<Date>`now()`, archived_by: principal.userId, updated_at: sql<Date>`now()` })
      .where('id', '=', patientId)
      .execute();
  }
  const row = assertFound(await loadPatient(tx, patientId, null), PATIENT);
  await auditRecord(ctx, 'patient.archived', row);
  return presentPatient(row);
}

/** POST /api/patients/{id}/restore: an archived record back in the lists (not a merged one). */
export async function restorePatient(ctx: StaffContext, patientId: string): Promise<PatientRecord> {
  const { tx, principal } = ctx;
  const scope = await staffBranchScope(tx, principal);
  const current = assertFound(await loadPatient(tx, patientId, scope, { lock: true }), PATIENT);
  if (current.merged_into !== null) {
    throw conflict(
      'This record was merged into another record and cannot be restored. Open the other record.',
    );
  }
  if (current.archived_at !== null) {
    await tx
      .updateTable('patients')
      .set({ archived_at: null, archived_by: null, updated_at: sql<Date>`now()` })
      .where('id', '=', patientId)
      .execute();
  }
  const row = assertFound(await loadPatient(tx, patientId, null), PATIENT);
  await auditRecord(ctx, 'patient.restored', row);
  return presentPatient(row);
}

/**
 * POST /api/patients/{id}/erase (super admin): deletes the record and what hangs on it (portal
 * links, dismissed duplicate pairs; import report rows lose their pointer). Refused (409, audited)
 * while a registered blocker applies (invoices, signed notes) or the record took part in a merge
 * (the merge history must keep both sides). The audit rows keep the id only.
 */
export async function erasePatient(
  ctx: StaffContext,
  patientId: string,
  confirmation: string,
): Promise<{ detail: string } | Denial> {
  const { tx } = ctx;
  const current = assertFound(await loadPatient(tx, patientId, null, { lock: true }), PATIENT);
  const chart = formatChartNumber(Number(current.chart_number));
  if (parseChartNumber(confirmation) !== Number(current.chart_number)) {
    throw validation([
      { field: 'confirm_chart_number', message: `Type the chart number ${chart} to confirm` },
    ]);
  }
  const blockers = await eraseBlockersOf(tx, patientId);
  const merges = await tx
    .selectFrom('patient_merges')
    .select('id')
    .where((eb) => eb.or([eb('survivor_id', '=', patientId), eb('merged_id', '=', patientId)]))
    .limit(1)
    .execute();
  const mergedInto = await tx
    .selectFrom('patients')
    .select('id')
    .where('merged_into', '=', patientId)
    .limit(1)
    .execute();
  if (merges.length > 0 || mergedInto.length > 0) blockers.push('The record took part in a merge');
  if (blockers.length > 0) {
    await ctx.audit({
      action: 'patient.erase_refused',
      resourceType: 'patient',
      resourceId: patientId,
      branchId: current.branch_id,
      outcome: 'failure',
    });
    return new Denial(
      conflict(`This patient cannot be erased: ${blockers.join('; ')}. Archive the record instead.`),
    );
  }
  await tx
    .deleteFrom('patient_duplicate_dismissals')
    .where((eb) => eb.or([eb('patient_a', '=', patientId), eb('patient_b', '=', patientId)]))
    .execute();
  await tx
    .updateTable('patient_import_rows')
    .set({ patient_id: null })
    .where('patient_id', '=', patientId)
    .execute();
  // Portal links go with the record (on delete cascade); the person's login stays.
  await tx.deleteFrom('patients').where('id', '=', patientId).execute();
  await ctx.audit({
    action: 'patient.erased',
    resourceType: 'patient',
    resourceId: patientId,
    outcome: 'success',
  });
  return { detail: `Patient record ${chart} erased` };
}

/** POST /api/patients/duplicate-check: the duplicate rule on a form being filled in. */
export async function checkDuplicates(
  ctx: StaffContext,
  body: UpdateBody,
  excludeId: string | null = null,
): Promise<PatientDuplicateCheckResponse> {
  const { tx, principal } = ctx;
  const [scope, country] = await Promise.all([staffBranchScope(tx, principal), clinicCountry(tx)]);
  // A phone that cannot be read yet (still being typed) simply matches nothing.
  const phone = body.phone_number ? readPhone(body.phone_number, phoneCountryOf(country)) : null;
  const duplicates = await findDuplicates(
    tx,
    principal.tenantId,
    {
      first_name: body.first_name,
      last_name: body.last_name,
      date_of_birth: body.date_of_birth ?? null,
      phone_number: phone?.ok === true ? phone.e164 : '',
      email: body.email,
    },
    excludeId,
    { scope },
  );
  return { duplicates };
}
