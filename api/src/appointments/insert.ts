import type { Appointment, AppointmentSource, AppointmentStatus } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { onAppointmentBooked } from './booked-hooks';
import { AppError } from '../errors/app-error';

export { defaultAppointmentTypesFor, provisionSchedulingDefaults } from './defaults';

/**
 * The one way to write an appointment row (staff booking, series, portal, embed, waitlist). The
 * database decides double booking (exclusion constraints of 0011, ADR 036); this turns its answer
 * into the API's 409s. It runs inside a savepoint, so a refused insert leaves the caller's
 * transaction usable (the waitlist may try the next slot; a series reports every occurrence).
 */
export interface NewAppointmentRow {
  patient_id: string;
  provider_id: string;
  branch_id: string;
  room_id: string | null;
  appointment_type: string;
  start_time: Date;
  end_time: Date;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  status?: AppointmentStatus;
  source: AppointmentSource;
  notes: string;
  series_id?: string | null;
  series_index?: number | null;
  created_by: string | null;
}

export const SLOT_TAKEN_MESSAGE =
  'This time is no longer available: the provider already has an appointment then.';
export const ROOM_TAKEN_MESSAGE = 'This room is already booked at that time.';

const MINUTE = 60_000;

/** The time the provider is held: the appointment widened by the type's buffers. */
export function blockedRange(
  row: Pick<NewAppointmentRow, 'start_time' | 'end_time' | 'buffer_before_minutes' | 'buffer_after_minutes'>,
): { blocked_from: Date; blocked_to: Date } {
  return {
    blocked_from: new Date(row.start_time.getTime() - row.buffer_before_minutes * MINUTE),
    blocked_to: new Date(row.end_time.getTime() + row.buffer_after_minutes * MINUTE),
  };
}

/** 23P01 on one of the two exclusion constraints -> the 409 the API answers; anything else: null. */
export function overlapError(error: unknown): AppError | null {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23P01') return null;
  if (constraint === 'appointments_no_provider_overlap') {
    return new AppError(409, 'slot_taken', SLOT_TAKEN_MESSAGE);
  }
  if (constraint === 'appointments_no_room_overlap') {
    return new AppError(409, 'room_taken', ROOM_TAKEN_MESSAGE);
  }
  return null;
}

/** Runs `work` in a savepoint: on failure the caller's transaction is rolled back to before it. */
export async function inSavepoint<T>(db: TenantTx, name: string, work: () => Promise<T>): Promise<T> {
  await sql`savepoint ${sql.id(name)}`.execute(db);
  try {
    const result = await work();
    await sql`release savepoint ${sql.id(name)}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${sql.id(name)}`.execute(db);
    throw error;
  }
}

export async function insertAppointment(
  db: TenantTx,
  tenantId: string,
  row: NewAppointmentRow,
): Promise<{ id: string }> {
  const { buffer_before_minutes: _before, buffer_after_minutes: _after, ...columns } = row;
  let inserted: { id: string };
  try {
    inserted = await inSavepoint(db, 'insert_appointment', () =>
      db
        .insertInto('appointments')
        .values({
          ...columns,
          ...blockedRange(row),
          tenant_id: tenantId,
          status: row.status ?? 'booked',
          series_id: row.series_id ?? null,
          series_index: row.series_index ?? null,
          // The check constraint pairs status 'cancelled' with cancelled_at.
          cancelled_at: row.status === 'cancelled' ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  } catch (error) {
    throw overlapError(error) ?? error;
  }
  // The visit's paperwork is attached in the same transaction (ADR 044).
  await onAppointmentBooked(db, {
    tenantId,
    appointmentId: inserted.id,
    patientId: row.patient_id,
    appointmentType: row.appointment_type,
    status: row.status ?? 'booked',
    startTime: new Date(row.start_time),
  });
  return inserted;
}

/** Where a self-service move puts an appointment: an offered slot (the portal may change provider). */
export interface MoveTarget {
  provider_id: string;
  room_id: string | null;
  start_time: string;
  end_time: string;
}

/**
 * The one way a patient's own move (portal, signed link) rewrites an appointment's time: the held
 * range follows the type's buffers, the version steps, and a slot taken since the check is the
 * database's 409, with the caller's transaction left usable.
 */
export async function moveAppointment(
  db: TenantTx,
  tenantId: string,
  row: { id: string; buffer_before_minutes: number; buffer_after_minutes: number },
  target: MoveTarget,
): Promise<void> {
  const start = new Date(target.start_time);
  const end = new Date(target.end_time);
  try {
    await inSavepoint(db, 'move_appointment', () =>
      db
        .updateTable('appointments')
        .set({
          provider_id: target.provider_id,
          room_id: target.room_id,
          start_time: start,
          end_time: end,
          ...blockedRange({ ...row, start_time: start, end_time: end }),
          version: sql<number>`version + 1`,
          updated_at: new Date(),
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', row.id)
        .execute(),
    );
  } catch (error) {
    throw overlapError(error) ?? error;
  }
}

/** An appointment row joined with the names and the branch's zone, as presentAppointment reads it. */
export async function loadAppointment(db: TenantTx, tenantId: string, id: string) {
  return appointmentQuery(db, tenantId).where('a.id', '=', id).executeTakeFirst();
}

/** The joined select every read uses (one appointment, the list, a patient's appointments). */
export function appointmentQuery(db: TenantTx, tenantId: string) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('patients as p', (join) =>
      join.onRef('p.tenant_id', '=', 'a.tenant_id').onRef('p.id', '=', 'a.patient_id'),
    )
    .innerJoin('staff_users as s', (join) =>
      join.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.provider_id'),
    )
    .innerJoin('branches as b', (join) =>
      join.onRef('b.tenant_id', '=', 'a.tenant_id').onRef('b.id', '=', 'a.branch_id'),
    )
    .where('a.tenant_id', '=', tenantId)
    .selectAll('a')
    .select([
      sql<string>`trim(p.first_name || ' ' || p.last_name)`.as('patient_name'),
      sql<string>`trim(s.first_name || ' ' || s.last_name)`.as('provider_name'),
      'b.timezone as timezone',
      'b.name as branch_name',
    ]);
}

export type AppointmentRow = NonNullable<Awaited<ReturnType<typeof loadAppointment>>>;

export function presentAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    patient_id: row.patient_id,
    patient_name: row.patient_name,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    branch_id: row.branch_id,
    room_id: row.room_id,
    appointment_type: row.appointment_type,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    timezone: row.timezone,
    status: row.status,
    source: row.source,
    notes: row.notes,
    cancellation_reason: row.cancellation_reason,
    series_id: row.series_id,
    series_index: row.series_index,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
