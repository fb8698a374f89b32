import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { buildPatient, buildStaff, buildTenant, type StaffFixture } from '../test/factories';
import type { ProvisionedTenant } from '../tenancy/provision';

/**
 * A clinic ready to book: a branch in `timezone` open 08:00-18:00 every day, a room, a provider
 * working those hours and offering every type, and a patient. Tests book on `FUTURE_MONDAY` and
 * the following weeks, so nothing is in the past.
 */
export interface SchedulingClinic {
  tenant: ProvisionedTenant;
  branchId: string;
  roomId: string;
  provider: StaffFixture;
  patientId: string;
}

/** A Monday comfortably in the future (tests that need DST use their own dates). */
export const FUTURE_MONDAY = '2031-01-06';

export async function addProvider(
  database: Database,
  tenant: ProvisionedTenant,
  branchId: string,
  hours: [string, string] = ['08:00', '18:00'],
): Promise<StaffFixture> {
  const provider = await buildStaff(database, { tenant, role: 'provider' });
  await database.withTenant(tenant.tenantId, async (tx) => {
    const types = await tx.selectFrom('appointment_types').select('id').execute();
    await tx
      .insertInto('provider_appointment_types')
      .values(
        types.map((t) => ({
          tenant_id: tenant.tenantId,
          provider_id: provider.id,
          appointment_type_id: t.id,
        })),
      )
      .execute();
    await tx
      .insertInto('provider_hours')
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          tenant_id: tenant.tenantId,
          provider_id: provider.id,
          branch_id: branchId,
          weekday,
          starts: hours[0],
          ends: hours[1],
        })),
      )
      .execute();
  });
  return provider;
}

export async function buildSchedulingClinic(
  database: Database,
  options: { tenant?: ProvisionedTenant; timezone?: string } = {},
): Promise<SchedulingClinic> {
  const tenant = options.tenant ?? (await buildTenant(database));
  const branchId = tenant.branchIds[0] ?? '';
  const roomId = await database.withTenant(tenant.tenantId, async (tx) => {
    if (options.timezone) {
      await tx
        .updateTable('branches')
        .set({ timezone: options.timezone })
        .where('id', '=', branchId)
        .execute();
    }
    await tx
      .insertInto('branch_hours')
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          tenant_id: tenant.tenantId,
          branch_id: branchId,
          weekday,
          opens: '08:00',
          closes: '18:00',
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const room = await tx
      .insertInto('rooms')
      .values({
        tenant_id: tenant.tenantId,
        branch_id: branchId,
        name: `Room ${randomBytes(3).toString('hex')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return room.id;
  });
  const provider = await addProvider(database, tenant, branchId);
  const patient = await buildPatient(database, { tenant });
  return { tenant, branchId, roomId, provider, patientId: patient.id };
}

/** A booking body for the clinic at `start` (type consultation: 30 minutes). */
export function bookingBody(clinic: SchedulingClinic, start: string, extra: Record<string, unknown> = {}) {
  return {
    patient_id: clinic.patientId,
    provider_id: clinic.provider.id,
    branch_id: clinic.branchId,
    appointment_type: 'consultation',
    start_time: start,
    ...extra,
  };
}
