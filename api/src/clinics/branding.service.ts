import type { BrandingResponse, BrandingUpdateRequest } from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { notFound } from '../errors/app-error';
import type { Services } from '../platform/services';
import { findBranch, findClinic, type BranchRow, type ClinicRow } from './clinics.queries';
import { presentBranding } from './clinics.presenter';

type BrandingUpdate = z.output<typeof BrandingUpdateRequest>;

/** Whose branding a call changes: the clinic's, or (with `?branch_id=`) one branch's override. */
export interface BrandingTarget {
  clinicId: string;
  branchId?: string | undefined;
}

export interface LoadedTarget {
  clinic: ClinicRow;
  branch: BranchRow | null;
}

/** The clinic and, when named, its branch; either missing or another tenant's is a 404. */
export async function loadBrandingTarget(
  ctx: StaffContext,
  target: BrandingTarget,
  options: { lock?: boolean } = {},
): Promise<LoadedTarget> {
  const clinic = await findClinic(ctx.tx, target.clinicId, options);
  if (target.branchId === undefined) return { clinic, branch: null };
  const branch = await findBranch(ctx.tx, target.branchId, options);
  if (branch.clinic_id !== clinic.id) throw notFound('Branch not found');
  return { clinic, branch };
}

/** GET /api/clinics/{clinicId}/branding: the clinic's own branding, defaults where unset. */
export async function getClinicBranding(
  services: Services,
  ctx: StaffContext,
  clinicId: string,
): Promise<BrandingResponse> {
  return presentBranding(services.keys, await findClinic(ctx.tx, clinicId));
}

/** GET /api/branches/{branchId}/branding: the branch's overrides merged over its clinic's. */
export async function getBranchBranding(
  services: Services,
  ctx: StaffContext,
  branchId: string,
): Promise<BrandingResponse> {
  const branch = await findBranch(ctx.tx, branchId);
  const clinic = await findClinic(ctx.tx, branch.clinic_id);
  return presentBranding(services.keys, clinic, branch);
}

/**
 * PATCH /api/clinics/{clinicId}/branding (`?branch_id=` for a branch's override). Omitted fields
 * keep their value; null clears one. Answers the branding as the target now resolves it.
 */
export async function updateBranding(
  services: Services,
  ctx: StaffContext,
  options: { target: BrandingTarget; input: BrandingUpdate },
): Promise<BrandingResponse> {
  const { clinic, branch } = await loadBrandingTarget(ctx, options.target, { lock: true });
  const changes = options.input;
  if (Object.keys(changes).length === 0) return presentBranding(services.keys, clinic, branch);
  if (branch === null) {
    const updated = await ctx.tx
      .updateTable('clinics')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', clinic.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.audit({
      action: 'branding.updated',
      resourceType: 'clinic',
      resourceId: clinic.id,
      outcome: 'success',
    });
    return presentBranding(services.keys, updated);
  }
  const updated = await ctx.tx
    .updateTable('branches')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', branch.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'branding.updated',
    resourceType: 'branch',
    resourceId: branch.id,
    branchId: branch.id,
    outcome: 'success',
  });
  return presentBranding(services.keys, clinic, updated);
}
