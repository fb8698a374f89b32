import type { BranchCreateRequest, BranchList, BranchResponse, BranchUpdateRequest } from '@clinio/contracts';
import type { z } from 'zod';
import { Denial } from '../audit/denials';
import type { StaffContext } from '../auth/staff-guard';
import { AppError, conflict, notFound } from '../errors/app-error';
import type { Services } from '../platform/services';
import { removeLater } from '../uploads/stored-files';
import {
  branchNameTaken,
  effectiveDefaultBranchId,
  findBranch,
  findTenantClinic,
  listBranchRows,
  type ClinicRow,
} from './clinics.queries';
import { presentBranch, previewKeyOf } from './clinics.presenter';
import { loadOpeningHours, writeOpeningHours } from './opening-hours';

type BranchCreate = z.output<typeof BranchCreateRequest>;
type BranchUpdate = z.output<typeof BranchUpdateRequest>;

/** A tenant id in the path must be the caller's: any other is answered as a missing one. */
function assertOwnTenant(ctx: StaffContext, tenantId: string): void {
  if (tenantId.toLowerCase() !== ctx.principal.tenantId) throw notFound('Tenant not found');
}

const nameTaken = () =>
  new AppError(409, 'conflict', 'name: A branch with this name already exists', {
    fields: [{ field: 'name', message: 'A branch with this name already exists' }],
  });

async function presentOne(ctx: StaffContext, clinic: ClinicRow, branchId: string): Promise<BranchResponse> {
  const row = await findBranch(ctx.tx, branchId);
  const [firstBranch] = await listBranchRows(ctx.tx, clinic.id);
  const hours = await loadOpeningHours(ctx.tx, [row.id]);
  return presentBranch(row, {
    hours: hours.get(row.id),
    defaultBranchId: effectiveDefaultBranchId(clinic, firstBranch === undefined ? [] : [firstBranch]),
  });
}

/** GET /api/tenants/{tenantId}/branches: oldest first, with opening hours and staff counts. */
export async function listBranches(ctx: StaffContext, tenantId: string): Promise<BranchList> {
  assertOwnTenant(ctx, tenantId);
  const clinic = await findTenantClinic(ctx.tx);
  const rows = await listBranchRows(ctx.tx, clinic.id);
  const hours = await loadOpeningHours(
    ctx.tx,
    rows.map((row) => row.id),
  );
  const defaultBranchId = effectiveDefaultBranchId(clinic, rows);
  return rows.map((row) => presentBranch(row, { hours: hours.get(row.id), defaultBranchId }));
}

/** POST /api/tenants/{tenantId}/branches. */
export async function createBranch(
  ctx: StaffContext,
  options: { tenantId: string; input: BranchCreate },
): Promise<BranchResponse> {
  assertOwnTenant(ctx, options.tenantId);
  const { opening_hours: openingHours, ...fields } = options.input;
  const clinic = await findTenantClinic(ctx.tx, { lock: true });
  if (await branchNameTaken(ctx.tx, { clinicId: clinic.id, name: fields.name })) throw nameTaken();
  const branch = await ctx.tx
    .insertInto('branches')
    .values({
      ...fields,
      timezone: fields.timezone ?? clinic.timezone,
      tenant_id: ctx.principal.tenantId,
      clinic_id: clinic.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (openingHours !== undefined) {
    await writeOpeningHours(ctx.tx, { tenantId: ctx.principal.tenantId, branchId: branch.id }, openingHours);
  }
  await ctx.audit({
    action: 'branch.created',
    resourceType: 'branch',
    resourceId: branch.id,
    branchId: branch.id,
    outcome: 'success',
  });
  return presentOne(ctx, clinic, branch.id);
}

/** PATCH /api/tenants/{tenantId}/branches/{branchId}: omitted fields and weekdays keep their value. */
export async function updateBranch(
  ctx: StaffContext,
  options: { tenantId: string; branchId: string; input: BranchUpdate },
): Promise<BranchResponse> {
  assertOwnTenant(ctx, options.tenantId);
  const clinic = await findTenantClinic(ctx.tx, { lock: true });
  const branch = await findBranch(ctx.tx, options.branchId, { lock: true });
  const { opening_hours: openingHours, ...changes } = options.input;
  if (Object.keys(changes).length === 0 && openingHours === undefined)
    return presentOne(ctx, clinic, branch.id);
  if (
    changes.name !== undefined &&
    (await branchNameTaken(ctx.tx, { clinicId: clinic.id, name: changes.name, exceptId: branch.id }))
  ) {
    throw nameTaken();
  }
  await ctx.tx
    .updateTable('branches')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', branch.id)
    .execute();
  if (openingHours !== undefined) {
    await writeOpeningHours(ctx.tx, { tenantId: ctx.principal.tenantId, branchId: branch.id }, openingHours);
  }
  await ctx.audit({
    action: 'branch.updated',
    resourceType: 'branch',
    resourceId: branch.id,
    branchId: branch.id,
    outcome: 'success',
  });
  return presentOne(ctx, clinic, branch.id);
}

async function refuseDeletion(ctx: StaffContext, branchId: string, detail: string): Promise<Denial> {
  await ctx.audit({
    action: 'branch.delete_refused',
    resourceType: 'branch',
    resourceId: branchId,
    branchId,
    outcome: 'failure',
  });
  return new Denial(conflict(detail));
}

const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';

/**
 * DELETE /api/tenants/{tenantId}/branches/{branchId}. Refused (409, audited) for the clinic's last
 * branch and for a branch with active or invited staff; the default moves to the oldest remaining
 * branch. Deactivated staff lose the branch from their list.
 */
export async function deleteBranch(
  services: Services,
  ctx: StaffContext,
  options: { tenantId: string; branchId: string },
): Promise<null | Denial> {
  assertOwnTenant(ctx, options.tenantId);
  const clinic = await findTenantClinic(ctx.tx, { lock: true });
  const branch = await findBranch(ctx.tx, options.branchId, { lock: true });
  const branches = await listBranchRows(ctx.tx, clinic.id);
  if (branches.length <= 1) {
    return refuseDeletion(
      ctx,
      branch.id,
      'A clinic needs at least one branch. Add another branch before deleting this one.',
    );
  }
  const staff = branch.staff_count ?? 0;
  if (staff > 0) {
    return refuseDeletion(
      ctx,
      branch.id,
      `${staff} staff member${staff === 1 ? ' is' : 's are'} assigned to this branch. Move them to another branch before deleting it.`,
    );
  }
  try {
    await ctx.tx.deleteFrom('branches').where('id', '=', branch.id).execute();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw conflict('This branch still has records (such as appointments) and cannot be deleted.');
  }
  if (effectiveDefaultBranchId(clinic, branches) === branch.id) {
    const next = branches.find((row) => row.id !== branch.id);
    await ctx.tx
      .updateTable('clinics')
      .set({ default_branch_id: next?.id ?? null, updated_at: new Date() })
      .where('id', '=', clinic.id)
      .execute();
  }
  await ctx.audit({
    action: 'branch.deleted',
    resourceType: 'branch',
    resourceId: branch.id,
    branchId: branch.id,
    outcome: 'success',
  });
  if (branch.logo_key !== null) {
    await removeLater(services, {
      tx: ctx.tx,
      tenantId: ctx.principal.tenantId,
      keys: [branch.logo_key, previewKeyOf(branch.logo_key)],
    });
  }
  return null;
}
