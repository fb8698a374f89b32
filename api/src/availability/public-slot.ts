import { addLocalDays, type AvailableSlot } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { findAvailableSlots } from './availability';

export const SLOT_UNAVAILABLE_MESSAGE =
  'This time can no longer be booked online: please choose another time.';

export interface PublicSlotRequest {
  appointment_type: string;
  branch_id: string;
  provider_id: string;
  start_time: string | Date;
  /** A move: the appointment's own time does not count against its new one. */
  moving_appointment_id?: string;
}

/**
 * The one check of a booking or a move by a patient (the embed, its e-mail links, the portal):
 * the start must be a slot the availability engine offers now under the public rules (type online,
 * hours, notice, days ahead, existing bookings), with this provider. Answers the slot (with its
 * room) and the branch's zone, or 409 `slot_unavailable`. For a move, the appointment is marked
 * cancelled inside a savepoint that is always rolled back, so only the answer survives.
 */
export async function publicSlotAt(
  tx: TenantTx,
  tenantId: string,
  request: PublicSlotRequest,
): Promise<{ slot: AvailableSlot; timezone: string }> {
  const start = new Date(request.start_time).getTime();
  const day = new Date(start).toISOString().slice(0, 10);
  const find = () =>
    findAvailableSlots(
      tx,
      tenantId,
      {
        appointment_type: request.appointment_type,
        branch_id: request.branch_id,
        provider_ids: request.provider_id,
        // The branch's local day of `start` is within a day of its UTC day.
        start_date: addLocalDays(day, -1),
        end_date: addLocalDays(day, 1),
      },
      { forPublic: true },
    );
  let answer: Awaited<ReturnType<typeof find>>;
  if (request.moving_appointment_id === undefined) {
    answer = await find();
  } else {
    await sql`savepoint public_slot_probe`.execute(tx);
    try {
      await tx
        .updateTable('appointments')
        .set({ status: 'cancelled', cancelled_at: new Date() })
        .where('id', '=', request.moving_appointment_id)
        .execute();
      answer = await find();
    } finally {
      await sql`rollback to savepoint public_slot_probe`.execute(tx);
    }
  }
  const slot = answer.slots.find((candidate) => Date.parse(candidate.start_time) === start);
  if (slot === undefined) throw new AppError(409, 'slot_unavailable', SLOT_UNAVAILABLE_MESSAGE);
  return { slot, timezone: answer.timezone };
}
