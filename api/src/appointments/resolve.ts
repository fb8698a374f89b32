import {
  expandSeries,
  LocalTimeError,
  localTimeOf,
  nonexistentLocalTime,
  type RecurrenceRule,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { AppError } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import type { Candidate } from './conflicts';

/** What a booking (or a change, or a check) names, read and checked against the clinic's data. */
export interface FieldProblem {
  field: string;
  message: string;
}

export function validation(problems: FieldProblem[]): AppError {
  return new AppError(
    400,
    'validation_error',
    problems.map(({ field, message }) => `${field}: ${message}`).join('; '),
    { fields: problems },
  );
}

export interface BookingRefs {
  patient_id?: string | undefined;
  provider_id: string;
  branch_id: string;
  room_id?: string | null | undefined;
  appointment_type: string;
}

export interface Resolved {
  scope: string[] | null;
  branch: { id: string; timezone: string };
  providerId: string;
  roomId: string | null;
  patientId: string | null;
  type: { key: string; duration: number; before: number; after: number };
}

const MAX_MINUTES = 720;
const EARLIEST = new Date('2000-01-01T00:00:00Z');
const LATEST_AHEAD = 5 * 366 * 86_400_000;

/** Reads what the body names; every unknown or unusable reference is a 400 field error. */
export async function resolveRefs(ctx: StaffContext, refs: BookingRefs): Promise<Resolved> {
  const { tx } = ctx;
  const scope = await staffBranchScope(tx, ctx.principal);
  const roomId = refs.room_id ?? null;
  const [branch, provider, room, type, offered, patient] = await Promise.all([
    tx.selectFrom('branches').select(['id', 'timezone']).where('id', '=', refs.branch_id).executeTakeFirst(),
    tx
      .selectFrom('staff_users')
      .select(['id', 'status'])
      .where('id', '=', refs.provider_id)
      .executeTakeFirst(),
    roomId === null
      ? Promise.resolve(undefined)
      : tx
          .selectFrom('rooms')
          .select(['id', 'branch_id', 'active'])
          .where('id', '=', roomId)
          .executeTakeFirst(),
    tx
      .selectFrom('appointment_types')
      .select(['key', 'duration_minutes', 'buffer_before_minutes', 'buffer_after_minutes', 'active'])
      .where('key', '=', refs.appointment_type)
      .executeTakeFirst(),
    tx
      .selectFrom('provider_appointment_types as pat')
      .innerJoin('appointment_types as t', (join) =>
        join.onRef('t.tenant_id', '=', 'pat.tenant_id').onRef('t.id', '=', 'pat.appointment_type_id'),
      )
      .select('t.key')
      .where('pat.provider_id', '=', refs.provider_id)
      .where('t.key', '=', refs.appointment_type)
      .executeTakeFirst(),
    refs.patient_id === undefined
      ? Promise.resolve(undefined)
      : tx
          .selectFrom('patients')
          .select(['id', 'branch_id', 'archived_at'])
          .where('id', '=', refs.patient_id)
          .executeTakeFirst(),
  ]);
  const problems: FieldProblem[] = [];
  if (refs.patient_id !== undefined) {
    if (!patient || !inScope(patient.branch_id, scope)) {
      problems.push({ field: 'patient_id', message: 'Unknown patient' });
    } else if (patient.archived_at !== null) {
      problems.push({
        field: 'patient_id',
        message: 'This patient is archived: restore the record to book for them',
      });
    }
  }
  if (!branch) problems.push({ field: 'branch_id', message: 'Unknown branch' });
  else if (!inScope(branch.id, scope))
    problems.push({ field: 'branch_id', message: 'Choose one of your branches' });
  if (!provider || provider.status !== 'active')
    problems.push({ field: 'provider_id', message: 'Unknown provider' });
  if (roomId !== null && (!room || !room.active || room.branch_id !== refs.branch_id)) {
    problems.push({ field: 'room_id', message: 'Choose a room of this branch' });
  }
  if (!type || !type.active)
    problems.push({ field: 'appointment_type', message: 'Unknown appointment type' });
  else if (provider && !offered) {
    problems.push({
      field: 'appointment_type',
      message: 'This provider does not offer this type of appointment',
    });
  }
  if (problems.length > 0 || !branch || !type) throw validation(problems);
  return {
    scope,
    branch,
    providerId: refs.provider_id,
    roomId,
    patientId: refs.patient_id ?? null,
    type: {
      key: type.key,
      duration: type.duration_minutes,
      before: type.buffer_before_minutes,
      after: type.buffer_after_minutes,
    },
  };
}

export interface Timing {
  start_time: string;
  end_time?: string | undefined;
  recurrence?: RecurrenceRule | undefined;
}

export type PlannedOccurrence = Candidate & { dst: 'nonexistent' | 'ambiguous' | null };

/** The occurrences a body asks for (one, or a series' expansion), with the type's buffers. */
export function planOccurrences(timing: Timing, resolved: Resolved): PlannedOccurrence[] {
  const { timezone } = resolved.branch;
  const start = new Date(timing.start_time);
  const end =
    timing.end_time === undefined
      ? new Date(start.getTime() + resolved.type.duration * 60_000)
      : new Date(timing.end_time);
  const problems: FieldProblem[] = [];
  if (start < EARLIEST || start.getTime() > Date.now() + LATEST_AHEAD) {
    problems.push({ field: 'start_time', message: 'Choose a time from 2000 to at most 5 years ahead' });
    throw validation(problems);
  }
  const gap = nonexistentLocalTime(timing.start_time, timezone);
  if (gap !== null) problems.push({ field: 'start_time', message: gap });
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (minutes <= 0) problems.push({ field: 'end_time', message: 'The end must be after the start' });
  else if (minutes > MAX_MINUTES)
    problems.push({ field: 'end_time', message: 'An appointment can last at most 12 hours' });
  if (problems.length > 0) throw validation(problems);
  const withBuffers = (
    index: number,
    from: Date,
    to: Date,
    dst: PlannedOccurrence['dst'],
  ): PlannedOccurrence => ({
    index,
    start: from,
    end: to,
    blockedFrom: new Date(from.getTime() - resolved.type.before * 60_000),
    blockedTo: new Date(to.getTime() + resolved.type.after * 60_000),
    dst,
  });
  if (timing.recurrence === undefined) return [withBuffers(1, start, end, null)];
  try {
    return expandSeries(localTimeOf(start, timezone), minutes, timezone, timing.recurrence).map((o, i) =>
      // The first occurrence is the instant asked for (seconds included).
      i === 0 ? withBuffers(1, start, end, null) : withBuffers(o.index, o.start, o.end, o.dst),
    );
  } catch (error) {
    if (error instanceof LocalTimeError) throw validation([{ field: 'recurrence', message: error.message }]);
    throw error;
  }
}
