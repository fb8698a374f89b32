import { isWithinCancelNotice, type MyAppointment, type PortalAppointment } from '@clinio/contracts';
import { sql } from 'kysely';
import { bookingRules } from '../booking/booking-settings.service';
import type { TenantTx } from '../db/database';

/**
 * A patient's own appointments as the portal sees them (ADR 040): one query and one presentation
 * for the portal's list (`GET /api/patients/{id}/my-appointments`) and for the answers of its
 * book, reschedule and cancel calls. Read in the clinic's tenant; the caller checks the record is
 * the patient's own.
 */
export function myAppointmentsQuery(tx: TenantTx, patientId: string) {
  return tx
    .selectFrom('appointments as a')
    .innerJoin('appointment_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'a.tenant_id').onRef('t.key', '=', 'a.appointment_type'),
    )
    .innerJoin('staff_users as s', (join) =>
      join.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.provider_id'),
    )
    .innerJoin('branches as b', (join) =>
      join.onRef('b.tenant_id', '=', 'a.tenant_id').onRef('b.id', '=', 'a.branch_id'),
    )
    .leftJoin('integration_event_links as z', (join) =>
      join
        .onRef('z.tenant_id', '=', 'a.tenant_id')
        .onRef('z.appointment_id', '=', 'a.id')
        .on('z.provider', '=', 'zoom'),
    )
    .select([
      'a.id',
      'a.appointment_type',
      't.name as appointment_type_name',
      't.buffer_before_minutes',
      't.buffer_after_minutes',
      't.duration_minutes',
      'a.provider_id',
      sql<string>`trim(s.first_name || ' ' || s.last_name)`.as('provider_name'),
      'a.branch_id',
      'a.room_id',
      'b.name as branch_name',
      'b.timezone',
      'a.start_time',
      'a.end_time',
      'a.status',
      'z.join_url',
    ])
    .where('a.patient_id', '=', patientId);
}
export type MyAppointmentRow = Awaited<
  ReturnType<ReturnType<typeof myAppointmentsQuery>['executeTakeFirstOrThrow']>
>;

const LIVE = ['booked', 'confirmed', 'checked_in', 'in_progress'] as const;

export function presentMyAppointment(row: MyAppointmentRow, cancelNotice: number): PortalAppointment {
  return {
    id: row.id,
    appointment_type: row.appointment_type,
    appointment_type_name: row.appointment_type_name,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    timezone: row.timezone,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    status: row.status,
    can_change:
      (row.status === 'booked' || row.status === 'confirmed') &&
      isWithinCancelNotice(row.start_time, cancelNotice),
    // A telemedicine visit's Zoom link (ADR 055), only while the visit is live.
    ...(row.join_url !== null && (LIVE as readonly string[]).includes(row.status)
      ? { join_url: row.join_url }
      : {}),
  };
}

/** Upcoming first (soonest first), then the rest (newest first). */
export async function readMyAppointments(
  tx: TenantTx,
  tenantId: string,
  patientId: string,
  limit: number,
): Promise<MyAppointment[]> {
  const upcoming = sql<boolean>`a.end_time > now() and a.status in (${sql.join(LIVE.map((s) => sql.lit(s)))})`;
  const notice = (await bookingRules(tx, tenantId)).cancel_notice_minutes;
  const rows = await myAppointmentsQuery(tx, patientId)
    .select(upcoming.as('upcoming'))
    .orderBy(upcoming, 'desc')
    .orderBy(sql`case when ${upcoming} then a.start_time end`, 'asc')
    .orderBy('a.start_time', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...presentMyAppointment(row, notice), upcoming: row.upcoming }));
}
