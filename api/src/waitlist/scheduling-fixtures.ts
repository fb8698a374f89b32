import type { WaitlistEntry } from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { insertAppointment } from '../appointments/insert';
import type { ProvisionedTenant } from '../tenancy/provision';

/**
 * Test fixtures of the waitlist and portal tests: a provider who works a short stretch every day
 * at a branch that is open all day, so a test fills that stretch and frees one slot of it.
 */
export const DAY = 24 * 3600_000;

/** `days` from today at `hh:mm` UTC (test branches are in UTC). */
export function dayAt(days: number, time: string): Date {
  const base = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return new Date(`${base}T${time}:00.000Z`);
}

export function firstBranch(tenant: ProvisionedTenant): string {
  const [branchId] = tenant.branchIds;
  if (branchId === undefined) throw new Error('The test tenant has no branch');
  return branchId;
}

export async function givenWorkingProvider(
  database: Database,
  tenant: ProvisionedTenant,
  providerId: string,
  options: { starts?: string; ends?: string; types?: string[] } = {},
): Promise<void> {
  const branchId = firstBranch(tenant);
  await database.withTenant(tenant.tenantId, async (tx) => {
    const weekdays = [1, 2, 3, 4, 5, 6, 7];
    await tx
      .insertInto('branch_hours')
      .values(
        weekdays.map((weekday) => ({
          tenant_id: tenant.tenantId,
          branch_id: branchId,
          weekday,
          opens: '06:00',
          closes: '22:00',
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('provider_hours')
      .values(
        weekdays.map((weekday) => ({
          tenant_id: tenant.tenantId,
          provider_id: providerId,
          branch_id: branchId,
          weekday,
          starts: options.starts ?? '10:00',
          ends: options.ends ?? '11:00',
        })),
      )
      .execute();
    const types = await tx
      .selectFrom('appointment_types')
      .select('id')
      .where('key', 'in', options.types ?? ['consultation', 'follow_up'])
      .execute();
    await tx
      .insertInto('provider_appointment_types')
      .values(
        types.map((type) => ({
          tenant_id: tenant.tenantId,
          provider_id: providerId,
          appointment_type_id: type.id,
        })),
      )
      .execute();
    await tx
      .updateTable('booking_settings')
      .set({ cancel_notice_minutes: 60, min_notice_minutes: 60, waitlist_hold_minutes: 120 })
      .execute();
  });
}

/** A 30-minute consultation booked by staff. */
export async function givenAppointment(
  database: Database,
  tenant: ProvisionedTenant,
  row: { patientId: string; providerId: string; start: Date },
): Promise<string> {
  return database.withTenant(tenant.tenantId, async (tx) => {
    const { id } = await insertAppointment(tx, tenant.tenantId, {
      patient_id: row.patientId,
      provider_id: row.providerId,
      branch_id: firstBranch(tenant),
      room_id: null,
      appointment_type: 'consultation',
      start_time: row.start,
      end_time: new Date(row.start.getTime() + 30 * 60_000),
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      source: 'staff',
      notes: '',
      created_by: null,
    });
    return id;
  });
}

/** POST /api/waitlist as staff: the patient waits for a consultation, any provider, 09:00-12:00. */
export async function postWaitlistEntry(
  server: FastifyInstance,
  headers: Record<string, string>,
  entry: { tenant: ProvisionedTenant; patientId: string; onDay: number },
): Promise<WaitlistEntry> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers,
    payload: {
      patient_id: entry.patientId,
      branch_id: firstBranch(entry.tenant),
      appointment_type: 'consultation',
      provider_id: null,
      window_start: dayAt(entry.onDay, '09:00').toISOString(),
      window_end: dayAt(entry.onDay, '12:00').toISOString(),
      notes: 'Mornings only',
    },
  });
  if (response.statusCode !== 201) throw new Error(`POST /api/waitlist answered ${response.statusCode}`);
  return response.json<WaitlistEntry>();
}
