import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { AppointmentTypeKey, IsoInstant } from './appointments';

/**
 * The waitlist (issue 11): a patient waits for a type, a provider (or any) and a window of time.
 * When a matching slot frees up the oldest waiting entry is offered it by e-mail with a hold; the
 * patient accepts (it is booked, source 'waitlist') or declines, or the hold expires and the next
 * entry is offered the slot.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered a slot',
  booked: 'Booked',
  expired: 'Window passed',
  cancelled: 'Cancelled',
};

export const WAITLIST_OFFER_STATUSES = ['pending', 'accepted', 'expired', 'declined'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

export const WAITLIST_OFFER_STATUS_LABELS: Record<WaitlistOfferStatus, string> = {
  pending: 'Waiting for the patient',
  accepted: 'Accepted',
  expired: 'Hold expired',
  declined: 'Declined',
};

/** The latest offer of an entry, as staff see it. */
export const WaitlistOfferSummary = z.object({
  id: Uuid,
  status: z.enum(WAITLIST_OFFER_STATUSES),
  provider_id: Uuid,
  provider_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  expires_at: z.string(),
  appointment_id: Uuid.nullable(),
});
export type WaitlistOfferSummary = z.infer<typeof WaitlistOfferSummary>;

export const WaitlistEntry = z.object({
  id: Uuid,
  patient_id: Uuid,
  patient_name: z.string(),
  branch_id: Uuid,
  branch_name: z.string(),
  timezone: z.string(),
  appointment_type: AppointmentTypeKey,
  provider_id: Uuid.nullable(),
  provider_name: z.string().nullable(),
  window_start: z.string(),
  window_end: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  notes: z.string(),
  created_at: z.string(),
  offer: WaitlistOfferSummary.nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

export const WAITLIST_NOTES_MAX_LENGTH = 1000;

export const WaitlistCreate = z
  .object({
    patient_id: Uuid,
    branch_id: Uuid,
    appointment_type: AppointmentTypeKey,
    /** A provider, or null / left out for any provider offering the type at the branch. */
    provider_id: Uuid.nullable().optional(),
    window_start: IsoInstant,
    window_end: IsoInstant,
    notes: z
      .string()
      .max(WAITLIST_NOTES_MAX_LENGTH, `At most ${WAITLIST_NOTES_MAX_LENGTH} characters`)
      .optional(),
  })
  .strict()
  .refine((body) => Date.parse(body.window_end) > Date.parse(body.window_start), {
    message: 'The window must end after it starts',
    path: ['window_end'],
  });
export type WaitlistCreate = z.infer<typeof WaitlistCreate>;

export const WaitlistListQuery = z.object({
  /** Comma-separated statuses; default the live ones (waiting, offered). */
  status: z.string().max(200).optional(),
  branch_id: Uuid.optional(),
  provider_id: Uuid.optional(),
  patient_id: Uuid.optional(),
  appointment_type: AppointmentTypeKey.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const WaitlistPage = z.object({ results: z.array(WaitlistEntry), total: z.number().int() });
export type WaitlistPage = z.infer<typeof WaitlistPage>;

/** The secret of an offer's e-mail link (only its sha256 is stored). */
export const WaitlistOfferToken = z
  .object({ token: z.string().min(20, 'This link is incomplete').max(200, 'This link is not valid') })
  .strict();

/** What the offer's public page shows: the slot and the clinic, nothing else about the patient. */
export const WaitlistOfferView = z.object({
  status: z.enum(WAITLIST_OFFER_STATUSES),
  clinic_name: z.string(),
  branch_name: z.string(),
  timezone: z.string(),
  appointment_type_name: z.string(),
  provider_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  expires_at: z.string(),
});
export type WaitlistOfferView = z.infer<typeof WaitlistOfferView>;
