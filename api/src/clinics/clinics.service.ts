import type { ClinicList, ClinicResponse, ClinicUpdateRequest } from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import type { Services } from '../platform/services';
import { fieldError } from '../users/user-errors';
import { findClinic, listBranchRows, listClinicRows, type ClinicRow } from './clinics.queries';
import { presentClinic } from './clinics.presenter';
import { loadOpeningHours } from './opening-hours';

type ClinicUpdate = z.output<typeof ClinicUpdateRequest>;

async function loadClinicResponse(
  services: Services,
  tx: TenantTx,
  clinic: ClinicRow,
): Promise<ClinicResponse> {
  const rows = await listBranchRows(tx, clinic.id);
  const hours = await loadOpeningHours(
    tx,
    rows.map((row) => row.id),
  );
  return presentClinic(services.keys, clinic, { rows, hours });
}

/** GET /api/clinics: the caller's clinic (one per tenant), as a list. */
export async function listClinics(services: Services, ctx: StaffContext): Promise<ClinicList> {
  const clinics: ClinicResponse[] = [];
  for (const clinic of await listClinicRows(ctx.tx)) {
    clinics.push(await loadClinicResponse(services, ctx.tx, clinic));
  }
  return clinics;
}

/** GET /api/clinics/{clinicId}; another tenant's clinic is not found. */
export async function getClinic(
  services: Services,
  ctx: StaffContext,
  clinicId: string,
): Promise<ClinicResponse> {
  return loadClinicResponse(services, ctx.tx, await findClinic(ctx.tx, clinicId));
}

/** PATCH /api/clinics/{clinicId}: the profile (name, contact, address, time zone, default branch). */
export async function updateClinic(
  services: Services,
  ctx: StaffContext,
  options: { clinicId: string; input: ClinicUpdate },
): Promise<ClinicResponse> {
  const { tx } = ctx;
  const clinic = await findClinic(tx, options.clinicId, { lock: true });
  const { default_branch_id: defaultBranchId, ...profile } = options.input;
  if (defaultBranchId !== undefined) {
    const branch = await tx
      .selectFrom('branches')
      .select('id')
      .where('id', '=', defaultBranchId)
      .where('clinic_id', '=', clinic.id)
      .executeTakeFirst();
    if (branch === undefined) throw fieldError('default_branch_id', 'Unknown branch');
  }
  const changes = {
    ...profile,
    ...(defaultBranchId === undefined ? {} : { default_branch_id: defaultBranchId }),
  };
  if (Object.keys(changes).length === 0) return loadClinicResponse(services, tx, clinic);
  const updated = await tx
    .updateTable('clinics')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', clinic.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'clinic.updated',
    resourceType: 'clinic',
    resourceId: clinic.id,
    outcome: 'success',
  });
  return loadClinicResponse(services, tx, updated);
}
