import { z } from 'zod';
import { CONSENT_LIMITS, ConsentTextSha256, ConsentTypeSchema } from '../forms/consents';
import { Uuid } from '../identity/fields';
import { AppointmentTypeKey, AvailabilityResponse, IsoDate, IsoInstant } from './appointments';

/**
 * The clinic's booking rules (issue 11, ADR 037): the public embed on or off and the origins that
 * may frame it, and the notice, horizon and step that the portal and the embed follow.
 */

/** `https://host[:port]` (or `http://localhost[:port]`), nothing after it: what `frame-ancestors` lists. */
export function normaliseOrigin(value: string): string | null {
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  // https only; plain http just for this machine (a developer's site on localhost).
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
  if (!/^[a-z0-9.-]+$/i.test(url.hostname) || url.hostname.includes('..')) return null;
  return url.origin;
}

export const EmbedOrigin = z
  .string()
  .max(200)
  .refine((value) => normaliseOrigin(value) !== null, {
    message: 'Use an https origin such as https://www.example-clinic.com (no path)',
  })
  .transform((value) => normaliseOrigin(value) ?? value);

export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;

export const BookingSettings = z.object({
  clinic_id: Uuid,
  embed_enabled: z.boolean(),
  embed_allowed_origins: z.array(z.string()),
  min_notice_minutes: z.number().int(),
  max_days_ahead: z.number().int(),
  cancel_notice_minutes: z.number().int(),
  slot_step_minutes: z.number().int(),
  waitlist_hold_minutes: z.number().int(),
  /** The embed's path on this server: `/embed/calendar/{clinicId}`. */
  embed_path: z.string(),
});
export type BookingSettings = z.infer<typeof BookingSettings>;

const minutes = (max: number) =>
  z
    .number({ message: 'Enter a number of minutes' })
    .int('Use whole minutes')
    .min(0, 'Cannot be negative')
    .max(max, `At most ${max} minutes`);

export const BookingSettingsUpdate = z
  .object({
    embed_enabled: z.boolean(),
    embed_allowed_origins: z
      .array(EmbedOrigin)
      .max(20, 'At most 20 origins')
      .refine((origins) => new Set(origins).size === origins.length, { message: 'Each origin once' }),
    min_notice_minutes: minutes(43200),
    max_days_ahead: z.number().int('Use whole days').min(1, 'At least 1 day').max(730, 'At most 730 days'),
    cancel_notice_minutes: minutes(43200),
    slot_step_minutes: z
      .number()
      .int()
      .refine((value) => (SLOT_STEPS as readonly number[]).includes(value), {
        message: `Use one of ${SLOT_STEPS.join(', ')} minutes`,
      }),
    waitlist_hold_minutes: minutes(2880).min(5, 'At least 5 minutes'),
  })
  .strict();
export type BookingSettingsUpdate = z.infer<typeof BookingSettingsUpdate>;

/** The iframe snippet a clinic pastes into its website. */
export function embedSnippet(appUrl: string, clinicId: string): string {
  const src = `${appUrl.replace(/\/$/, '')}/embed/calendar/${clinicId}`;
  return `<iframe src="${src}" title="Book an appointment" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

/* ---------- The public embed: /api/public/booking/:clinicId/... ---------- */

export const PublicBookingConfig = z.object({
  clinic_id: Uuid,
  clinic_name: z.string(),
  branches: z.array(z.object({ id: Uuid, name: z.string(), timezone: z.string() })),
  appointment_types: z.array(
    z.object({ key: AppointmentTypeKey, name: z.string(), duration_minutes: z.number().int() }),
  ),
  providers: z.array(
    z.object({
      id: Uuid,
      name: z.string(),
      branch_ids: z.array(Uuid),
      appointment_types: z.array(AppointmentTypeKey),
    }),
  ),
  min_notice_minutes: z.number().int(),
  max_days_ahead: z.number().int(),
  /**
   * Re-consent before booking (issue 16, ADR 061): the clinic's texts of the consents its online
   * types require, each with the types that require it. The page asks for them all, whoever books:
   * whether the patient already holds one is never told to an anonymous page.
   */
  consents: z.array(
    z.object({
      consent_type: ConsentTypeSchema,
      title: z.string(),
      consent_text: z.string(),
      /** The clinic's Spanish title and text ('' without): the page shows its reader's. */
      title_es: z.string(),
      consent_text_es: z.string(),
      appointment_types: z.array(AppointmentTypeKey),
    }),
  ),
});
export type PublicBookingConfig = z.infer<typeof PublicBookingConfig>;

export const PublicAvailabilityQuery = z.object({
  appointment_type: AppointmentTypeKey,
  branch_id: Uuid,
  provider_id: Uuid.optional(),
  start_date: IsoDate,
  end_date: IsoDate,
});
export const PublicAvailabilityResponse = AvailabilityResponse;

const PersonName = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');

export const PublicBookingRequest = z
  .object({
    appointment_type: AppointmentTypeKey,
    branch_id: Uuid,
    provider_id: Uuid,
    start_time: IsoInstant,
    first_name: PersonName,
    last_name: PersonName,
    email: z.email({ message: 'Enter a valid e-mail address' }).max(254),
    phone_number: z
      .string()
      .trim()
      .min(5, 'Enter a phone number')
      .max(40, 'At most 40 characters')
      .regex(/^[+()0-9 .-]+$/, 'Use digits, spaces and + ( ) - only'),
    date_of_birth: IsoDate,
    notes: z.string().max(500, 'At most 500 characters').optional(),
    /** The consents the type requires, each signed with the typed name of who agrees (ADR 061). */
    consents: z
      .array(
        z
          .object({
            consent_type: ConsentTypeSchema,
            signer_name: z
              .string()
              .trim()
              .min(1, 'Type your full name')
              .max(CONSENT_LIMITS.signerName, `At most ${CONSENT_LIMITS.signerName} characters`),
            /** The language of the text shown (issue 22): that text is the one signed. */
            locale: z.enum(['en', 'es']).optional(),
            /** The SHA-256 of the text shown: refused (409) when the clinic changed it since. */
            text_sha256: ConsentTextSha256.optional(),
          })
          .strict(),
      )
      .max(6)
      .optional(),
  })
  .strict();
export type PublicBookingRequest = z.infer<typeof PublicBookingRequest>;

/** The same answer whether the patient was matched or new: nothing about the record. */
export const PublicBookingConfirmation = z.object({
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  appointment_type: z.string(),
  provider_name: z.string(),
  branch_name: z.string(),
});
export type PublicBookingConfirmation = z.infer<typeof PublicBookingConfirmation>;

/** A signed link from the confirmation e-mail (cancel or reschedule); the token travels in bodies only. */
export const ManagedBooking = PublicBookingConfirmation.extend({
  status: z.string(),
  appointment_type_key: AppointmentTypeKey,
  provider_id: Uuid,
  branch_id: Uuid,
  can_change: z.boolean(),
});
export type ManagedBooking = z.infer<typeof ManagedBooking>;
export const ManageCancelRequest = z.object({ token: z.string().min(10).max(2000) }).strict();
export const ManageRescheduleRequest = z
  .object({ token: z.string().min(10).max(2000), start_time: IsoInstant })
  .strict();

/* ---------- Provider calendar feeds ---------- */

export const CalendarFeed = z.object({
  provider_id: Uuid,
  /** The secret URL; shown once, when created or rotated. */
  url: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;
export const CalendarFeedStatus = z.object({
  provider_id: Uuid,
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;
