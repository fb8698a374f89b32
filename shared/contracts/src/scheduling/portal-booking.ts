import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { APPOINTMENT_STATUSES, AppointmentTypeKey, IsoInstant } from './appointments';
import { PublicAvailabilityQuery, PublicBookingConfig } from './booking';

/**
 * The patient portal's self-booking (issue 11): the patient books a type the clinic offers online,
 * with a provider or any, in a slot the availability engine gives under the public rules (minimum
 * notice, days ahead, working hours); reschedules and cancels their own appointments until the
 * clinic's cancel notice.
 */

/** One of the patient's appointments, as the portal shows it (no other patient, no notes). */
export const PortalAppointment = z.object({
  id: Uuid,
  appointment_type: AppointmentTypeKey,
  appointment_type_name: z.string(),
  provider_id: Uuid,
  provider_name: z.string(),
  branch_id: Uuid,
  branch_name: z.string(),
  timezone: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Whether the patient may still reschedule or cancel it online (live, and before the notice). */
  can_change: z.boolean(),
  /** A telemedicine visit's video link (the clinic's Zoom, ADR 055); absent or null otherwise. */
  join_url: z.string().nullable().optional(),
});
export type PortalAppointment = z.infer<typeof PortalAppointment>;

/**
 * What the booking form offers: the embed's public configuration of the clinic (its online types,
 * branches and providers, minimum notice, days ahead) and the cancel notice the portal enforces.
 */
export const PortalBookingOptions = PublicBookingConfig.omit({ clinic_id: true, consents: true }).extend({
  cancel_notice_minutes: z.number().int(),
});
export type PortalBookingOptions = z.infer<typeof PortalBookingOptions>;

/** The portal asks for free times as the embed does (one provider or any; at most 31 days here). */
export const PortalAvailabilityQuery = PublicAvailabilityQuery;

export const PortalBookRequest = z
  .object({
    appointment_type: AppointmentTypeKey,
    branch_id: Uuid,
    /** The slot's provider (the availability answer names one even when the patient chose any). */
    provider_id: Uuid,
    start_time: IsoInstant,
  })
  .strict();
export type PortalBookRequest = z.infer<typeof PortalBookRequest>;

export const PortalRescheduleRequest = z
  .object({
    provider_id: Uuid,
    start_time: IsoInstant,
  })
  .strict();
export type PortalRescheduleRequest = z.infer<typeof PortalRescheduleRequest>;

/** Whether a patient may still change an appointment starting at `start` (the clinic's notice). */
export function isWithinCancelNotice(start: Date, noticeMinutes: number, now: Date = new Date()): boolean {
  return start.getTime() - now.getTime() >= noticeMinutes * 60_000;
}

/** "24 hours", "90 minutes", "2 days": a notice period in words. */
export function noticeInWords(minutes: number): string {
  if (minutes % 1440 === 0 && minutes >= 2880) return `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
