import { wallClockOf, type BookingConflict } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { ROOM_TAKEN_MESSAGE, SLOT_TAKEN_MESSAGE } from './insert';

/**
 * Why an occurrence cannot be booked as asked (ADR 036). The data for a whole series is read in
 * one pass (`loadConflictData`: one query per kind over the series' span), then each occurrence is
 * judged in memory. The database still has the last word on provider and room overlaps (the
 * exclusion constraints); this is what the screen shows before saving, per occurrence.
 */
export interface Candidate {
  index: number;
  start: Date;
  end: Date;
  blockedFrom: Date;
  blockedTo: Date;
}

interface Busy {
  id: string;
  from: Date;
  to: Date;
}

export interface ConflictData {
  timezone: string;
  now: Date;
  providerBusy: Busy[];
  roomBusy: Busy[];
  patientBusy: Busy[];
  providerHours: { weekday: number; starts: string; ends: string }[];
  branchHours: { weekday: number; opens: string; closes: string }[];
  closures: { starts_on: string; ends_on: string; reason: string }[];
  timeOff: { from: Date; to: Date }[];
  extraHours: { from: Date; to: Date }[];
}

export interface ConflictSubject {
  providerId: string;
  branchId: string;
  timezone: string;
  roomId: string | null;
  patientId: string | null;
  /** Appointments that do not count (the ones being moved). */
  excludeIds: readonly string[];
}

const LIVE = ['booked', 'confirmed', 'checked_in', 'in_progress', 'completed'] as const;
const DAY = 86_400_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const overlaps = (a: { from: Date; to: Date }, from: Date, to: Date) => a.from < to && a.to > from;
const isoDate = (value: Date) => value.toISOString().slice(0, 10);

export async function loadConflictData(
  tx: TenantTx,
  subject: ConflictSubject,
  candidates: readonly Candidate[],
): Promise<ConflictData> {
  const from = new Date(Math.min(...candidates.map((c) => c.blockedFrom.getTime())));
  const to = new Date(Math.max(...candidates.map((c) => c.blockedTo.getTime())));
  const exclude =
    subject.excludeIds.length > 0 ? subject.excludeIds : ['00000000-0000-0000-0000-000000000000'];
  // The provider's, the room's and the patient's appointments in ONE statement: under READ
  // COMMITTED each statement has its own snapshot, and three reads could see a booking committed in
  // between by one and not the other (a concurrent winner reported as "the patient is busy" only).
  const busy = tx
    .selectFrom('appointments')
    .select([
      'id',
      'provider_id',
      'room_id',
      'patient_id',
      'start_time',
      'end_time',
      'blocked_from',
      'blocked_to',
    ])
    .where('status', 'in', LIVE)
    .where('id', 'not in', exclude)
    .where('start_time', '<', new Date(to.getTime() + DAY))
    .where('end_time', '>', new Date(from.getTime() - DAY))
    .where((eb) =>
      eb.or([
        eb('provider_id', '=', subject.providerId),
        ...(subject.roomId === null ? [] : [eb('room_id', '=', subject.roomId)]),
        ...(subject.patientId === null ? [] : [eb('patient_id', '=', subject.patientId)]),
      ]),
    )
    .execute();
  const [rows, providerHours, branchHours, closures, exceptions] = await Promise.all([
    busy,
    tx
      .selectFrom('provider_hours')
      .select(['weekday', 'starts', 'ends'])
      .where('provider_id', '=', subject.providerId)
      .where('branch_id', '=', subject.branchId)
      .execute(),
    tx
      .selectFrom('branch_hours')
      .select(['weekday', 'opens', 'closes'])
      .where('branch_id', '=', subject.branchId)
      .execute(),
    tx
      .selectFrom('branch_closures')
      .select([
        sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
        sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
        'reason',
      ])
      .where('branch_id', '=', subject.branchId)
      .where('ends_on', '>=', sql<Date>`${isoDate(new Date(from.getTime() - DAY))}::date`)
      .where('starts_on', '<=', sql<Date>`${isoDate(new Date(to.getTime() + DAY))}::date`)
      .execute(),
    tx
      .selectFrom('provider_exceptions')
      .select(['kind', 'starts_at', 'ends_at'])
      .where('provider_id', '=', subject.providerId)
      .where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', subject.branchId)]))
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .execute(),
  ]);
  const range = (kind: string) =>
    exceptions.filter((e) => e.kind === kind).map((e) => ({ from: e.starts_at, to: e.ends_at }));
  return {
    timezone: subject.timezone,
    now: new Date(),
    providerBusy: rows
      .filter((row) => row.provider_id === subject.providerId)
      .map((row) => ({ id: row.id, from: row.blocked_from, to: row.blocked_to })),
    roomBusy: rows
      .filter((row) => subject.roomId !== null && row.room_id === subject.roomId)
      .map((row) => ({ id: row.id, from: row.start_time, to: row.end_time })),
    patientBusy: rows
      .filter((row) => subject.patientId !== null && row.patient_id === subject.patientId)
      .map((row) => ({ id: row.id, from: row.start_time, to: row.end_time })),
    providerHours,
    branchHours,
    closures,
    timeOff: range('time_off'),
    extraHours: range('extra_hours'),
  };
}

