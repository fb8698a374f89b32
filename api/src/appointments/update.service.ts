import {
  checkTransition,
  FINAL_STATUSES,
  localDifference,
  shiftLocalTime,
  type Appointment,
  type AppointmentCancelQuery,
  type AppointmentUpdate,
  type SeriesScope,
} from '@clinio/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { Appointments } from '../db/schema';
import { AppError, conflict, notFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { judge, refusal } from './booking.service';
import { blocks } from './conflicts';
import { freedTimeOf, onAppointmentFreed } from './hooks';
import { loadAppointment, overlapError, presentAppointment } from './insert';
import { planOccurrences, resolveRefs, type PlannedOccurrence } from './resolve';

type UpdateBody = z.output<typeof AppointmentUpdate>;
type CancelQuery = z.output<typeof AppointmentCancelQuery>;
type Row = Selectable<Appointments>;

const NOT_FOUND = 'Appointment not found';
const STALE = 'This appointment was changed by someone else meanwhile: reload it and try again.';
const MOVABLE = ['booked', 'confirmed'] as const;
const MINUTE = 60_000;

/** The appointment, locked for the change; 404 when missing, another tenant's or out of the caller's branches. */
async function lockAppointment(ctx: StaffContext, id: string): Promise<Row> {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const row = await ctx.tx
    .selectFrom('appointments')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !inScope(row.branch_id, scope)) throw notFound(NOT_FOUND);
  return row;
}

/** The other occurrences a series scope reaches (still booked or confirmed), locked, in order. */
async function seriesTargets(ctx: StaffContext, row: Row, scope: SeriesScope): Promise<Row[]> {
  if (scope === 'this' || row.series_id === null) return [row];
  let query = ctx.tx
    .selectFrom('appointments')
    .selectAll()
    .where('series_id', '=', row.series_id)
    .where('id', '!=', row.id)
    .where('status', 'in', MOVABLE);
  if (scope === 'following') query = query.where('series_index', '>', row.series_index ?? 0);
  const others = await query.orderBy('series_index').forUpdate().execute();
  return [row, ...others];
}

