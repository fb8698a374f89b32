import { sql, type Selectable } from 'kysely';
import type { TenantTx } from '../db/database';
import type { ClinicsTable } from '../db/schema';
import { assertFound } from '../errors/app-error';

/**
 * Every query here runs in the caller's tenant transaction: row-level security scopes it, so a
 * clinic or branch of another tenant is simply not found (404 with the body of a missing one).
 */

export type ClinicRow = Selectable<ClinicsTable>;

export async function findClinic(
  tx: TenantTx,
  clinicId: string,
  options: { lock?: boolean } = {},
): Promise<ClinicRow> {
  let query = tx.selectFrom('clinics').selectAll().where('id', '=', clinicId);
  if (options.lock) query = query.forUpdate();
  return assertFound(await query.executeTakeFirst(), 'Clinic');
}

/**
 * The tenant's clinic (one per tenant). Locking it serialises changes to the list of branches, so
 * two concurrent deletions cannot both remove "one of two" branches.
 */
export async function findTenantClinic(tx: TenantTx, options: { lock?: boolean } = {}): Promise<ClinicRow> {
  let query = tx.selectFrom('clinics').selectAll().orderBy('created_at').limit(1);
  if (options.lock) query = query.forUpdate();
  return assertFound(await query.executeTakeFirst(), 'Clinic');
}

export async function listClinicRows(tx: TenantTx): Promise<ClinicRow[]> {
  return tx.selectFrom('clinics').selectAll().orderBy('created_at').execute();
}

function branchesQuery(tx: TenantTx) {
  return tx
    .selectFrom('branches as b')
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('staff_branches as sb')
        .innerJoin('staff_users as u', (join) =>
          join.onRef('u.tenant_id', '=', 'sb.tenant_id').onRef('u.id', '=', 'sb.user_id'),
        )
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('sb.tenant_id', '=', 'b.tenant_id')
        .whereRef('sb.branch_id', '=', 'b.id')
        .where('u.status', '!=', 'deactivated')
        .as('staff_count'),
    );
}

export type BranchRow = Awaited<ReturnType<ReturnType<typeof branchesQuery>['executeTakeFirstOrThrow']>>;

/** The clinic's branches, oldest first (the first is the default until another is chosen). */
export async function listBranchRows(tx: TenantTx, clinicId: string): Promise<BranchRow[]> {
  return branchesQuery(tx)
    .where('b.clinic_id', '=', clinicId)
    .orderBy('b.created_at')
    .orderBy('b.id')
    .execute();
}

export async function findBranch(
  tx: TenantTx,
  branchId: string,
  options: { lock?: boolean } = {},
): Promise<BranchRow> {
  let query = branchesQuery(tx).where('b.id', '=', branchId);
  if (options.lock) query = query.forUpdate('b');
  return assertFound(await query.executeTakeFirst(), 'Branch');
}

/** Another branch of the clinic with this name, whatever its case. */
export async function branchNameTaken(
  tx: TenantTx,
  options: { clinicId: string; name: string; exceptId?: string },
): Promise<boolean> {
  let query = tx
    .selectFrom('branches')
    .select('id')
    .where('clinic_id', '=', options.clinicId)
    .where(sql<string>`lower(name)`, '=', sql<string>`lower(${options.name})`);
  if (options.exceptId !== undefined) query = query.where('id', '!=', options.exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The clinic's default branch: the one chosen, else the oldest. */
export function effectiveDefaultBranchId(
  clinic: ClinicRow,
  branches: readonly { id: string }[],
): string | null {
  return clinic.default_branch_id ?? branches[0]?.id ?? null;
}