function within(
  intervals: { weekday: number; from: string; to: string }[],
  start: Date,
  end: Date,
  zone: string,
) {
  const a = wallClockOf(start, zone);
  const b = wallClockOf(end, zone);
  // An end at local midnight is the end of the start's day.
  const endMinutes =
    b.date === a.date ? b.minutes : b.minutes === 0 && end.getTime() - start.getTime() < DAY ? 1440 : -1;
  if (endMinutes < 0) return false;
  return intervals.some(
    (i) => i.weekday === a.weekday && minutesOf(i.from) <= a.minutes && endMinutes <= minutesOf(i.to),
  );
}

function conflict(
  kind: BookingConflict['kind'],
  message: string,
  overridable: boolean,
  id: string | null = null,
) {
  return { kind, message, overridable, appointment_id: id };
}

/** Every reason this occurrence cannot be booked as asked; empty when it is free. */
export function conflictsOf(candidate: Candidate, data: ConflictData): BookingConflict[] {
  const found: BookingConflict[] = [];
  const { start, end, blockedFrom, blockedTo } = candidate;
  const zone = data.timezone;
  // Staff may record a visit after the fact (ADR 041): a warning they confirm, like outside hours.
  if (start < data.now) found.push(conflict('past', 'This time is in the past.', true));
  const provider = data.providerBusy.find((b) => overlaps(b, blockedFrom, blockedTo));
  if (provider) found.push(conflict('provider_busy', SLOT_TAKEN_MESSAGE, false, provider.id));
  const room = data.roomBusy.find((b) => overlaps(b, start, end));
  if (room) found.push(conflict('room_busy', ROOM_TAKEN_MESSAGE, false, room.id));
  const patient = data.patientBusy.find((b) => overlaps(b, start, end));
  if (patient) {
    found.push(
      conflict('patient_busy', 'The patient already has another appointment at this time.', true, patient.id),
    );
  }
  const day = wallClockOf(start, zone).date;
  const closure = data.closures.find((c) => c.starts_on <= day && day <= c.ends_on);
  if (closure) {
    const why = closure.reason ? ` (${closure.reason})` : '';
    found.push(conflict('branch_closed', `The branch is closed on ${day}${why}.`, false));
  }
  if (data.timeOff.some((t) => overlaps(t, start, end))) {
    found.push(conflict('time_off', 'The provider is on time off then.', false));
  }
  const extra = data.extraHours.some((x) => x.from <= start && end <= x.to);
  const hours = data.providerHours.map((h) => ({ weekday: h.weekday, from: h.starts, to: h.ends }));
  if (!extra && !within(hours, start, end, zone)) {
    found.push(conflict('outside_hours', "This is outside the provider's working hours.", true));
  }
  const open = data.branchHours.map((h) => ({ weekday: h.weekday, from: h.opens, to: h.closes }));
  if (!closure && !within(open, start, end, zone)) {
    found.push(conflict('outside_hours', "This is outside the branch's opening hours.", true));
  }
  return found;
}

/** Whether a set of conflicts stops the booking: any refusal, or a warning nobody confirmed. */
export function blocks(conflicts: readonly BookingConflict[], confirmed: boolean): boolean {
  return conflicts.some((c) => !c.overridable || !confirmed);
}
