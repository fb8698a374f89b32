import {
  addLocalDays,
  computeSlots,
  instantFormatter,
  localMidnight,
  type AvailabilityResponse,
  type Interval,
  type SlotProvider,
  type WeeklyInterval,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError, notFound } from '../errors/app-error';

/** The longest range one request may ask for, in local days. */
export const MAX_AVAILABILITY_DAYS = 62;
const DAY = 86_400_000;
/** The schema's limits: a buffer is at most 240 minutes, a type at most 720 (bounds the index scan). */
const MAX_BUFFER = 240 * 60_000;
const LONGEST_HOLD = (720 + 2 * 240) * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AvailabilityRequest {
  appointment_type: string;
  branch_id: string;
  /** Comma-separated ids; none = every provider offering the type at the branch. */
  provider_ids?: string | undefined;
  start_date: string;
  end_date: string;
}

export interface AvailabilityOptions {
  /**
   * The portal and the embed: only types bookable online, and the clinic's rules (minimum notice,
   * days ahead). Staff see every active type from now on, without those rules.
   */
  forPublic: boolean;
  /** "now", for tests. */
  now?: number;
  /** Starts tried besides the step's grid (the waitlist's freed time, ADR 040); never from a request. */
  alsoStarts?: readonly number[];
}

function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}

/** Comma-separated provider ids, each a uuid (400 with the field otherwise). */
export function parseProviderIds(value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  const ids = [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => id !== '');
  if (ids.some((id) => !UUID.test(id)))
    throw fieldError('provider_ids', 'Use provider ids separated by commas');
  if (ids.length > 100) throw fieldError('provider_ids', 'At most 100 providers');
  return ids;
}

function checkRange(start: string, end: string): void {
  if (end < start) throw fieldError('end_date', 'The end date is before the start date');
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY + 1;
  if (days > MAX_AVAILABILITY_DAYS)
    throw fieldError('end_date', `At most ${MAX_AVAILABILITY_DAYS} days at once`);
}

interface Setting {
  type: {
    id: string;
    duration_minutes: number;
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    bookable_online: boolean;
  } | null;
  timezone: string | null;
  hours: WeeklyInterval[];
  closures: { startsOn: string; endsOn: string }[];
  rooms: string[];
  settings: { min_notice_minutes: number; max_days_ahead: number; slot_step_minutes: number } | null;
}

/** Round trip 1: the type, the branch's zone, hours, closures and rooms, and the booking rules. */
async function loadSetting(db: Db, tenantId: string, query: AvailabilityRequest): Promise<Setting> {
  const { rows } = await sql<Setting>`
    select
      (select json_build_object('id', t.id, 'duration_minutes', t.duration_minutes,
                'buffer_before_minutes', t.buffer_before_minutes, 'buffer_after_minutes', t.buffer_after_minutes,
                'bookable_online', t.bookable_online)
         from appointment_types t
        where t.tenant_id = ${tenantId} and t.key = ${query.appointment_type} and t.active) as type,
      (select b.timezone from branches b where b.tenant_id = ${tenantId} and b.id = ${query.branch_id}) as timezone,
      (select coalesce(json_agg(json_build_object('weekday', h.weekday, 'start', h.opens, 'end', h.closes)), '[]')
         from branch_hours h where h.tenant_id = ${tenantId} and h.branch_id = ${query.branch_id}) as hours,
      (select coalesce(json_agg(json_build_object('startsOn', c.starts_on, 'endsOn', c.ends_on)), '[]')
         from branch_closures c
        where c.tenant_id = ${tenantId} and c.branch_id = ${query.branch_id}
          and c.ends_on >= ${query.start_date}::date and c.starts_on <= ${query.end_date}::date) as closures,
      (select coalesce(json_agg(r.id order by r.name), '[]')
         from rooms r where r.tenant_id = ${tenantId} and r.branch_id = ${query.branch_id} and r.active) as rooms,
      (select json_build_object('min_notice_minutes', s.min_notice_minutes, 'max_days_ahead', s.max_days_ahead,
                'slot_step_minutes', s.slot_step_minutes)
         from booking_settings s where s.tenant_id = ${tenantId}) as settings`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('availability: no row');
  return row;
}

interface ProviderRow {
  id: string;
  hours: WeeklyInterval[];
  exceptions: { kind: 'time_off' | 'extra_hours'; start: string; end: string }[];
  busy: { start: string; end: string }[];
  /** Busy times of the provider's connected Google calendar (ADR 055). */
  calendar_busy: { start: string; end: string }[];
}

/**
 * Round trip 2: every provider offering the type who works at the branch (weekly hours or extra
 * hours there), with their hours at the branch, exceptions and held time over the range.
 */
