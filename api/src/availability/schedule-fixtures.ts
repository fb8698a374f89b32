import type { Database } from '../db/database';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildStaff } from '../test/factories';

export interface ScheduleFixture {
  tenantId: string;
  branchId: string;
  providerIds: string[];
  typeIds: Record<string, string>;
}

const TYPES = [
  { key: 'consultation', name: 'Consultation', duration_minutes: 30, buffer_after_minutes: 0 },
  { key: 'procedure', name: 'Procedure', duration_minutes: 60, buffer_after_minutes: 15 },
  { key: 'emergency', name: 'Emergency', duration_minutes: 30, buffer_after_minutes: 0 },
];

/**
 * A branch in `timezone` open Monday to Friday 08:00-18:00, with `providers` provider-role staff
 * working 09:00-17:00 there and offering consultation and procedure (emergency is staff-only:
 * not bookable online). Tests and the bench build on it.
 */
export async function buildSchedule(
  database: Database,
  tenant: ProvisionedTenant,
  options: { timezone?: string; providers?: number } = {},
): Promise<ScheduleFixture> {
  const { tenantId } = tenant;
  const branchId = tenant.branchIds[0] as string;
  const providerIds: string[] = [];
  for (let i = 0; i < (options.providers ?? 2); i += 1)
    providerIds.push((await buildStaff(database, { tenant, role: 'provider' })).id);
  const typeIds = await database.withTenant(tenantId, async (tx) => {
    await tx
      .updateTable('branches')
      .set({ timezone: options.timezone ?? 'Europe/Berlin' })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', branchId)
      .execute();
    await tx
      .insertInto('booking_settings')
      .values({ tenant_id: tenantId })
      .onConflict((c) => c.doNothing())
      .execute();
    const types = await tx
      .insertInto('appointment_types')
      .values(TYPES.map((t) => ({ ...t, tenant_id: tenantId, bookable_online: t.key !== 'emergency' })))
      .onConflict((c) =>
        c.columns(['tenant_id', 'key']).doUpdateSet((eb) => ({
          duration_minutes: eb.ref('excluded.duration_minutes'),
          buffer_after_minutes: eb.ref('excluded.buffer_after_minutes'),
          bookable_online: eb.ref('excluded.bookable_online'),
        })),
      )
      .returning(['id', 'key'])
      .execute();
    const weekdays = [1, 2, 3, 4, 5];
    await tx
      .insertInto('branch_hours')
      .values(
        weekdays.map((weekday) => ({
          tenant_id: tenantId,
          branch_id: branchId,
          weekday,
          opens: '08:00',
          closes: '18:00',
        })),
      )
      .onConflict((c) => c.doNothing())
      .execute();
    for (const providerId of providerIds) {
      await tx
        .insertInto('provider_hours')
        .values(
          weekdays.map((weekday) => ({
            tenant_id: tenantId,
            provider_id: providerId,
            branch_id: branchId,
            weekday,
            starts: '09:00',
            ends: '17:00',
          })),
        )
        .execute();
      await tx
        .insertInto('provider_appointment_types')
        .values(
          types.map((t) => ({ tenant_id: tenantId, provider_id: providerId, appointment_type_id: t.id })),
        )
        .execute();
    }
    return Object.fromEntries(types.map((t) => [t.key, t.id]));
  });
  return { tenantId, branchId, providerIds, typeIds };
}

/** A live appointment held directly in the table (the booking API is another module's). */
export async function holdAppointment(
  database: Database,
  schedule: ScheduleFixture,
  row: {
    patientId: string;
    providerId: string;
    start: string;
    minutes: number;
    type?: string;
    roomId?: string;
  },
): Promise<string> {
  const start = new Date(row.start);
  const end = new Date(start.getTime() + row.minutes * 60_000);
  return database.withTenant(schedule.tenantId, async (tx) => {
    const inserted = await tx
      .insertInto('appointments')
      .values({
        tenant_id: schedule.tenantId,
        patient_id: row.patientId,
        provider_id: row.providerId,
        branch_id: schedule.branchId,
        room_id: row.roomId ?? null,
        appointment_type: row.type ?? 'consultation',
        start_time: start,
        end_time: end,
        blocked_from: start,
        blocked_to: end,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}