async function present(ctx: StaffContext, id: string): Promise<Appointment> {
  const row = await loadAppointment(ctx.tx, ctx.principal.tenantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return presentAppointment(row);
}

async function freed(ctx: StaffContext, row: Row, reason: 'cancelled' | 'no_show' | 'moved') {
  await onAppointmentFreed(ctx.tx, freedTimeOf(ctx.principal.tenantId, row, reason));
}

const PLACE_FIELDS = [
  'provider_id',
  'branch_id',
  'room_id',
  'appointment_type',
  'start_time',
  'end_time',
] as const;

function changedFields(row: Row, body: UpdateBody): string[] {
  const changed: string[] = [];
  for (const field of PLACE_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const current = row[field];
    const same =
      current instanceof Date
        ? value !== null && new Date(value).getTime() === current.getTime()
        : value === current;
    if (!same) changed.push(field);
  }
  if (body.notes !== undefined && body.notes !== row.notes) changed.push('notes');
  if (body.status !== undefined && body.status !== row.status) changed.push('status');
  if (body.cancellation_reason !== undefined && body.cancellation_reason !== row.cancellation_reason) {
    changed.push('cancellation_reason');
  }
  return changed;
}

/** Where each target goes: the target to the asked time, the others by the same wall-clock shift. */
async function planMove(ctx: StaffContext, row: Row, body: UpdateBody, targets: Row[]) {
  const resolved = await resolveRefs(ctx, {
    provider_id: body.provider_id ?? row.provider_id,
    branch_id: body.branch_id ?? row.branch_id,
    room_id: body.room_id === undefined ? row.room_id : body.room_id,
    appointment_type: body.appointment_type ?? row.appointment_type,
  });
  resolved.patientId = row.patient_id;
  const start = body.start_time ?? row.start_time.toISOString();
  const typeChanged = body.appointment_type !== undefined && body.appointment_type !== row.appointment_type;
  const keep = row.end_time.getTime() - row.start_time.getTime();
  const end =
    body.end_time ?? (typeChanged ? undefined : new Date(new Date(start).getTime() + keep).toISOString());
  const [target] = planOccurrences({ start_time: start, end_time: end }, resolved);
  if (!target) throw new Error('No occurrence planned');
  const zone = resolved.branch.timezone;
  const shift = localDifference(row.start_time, target.start, zone);
  const length = target.end.getTime() - target.start.getTime();
  const planned: PlannedOccurrence[] = targets.map((other, position) => {
    if (position === 0) return target;
    const from = shiftLocalTime(other.start_time, zone, shift);
    const to = new Date(from.getTime() + length);
    return {
      index: other.series_index ?? position + 1,
      start: from,
      end: to,
      blockedFrom: new Date(from.getTime() - resolved.type.before * MINUTE),
      blockedTo: new Date(to.getTime() + resolved.type.after * MINUTE),
      dst: null,
    };
  });
  return { resolved, planned };
}

/** PUT /api/appointments/{id}: move, resize, change, or a status step; optimistic `version`. */
export async function updateAppointment(
  ctx: StaffContext,
  id: string,
  body: UpdateBody,
): Promise<Appointment> {
  const { tx, principal } = ctx;
  const row = await lockAppointment(ctx, id);
  if (body.version !== row.version) {
    throw new AppError(409, 'stale_appointment', STALE, { appointment: await present(ctx, id) });
  }
  const changed = changedFields(row, body);
  if (changed.length === 0) return present(ctx, id);
  const moving = changed.some((field) => (PLACE_FIELDS as readonly string[]).includes(field));
  if (moving && (FINAL_STATUSES.includes(row.status) || row.status === 'in_progress')) {
    throw conflict(
      `This appointment is ${row.status.replace('_', ' ')}: it can no longer be moved or changed.`,
    );
  }
  const status = body.status ?? row.status;
  if (status !== row.status) {
    const check = checkTransition(row.status, status, { start: row.start_time, now: new Date() });
    if (!check.ok) throw conflict(check.message);
  }
  const targets = moving || changed.includes('notes') ? await seriesTargets(ctx, row, body.scope) : [row];
  const now = new Date();
  let places: PlannedOccurrence[] | null = null;
  let resolvedPlace: Awaited<ReturnType<typeof planMove>>['resolved'] | null = null;
  if (moving) {
    const { resolved, planned } = await planMove(ctx, row, body, targets);
    const judged = await judge(
      ctx,
      resolved,
      planned,
      targets.map((t) => t.id),
    );
    const startKept = !changed.includes('start_time');
    for (const j of judged) if (startKept) j.conflicts = j.conflicts.filter((c) => c.kind !== 'past');
    const confirmed = body.allow_outside_hours === true;
    if (judged.some((j) => blocks(j.conflicts, confirmed))) {
      throw refusal(judged, targets.length > 1, confirmed);
    }
    places = planned;
    resolvedPlace = resolved;
  }
  for (const [position, target] of targets.entries()) {
    const values: Updateable<Appointments> = {
      version: target.version + 1,
      updated_by: principal.userId,
      updated_at: now,
    };
    if (body.notes !== undefined) values.notes = body.notes;
    const place = places?.[position];
    if (place && resolvedPlace) {
      Object.assign(values, {
        provider_id: resolvedPlace.providerId,
        branch_id: resolvedPlace.branch.id,
        room_id: resolvedPlace.roomId,
        appointment_type: resolvedPlace.type.key,
        start_time: place.start,
        end_time: place.end,
        blocked_from: place.blockedFrom,
        blocked_to: place.blockedTo,
      });
    }
    if (position === 0 && status !== row.status) {
      values.status = status;
      if (status === 'cancelled') {
        Object.assign(values, {
          cancelled_at: now,
          cancelled_by: principal.userId,
          cancellation_reason: body.cancellation_reason ?? null,
        });
      }
    } else if (position === 0 && body.cancellation_reason !== undefined) {
      values.cancellation_reason = body.cancellation_reason;
    }
    try {
      await tx.updateTable('appointments').set(values).where('id', '=', target.id).execute();
    } catch (error) {
      throw overlapError(error) ?? error;
    }
    if (place) await freed(ctx, target, 'moved');
    if (position === 0 && (status === 'cancelled' || status === 'no_show') && status !== row.status) {
      await freed(ctx, target, status);
    }
    await ctx.audit({
      action: 'appointment.updated',
      resourceType: 'appointment',
      resourceId: target.id,
      branchId: values.branch_id ?? target.branch_id,
      outcome: 'success',
      changedFields:
        position === 0 ? changed : changed.filter((f) => f !== 'status' && f !== 'cancellation_reason'),
    });
  }
  return present(ctx, id);
}

/** DELETE /api/appointments/{id}: cancels (the row stays), with a reason; a series scope cancels more. */
export async function cancelAppointment(
  ctx: StaffContext,
  id: string,
  query: CancelQuery,
): Promise<Appointment> {
  const { tx, principal } = ctx;
  const row = await lockAppointment(ctx, id);
  if (row.status === 'cancelled') return present(ctx, id);
  const check = checkTransition(row.status, 'cancelled');
  if (!check.ok) throw conflict(check.message);
  const targets = await seriesTargets(ctx, row, query.scope);
  const now = new Date();
  for (const target of targets) {
    await tx
      .updateTable('appointments')
      .set({
        status: 'cancelled',
        cancelled_at: now,
        cancelled_by: principal.userId,
        cancellation_reason: query.reason ?? null,
        version: target.version + 1,
        updated_by: principal.userId,
        updated_at: now,
      })
      .where('id', '=', target.id)
      .execute();
    await freed(ctx, target, 'cancelled');
    await ctx.audit({
      action: 'appointment.cancelled',
      resourceType: 'appointment',
      resourceId: target.id,
      branchId: target.branch_id,
      outcome: 'success',
    });
  }
  if (query.scope === 'all' && row.series_id !== null) {
    await tx
      .updateTable('appointment_series')
      .set({ cancelled_at: now })
      .where('id', '=', row.series_id)
      .execute();
  }
  return present(ctx, id);
}
