import type {
  AppointmentCreate,
  BookingConflict,
  BookingResult,
  ConflictCheckRequest,
  ConflictCheckResponse,
  Occurrence,
} from '@clinio/contracts';
import { localTimeOf } from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { AppError } from '../errors/app-error';
import { blocks, conflictsOf, loadConflictData } from './conflicts';
import {
  insertAppointment,
  loadAppointment,
  presentAppointment,
  ROOM_TAKEN_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from './insert';
import { planOccurrences, resolveRefs, validation, type PlannedOccurrence, type Resolved } from './resolve';

type CreateBody = z.output<typeof AppointmentCreate>;
type CheckBody = z.output<typeof ConflictCheckRequest>;

interface Judged {
  planned: PlannedOccurrence;
  conflicts: BookingConflict[];
}

function occurrenceOf({ planned, conflicts }: Judged): Occurrence {
  return {
    index: planned.index,
    start_time: planned.start.toISOString(),
    end_time: planned.end.toISOString(),
    conflicts,
    dst: planned.dst,
  };
}

async function judge(
  ctx: StaffContext,
  resolved: Resolved,
  planned: PlannedOccurrence[],
  excludeIds: readonly string[],
): Promise<Judged[]> {
  const data = await loadConflictData(
    ctx.tx,
    {
      providerId: resolved.providerId,
      branchId: resolved.branch.id,
      timezone: resolved.branch.timezone,
      roomId: resolved.roomId,
      patientId: resolved.patientId,
      excludeIds,
    },
    planned,
  );
  return planned.map((p) => ({ planned: p, conflicts: conflictsOf(p, data) }));
}

/**
 * The 409 for occurrences that cannot be booked as asked (`confirmed`: the warnings were confirmed).
 * One appointment taken answers like the database would; otherwise the first refusal is named.
 */
export function refusal(judged: Judged[], series: boolean, confirmed: boolean): AppError {
  const blocked = judged.filter((j) => blocks(j.conflicts, confirmed));
  const conflicts = blocked.flatMap((j) => j.conflicts);
  const occurrences = blocked.map(occurrenceOf);
  if (!series && conflicts.some((c) => c.kind === 'provider_busy')) {
    return new AppError(409, 'slot_taken', SLOT_TAKEN_MESSAGE, { occurrences });
  }
  if (!series && conflicts.some((c) => c.kind === 'room_busy')) {
    return new AppError(409, 'room_taken', ROOM_TAKEN_MESSAGE, { occurrences });
  }
  const refusing = conflicts.find((c) => !c.overridable);
  const detail = series
    ? `${blocked.length} of ${judged.length} appointments in this series cannot be booked as asked: skip them or change the series.`
    : refusing
      ? refusing.message
      : `${conflicts.map((c) => c.message).join(' ')} Confirm to book anyway.`;
  return new AppError(409, 'booking_conflicts', detail, { occurrences });
}

/** POST /api/appointments/: one appointment or a series, every occurrence checked, all or nothing. */
export async function createAppointment(ctx: StaffContext, body: CreateBody): Promise<BookingResult> {
  const { tx, principal } = ctx;
  const resolved = await resolveRefs(ctx, body);
  const planned = planOccurrences(body, resolved);
  const judged = await judge(ctx, resolved, planned, []);
  const skip = new Set(body.recurrence ? (body.skip_occurrences ?? []) : []);
  const confirmed = body.allow_outside_hours === true;
  const toBook = judged.filter((j) => !skip.has(j.planned.index));
  const skipped = judged.filter((j) => skip.has(j.planned.index));
  if (toBook.length === 0) {
    throw validation([
      { field: 'skip_occurrences', message: 'Every appointment of the series is skipped: nothing to book' },
    ]);
  }
  const blocking = toBook.filter((j) => blocks(j.conflicts, confirmed));
  if (blocking.length > 0) throw refusal(toBook, body.recurrence !== undefined, confirmed);

  let seriesId: string | null = null;
  if (body.recurrence) {
    const row = await tx
      .insertInto('appointment_series')
      .values({
        tenant_id: principal.tenantId,
        rule: JSON.stringify(body.recurrence),
        timezone: resolved.branch.timezone,
        local_start: localTimeOf(new Date(body.start_time), resolved.branch.timezone),
        created_by: principal.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seriesId = row.id;
  }
  const ids: string[] = [];
  for (const { planned: occurrence } of toBook) {
    const { id } = await insertAppointment(tx, principal.tenantId, {
      patient_id: body.patient_id,
      provider_id: resolved.providerId,
      branch_id: resolved.branch.id,
      room_id: resolved.roomId,
      appointment_type: resolved.type.key,
      start_time: occurrence.start,
      end_time: occurrence.end,
      buffer_before_minutes: resolved.type.before,
      buffer_after_minutes: resolved.type.after,
      source: 'staff',
      notes: body.notes ?? '',
      series_id: seriesId,
      series_index: seriesId === null ? null : occurrence.index,
      created_by: principal.userId,
    });
    ids.push(id);
    await ctx.audit({
      action: 'appointment.created',
      resourceType: 'appointment',
      resourceId: id,
      branchId: resolved.branch.id,
      outcome: 'success',
    });
  }
  const first = await loadAppointment(tx, principal.tenantId, ids[0] ?? '');
  if (!first) throw new Error('The booked appointment could not be read back');
  return {
    appointment: presentAppointment(first),
    series:
      seriesId === null ? null : { id: seriesId, booked: ids.length, skipped: skipped.map(occurrenceOf) },
  };
}

/** POST /api/appointments/check-conflicts: the conflicts per occurrence, nothing stored. */
export async function checkConflicts(ctx: StaffContext, body: CheckBody): Promise<ConflictCheckResponse> {
  const resolved = await resolveRefs(ctx, body);
  const planned = planOccurrences(body, resolved);
  const judged = await judge(ctx, resolved, planned, body.appointment_id ? [body.appointment_id] : []);
  await ctx.audit({
    action: 'appointments.conflicts_checked',
    resourceType: 'appointment_list',
    branchId: resolved.branch.id,
    outcome: 'success',
  });
  return { has_conflicts: judged.some((j) => j.conflicts.length > 0), occurrences: judged.map(occurrenceOf) };
}

export { judge };
