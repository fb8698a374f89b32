import { z } from 'zod';
import { Uuid } from '../identity/fields';

/**
 * Scheduling (issue 11) as the API and every screen see it. Field names are the spec's snake_case
 * (`patient_id`, `provider_id`, `branch_id`, `room_id`, `appointment_type`, `start_time`,
 * `end_time`, `status`, `notes`). Instants travel as ISO 8601 with an offset and are stored in UTC;
 * screens show them in the branch's zone (`timezone` on the branch).
 */

export const APPOINTMENT_STATUSES = [
  'booked',
  'confirmed',
  'checked_in',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** Statuses that hold the provider's (and room's) time; the others free it. */
export const LIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'booked',
  'confirmed',
  'checked_in',
  'in_progress',
  'completed',
];

export const APPOINTMENT_SOURCES = ['staff', 'portal', 'embed', 'waitlist'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** The spec's five types (section 7), every clinic's defaults. */
export const DEFAULT_APPOINTMENT_TYPE_KEYS = [
  'consultation',
  'follow_up',
  'procedure',
  'emergency',
  'routine',
] as const;

export const AppointmentTypeKey = z
  .string()
  .regex(
    /^[a-z][a-z0-9_]{1,39}$/,
    'Use 2-40 lower-case letters, digits or underscores, starting with a letter',
  );

/** An ISO 8601 instant with an offset (`2026-03-02T09:00:00+01:00` or `...Z`). */
export const IsoInstant = z.iso.datetime({
  offset: true,
  message: 'Use an ISO 8601 date and time with an offset',
});
/** A local calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.iso.date({ message: 'Use a date as YYYY-MM-DD' });

export const Appointment = z.object({
  id: Uuid,
  patient_id: Uuid,
  patient_name: z.string(),
  provider_id: Uuid,
  provider_name: z.string(),
  branch_id: Uuid,
  room_id: Uuid.nullable(),
  appointment_type: AppointmentTypeKey,
  start_time: z.string(),
  end_time: z.string(),
  /** The branch's IANA zone, in which the screens show start and end. */
  timezone: z.string(),
  status: AppointmentStatusSchema,
  source: z.enum(APPOINTMENT_SOURCES),
  notes: z.string(),
  cancellation_reason: z.string().nullable(),
  series_id: Uuid.nullable(),
  series_index: z.number().int().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Appointment = z.infer<typeof Appointment>;

/** Repeat rule of a series (issue 11): weekly / every N weeks / monthly by weekday; until or count. */
export const RecurrenceRule = z
  .object({
    frequency: z.enum(['weekly', 'monthly']),
    /** Every N weeks or months (1 = every). */
    interval: z.number().int().min(1).max(12).default(1),
    /** Weekly: ISO weekdays (1 = Monday); default the first occurrence's weekday. */
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
    /** N occurrences in all; or `until`, the last local date. Monthly repeats the first occurrence's
     * weekday in the same ordinal week (2nd Tuesday; a 5th week means the last). */
    count: z.number().int().min(2).max(104).optional(),
    until: IsoDate.optional(),
  })
  .refine((rule) => (rule.count === undefined) !== (rule.until === undefined), {
    message: 'Give either a number of occurrences or an end date',
    path: ['count'],
  });
export type RecurrenceRule = z.infer<typeof RecurrenceRule>;

/** A series expands to at most this many occurrences. */
export const MAX_SERIES_OCCURRENCES = 104;

const AppointmentFields = {
  patient_id: Uuid,
  provider_id: Uuid,
  branch_id: Uuid,
  room_id: Uuid.nullable().optional(),
  appointment_type: AppointmentTypeKey,
  start_time: IsoInstant,
  /** Default: start + the type's duration. */
  end_time: IsoInstant.optional(),
  notes: z.string().max(2000, 'At most 2000 characters').optional(),
};

export const AppointmentCreate = z
  .object({
    ...AppointmentFields,
    recurrence: RecurrenceRule.optional(),
    /** Series: book the free occurrences and skip these (1-based indexes the check reported). */
    skip_occurrences: z.array(z.number().int().min(1)).max(104).optional(),
    /** Staff confirm booking outside working hours (a warning, not a refusal, for staff). */
    allow_outside_hours: z.boolean().optional(),
  })
  .strict();
export type AppointmentCreate = z.infer<typeof AppointmentCreate>;

export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const AppointmentUpdate = z
  .object({
    provider_id: Uuid.optional(),
    branch_id: Uuid.optional(),
    room_id: Uuid.nullable().optional(),
    appointment_type: AppointmentTypeKey.optional(),
    start_time: IsoInstant.optional(),
    end_time: IsoInstant.optional(),
    notes: z.string().max(2000, 'At most 2000 characters').optional(),
    status: AppointmentStatusSchema.optional(),
    cancellation_reason: z.string().max(500).optional(),
    /** The version the client read: a stale one gets 409 `stale_appointment`. */
    version: z.number().int().min(1),
    scope: z.enum(SERIES_SCOPES).default('this'),
    allow_outside_hours: z.boolean().optional(),
  })
  .strict();
export type AppointmentUpdate = z.infer<typeof AppointmentUpdate>;

export const AppointmentCancelQuery = z.object({
  reason: z.string().max(500).optional(),
  scope: z.enum(SERIES_SCOPES).default('this'),
});

export const AppointmentListQuery = z.object({
  /** Instants or dates; the range [start, end). */
  start: z.string().max(40).optional(),
  end: z.string().max(40).optional(),
  provider_id: z.string().max(2000).optional(),
  branch_id: Uuid.optional(),
  room_id: Uuid.optional(),
  status: z.string().max(200).optional(),
  patient_id: Uuid.optional(),
  appointment_type: z.string().max(400).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const AppointmentPage = z.object({ results: z.array(Appointment), total: z.number().int() });
export type AppointmentPage = z.infer<typeof AppointmentPage>;

export const BOOKING_CONFLICT_KINDS = [
  'provider_busy',
  'room_busy',
  'patient_busy',
  'outside_hours',
  'branch_closed',
  'time_off',
  'past',
] as const;
export type BookingConflictKind = (typeof BOOKING_CONFLICT_KINDS)[number];

export const BookingConflict = z.object({
  kind: z.enum(BOOKING_CONFLICT_KINDS),
  message: z.string(),
  /** Whether staff may book anyway (outside_hours, patient_busy) or not (provider/room busy). */
  overridable: z.boolean(),
  appointment_id: Uuid.nullable(),
});
export type BookingConflict = z.infer<typeof BookingConflict>;

export const Occurrence = z.object({
  index: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  conflicts: z.array(BookingConflict),
  /** The local time fell in a DST gap (moved forward) or overlap (the earlier one); ADR 036. */
  dst: z.enum(['nonexistent', 'ambiguous']).nullable().optional(),
});
export type Occurrence = z.infer<typeof Occurrence>;

/** POST /api/appointments/check-conflicts: the create body (or an update with `appointment_id`). */
export const ConflictCheckRequest = z
  .object({
    ...AppointmentFields,
    patient_id: Uuid.optional(),
    appointment_id: Uuid.optional(),
    recurrence: RecurrenceRule.optional(),
  })
  .strict();
export const ConflictCheckResponse = z.object({
  has_conflicts: z.boolean(),
  occurrences: z.array(Occurrence),
});
export type ConflictCheckResponse = z.infer<typeof ConflictCheckResponse>;

export const BookingResult = z.object({
  appointment: Appointment,
  /** For a series: what was booked and what was skipped. */
  series: z
    .object({
      id: Uuid,
      booked: z.number().int(),
      skipped: z.array(Occurrence),
    })
    .nullable(),
});
export type BookingResult = z.infer<typeof BookingResult>;

export const AppointmentTypeRecord = z.object({
  id: Uuid,
  key: AppointmentTypeKey,
  name: z.string(),
  duration_minutes: z.number().int(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  colour: z.string(),
  bookable_online: z.boolean(),
  price_minor: z.number().int(),
  /** The currency of `price_minor`: the clinic's billing currency (ISO 4217). */
  currency: z.string().regex(/^[A-Z]{3}$/),
  required_consents: z.array(z.string()),
  required_form_ids: z.array(Uuid),
  /** A video visit: with Zoom connected, each visit of the type gets a meeting (ADR 055). */
  telemedicine: z.boolean(),
  active: z.boolean(),
});
export type AppointmentTypeRecord = z.infer<typeof AppointmentTypeRecord>;

const minutesBetween = (low: number, high: number) =>
  z
    .number({ error: 'Enter a number of minutes' })
    .int('Whole minutes')
    .min(low, `At least ${low} minutes`)
    .max(high, `At most ${high} minutes`);

/** What a clinic sets on one of its appointment types (its key stays). */
export const AppointmentTypeUpdate = z
  .object({
    name: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
    duration_minutes: minutesBetween(5, 720),
    buffer_before_minutes: minutesBetween(0, 240),
    buffer_after_minutes: minutesBetween(0, 240),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour such as #3182ce'),
    bookable_online: z.boolean(),
    price_minor: z
      .number({ error: 'Enter a price' })
      .int('A price in cents')
      .min(0, 'A price cannot be negative')
      .max(100_000_000, 'At most 1,000,000.00'),
    telemedicine: z.boolean(),
    active: z.boolean(),
  })
  .strict();
export type AppointmentTypeUpdate = z.infer<typeof AppointmentTypeUpdate>;

/** Everything the calendar needs to draw its columns and hours, in one read. */
export const SchedulingResources = z.object({
  branches: z.array(
    z.object({
      id: Uuid,
      name: z.string(),
      timezone: z.string(),
      /** ISO weekday -> [["09:00","17:00"], ...] local. */
      hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
      rooms: z.array(z.object({ id: Uuid, name: z.string() })),
    }),
  ),
  providers: z.array(
    z.object({
      id: Uuid,
      name: z.string(),
      branch_ids: z.array(Uuid),
      appointment_types: z.array(AppointmentTypeKey),
    }),
  ),
  appointment_types: z.array(AppointmentTypeRecord),
});
export type SchedulingResources = z.infer<typeof SchedulingResources>;

export const AvailabilityQuery = z.object({
  appointment_type: AppointmentTypeKey,
  branch_id: Uuid,
  /** Comma-separated provider ids; none = every provider offering the type at the branch. */
  provider_ids: z.string().max(4000).optional(),
  /** Local dates in the branch's zone, inclusive; at most 62 days. */
  start_date: IsoDate,
  end_date: IsoDate,
});
export const AvailableSlot = z.object({
  start_time: z.string(),
  end_time: z.string(),
  provider_id: Uuid,
  room_id: Uuid.nullable(),
});
export type AvailableSlot = z.infer<typeof AvailableSlot>;
export const AvailabilityResponse = z.object({ timezone: z.string(), slots: z.array(AvailableSlot) });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;