async function loadProviders(
  db: Db,
  tenantId: string,
  branchId: string,
  typeId: string,
  ids: string[] | null,
  range: Interval,
): Promise<ProviderRow[]> {
  const from = new Date(range.start);
  const to = new Date(range.end);
  const { rows } = await sql<ProviderRow>`
    select u.id,
      (select coalesce(json_agg(json_build_object('weekday', h.weekday, 'start', h.starts, 'end', h.ends)), '[]')
         from provider_hours h
        where h.tenant_id = u.tenant_id and h.provider_id = u.id and h.branch_id = ${branchId}) as hours,
      (select coalesce(json_agg(json_build_object('kind', e.kind, 'start', e.starts_at, 'end', e.ends_at)), '[]')
         from provider_exceptions e
        where e.tenant_id = u.tenant_id and e.provider_id = u.id
          and (e.branch_id is null or e.branch_id = ${branchId})
          and e.ends_at > ${from} and e.starts_at < ${to}) as exceptions,
      (select coalesce(json_agg(json_build_object('start', a.blocked_from, 'end', a.blocked_to)), '[]')
         from appointments a
        where a.tenant_id = u.tenant_id and a.provider_id = u.id
          and a.status not in ('cancelled', 'no_show')
          and a.start_time > ${new Date(range.start - LONGEST_HOLD)} and a.start_time < ${new Date(range.end + MAX_BUFFER)}
          and a.blocked_from < ${to} and a.blocked_to > ${from}) as busy,
      (select coalesce(json_agg(json_build_object('start', c.starts_at, 'end', c.ends_at)), '[]')
         from calendar_busy_times c
        where c.tenant_id = u.tenant_id and c.staff_id = u.id
          and c.ends_at > ${from} and c.starts_at < ${to}) as calendar_busy
      from staff_users u
     where u.tenant_id = ${tenantId} and u.status = 'active'
       ${ids === null ? sql`` : sql`and u.id = any(${ids}::uuid[])`}
       and exists (select 1 from provider_appointment_types p
                    where p.tenant_id = u.tenant_id and p.provider_id = u.id and p.appointment_type_id = ${typeId})
       and (exists (select 1 from provider_hours h
                     where h.tenant_id = u.tenant_id and h.provider_id = u.id and h.branch_id = ${branchId})
            or exists (select 1 from provider_exceptions e
                        where e.tenant_id = u.tenant_id and e.provider_id = u.id and e.branch_id = ${branchId}
                          and e.kind = 'extra_hours' and e.ends_at > ${from} and e.starts_at < ${to}))
     order by u.last_name, u.first_name, u.id`.execute(db);
  return rows;
}

/** Round trip 3 (only when the branch has rooms): the rooms' live appointments over the range. */
async function loadRoomBusy(db: Db, tenantId: string, roomIds: string[], range: Interval) {
  const rows = await db
    .selectFrom('appointments')
    .select(['room_id', 'start_time', 'end_time'])
    .where('tenant_id', '=', tenantId)
    .where('room_id', 'in', roomIds)
    .where('status', 'not in', ['cancelled', 'no_show'])
    .where('start_time', '<', new Date(range.end))
    .where('end_time', '>', new Date(range.start))
    .execute();
  return roomIds.map((id) => ({
    id,
    busy: rows
      .filter((row) => row.room_id === id)
      .map((row) => ({ start: row.start_time.getTime(), end: row.end_time.getTime() })),
  }));
}

const toInterval = (i: { start: string; end: string }): Interval => ({
  start: Date.parse(i.start),
  end: Date.parse(i.end),
});

/**
 * The bookable slots for a type at a branch over local dates (issue 11, ADR 037), in at most three
 * SQL round trips whatever the number of providers. `db` is a transaction with the tenant set.
 * An unknown type or branch is a 404 (the same for another tenant's); a type not bookable online
 * is a 404 for the public too.
 */
export async function findAvailableSlots(
  db: Db,
  tenantId: string,
  query: AvailabilityRequest,
  options: AvailabilityOptions,
): Promise<AvailabilityResponse> {
  checkRange(query.start_date, query.end_date);
  const ids = parseProviderIds(query.provider_ids);
  const setting = await loadSetting(db, tenantId, query);
  if (setting.timezone === null) throw notFound('Branch not found');
  if (!setting.type || (options.forPublic && !setting.type.bookable_online))
    throw notFound('Appointment type not found');
  const timezone = setting.timezone;
  const now = options.now ?? Date.now();
  const rules = setting.settings ?? { min_notice_minutes: 120, max_days_ahead: 90, slot_step_minutes: 15 };
  const notBefore = options.forPublic ? now + rules.min_notice_minutes * 60_000 : now;
  const notAfter = options.forPublic ? now + rules.max_days_ahead * DAY : undefined;
  const { type } = setting;
  const margin = (type.buffer_before_minutes + type.buffer_after_minutes + type.duration_minutes) * 60_000;
  const range = {
    start: localMidnight(query.start_date, timezone) - margin,
    end: localMidnight(addLocalDays(query.end_date, 1), timezone) + margin,
  };
  if (range.end <= notBefore || (notAfter !== undefined && range.start >= notAfter))
    return { timezone, slots: [] };

  const providerRows = await loadProviders(db, tenantId, query.branch_id, type.id, ids, range);
  if (providerRows.length === 0) return { timezone, slots: [] };
  const rooms = setting.rooms.length > 0 ? await loadRoomBusy(db, tenantId, setting.rooms, range) : [];
  const providers: SlotProvider[] = providerRows.map((row) => ({
    id: row.id,
    hours: row.hours,
    extraHours: row.exceptions.filter((e) => e.kind === 'extra_hours').map(toInterval),
    timeOff: row.exceptions.filter((e) => e.kind === 'time_off').map(toInterval),
    busy: [...row.busy, ...row.calendar_busy].map(toInterval),
  }));
  const slots = computeSlots({
    timezone,
    startDate: query.start_date,
    endDate: query.end_date,
    branchHours: setting.hours,
    closures: setting.closures,
    providers,
    rooms,
    durationMinutes: type.duration_minutes,
    bufferBeforeMinutes: type.buffer_before_minutes,
    bufferAfterMinutes: type.buffer_after_minutes,
    stepMinutes: rules.slot_step_minutes,
    notBefore,
    ...(notAfter === undefined ? {} : { notAfter }),
    ...(options.alsoStarts === undefined ? {} : { alsoStarts: options.alsoStarts }),
  });
  const format = instantFormatter(timezone);
  return {
    timezone,
    slots: slots.map((slot) => ({
      start_time: format(slot.start),
      end_time: format(slot.end),
      provider_id: slot.providerId,
      room_id: slot.roomId,
    })),
  };
}
