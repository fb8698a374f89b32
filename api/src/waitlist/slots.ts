import { localDateOf } from '@clinio/contracts';
import { findAvailableSlots } from '../availability/availability';
import type { TenantTx } from '../db/database';
import { AppError } from '../errors/app-error';

/** A bookable slot as the waitlist and the portal use it. */
export interface OpenSlot {
  start: Date;
  end: Date;
  providerId: string;
  roomId: string | null;
}

const DAY = 24 * 3600_000;
/** The availability engine answers at most 62 days a call. */
const MAX_SPAN_DAYS = 60;

/**
 * Free slots of one provider (or any) between two instants, from the availability engine
 * (`findAvailableSlots`: hours, exceptions, buffers, appointments, rooms). `forPublic` adds the
 * clinic's online rules (minimum notice, days ahead, refused outside hours).
 */
export async function openSlotsFor(
  tx: TenantTx,
  tenantId: string,
  query: {
    appointmentType: string;
    branchId: string;
    providerId: string | null;
    from: Date;
    to: Date;
    forPublic?: boolean;
    /** A start to try besides the clinic's grid: the freed time itself, booked off it perhaps. */
    alsoStart?: Date;
  },
): Promise<OpenSlot[]> {
  if (query.to <= query.from) return [];
  const until = new Date(Math.min(query.to.getTime(), query.from.getTime() + MAX_SPAN_DAYS * DAY));
  const zone = await tx
    .selectFrom('branches')
    .select('timezone')
    .where('id', '=', query.branchId)
    .executeTakeFirst();
  if (zone === undefined) return [];
  const answer = await findAvailableSlots(
    tx,
    tenantId,
    {
      appointment_type: query.appointmentType,
      branch_id: query.branchId,
      ...(query.providerId === null ? {} : { provider_ids: query.providerId }),
      start_date: localDateOf(query.from.getTime(), zone.timezone),
      end_date: localDateOf(until.getTime(), zone.timezone),
    },
    {
      forPublic: query.forPublic ?? false,
      ...(query.alsoStart === undefined ? {} : { alsoStarts: [query.alsoStart.getTime()] }),
    },
  ).catch((error: unknown) => {
    // A type retired (or no longer online) since: nothing to offer, not a failure.
    if (error instanceof AppError && error.statusCode === 404) return { timezone: zone.timezone, slots: [] };
    throw error;
  });
  return answer.slots
    .map((slot) => ({
      start: new Date(slot.start_time),
      end: new Date(slot.end_time),
      providerId: slot.provider_id,
      roomId: slot.room_id,
    }))
    .filter((slot) => slot.start >= query.from && slot.end <= query.to);
}
