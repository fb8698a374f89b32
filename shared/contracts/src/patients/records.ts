import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { EMAIL_MAX_LENGTH } from '../marketing';

/**
 * The patient record (issue 10) as the API and every screen see it. Field names are the spec's
 * snake_case (section 3: id, first_name, last_name, email, phone_number); the rest are ours.
 */

export const PATIENT_SEXES = ['female', 'male', 'intersex', 'unknown'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];
export const PATIENT_SEX_LABELS: Record<PatientSex, string> = {
  female: 'Female',
  male: 'Male',
  intersex: 'Intersex',
  unknown: 'Not recorded',
};

/** Spec 5 and section 8: the patient search. */
export const PATIENT_SEARCH_PAGE_SIZE = 20;
export const PATIENT_SEARCH_MIN_CHARS = 2;
export const PATIENT_SEARCH_DEBOUNCE_MS = 300;
export const PATIENT_SEARCH_HINT = 'Type at least 2 characters to search';

/** Imports: at most this many data rows per file, and this many bytes. */
export const PATIENT_IMPORT_MAX_ROWS = 100_000;
export const PATIENT_IMPORT_MAX_BYTES = 25 * 1024 * 1024;

/** `P-000123`: the per-tenant chart number as people read it (at least six digits). */
export function formatChartNumber(value: number): string {
  return `P-${String(value).padStart(6, '0')}`;
}

/** `P-000123`, `p123`, `123` with a P: the number, or null when the text is not a chart number. */
export function parseChartNumber(text: string): number | null {
  const match = /^\s*p-?\s*0*(\d{1,12})\s*$/i.exec(text);
  if (match === null) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const Text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const ListItem = z.string().trim().min(1, 'Empty entries are not allowed').max(200, 'At most 200 characters');
const Tag = z.string().trim().min(1, 'Empty tags are not allowed').max(40, 'A tag has at most 40 characters');

/** A date of birth: YYYY-MM-DD, from 1900 to today. */
export const DateOfBirth = z.iso
  .date('Use the format YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01', 'Enter a date after 1900')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future');

/**
 * A date of birth that may be left out: null or '' (a cleared field) mean none. One string type
 * (not a union) so the OpenAPI document states `type: string, nullable: true`.
 */
const OptionalDateOfBirth = z
  .string()
  .trim()
  .nullable()
  .optional()
  .superRefine((value, ctx) => {
    if (value === null || value === undefined || value === '') return;
    const checked = DateOfBirth.safeParse(value);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Invalid date' });
  })
  .transform((value) => (value === '' ? null : value));

/**
 * What staff send to create a patient. Strict on the server: tenant_id, id, chart_number or any
 * other unknown key is refused (quality bar 2). `phone_number` and `emergency_contact_phone` are
 * typed as people type them; the server reads them in the clinic's country and stores E.164, or
 * answers a field error. `allow_duplicate` confirms the duplicate warning.
 */
export const PatientInput = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required').max(100, 'At most 100 characters'),
    last_name: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
    preferred_name: Text(100).optional(),
    date_of_birth: OptionalDateOfBirth,
    sex: z.enum(PATIENT_SEXES, 'Choose female, male, intersex or not recorded').optional(),
    gender_identity: Text(100).optional(),
    email: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
          .pipe(z.email('Enter a valid email address')),
      ])
      .optional(),
    phone_number: Text(40).optional(),
    address_line1: Text(200).optional(),
    address_line2: Text(200).optional(),
    city: Text(100).optional(),
    region: Text(100).optional(),
    postal_code: Text(20).optional(),
    country: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'Use a two-letter country code'),
      ])
      .optional(),
    emergency_contact_name: Text(200).optional(),
    emergency_contact_phone: Text(40).optional(),
    emergency_contact_relationship: Text(100).optional(),
    insurance: Text(1000).optional(),
    allergies: z.array(ListItem).max(50, 'At most 50 allergies').optional(),
    alerts: z.array(ListItem).max(50, 'At most 50 alerts').optional(),
    tags: z.array(Tag).max(30, 'At most 30 tags').optional(),
    notes: Text(10_000).optional(),
    branch_id: Uuid.nullable().optional(),
    allow_duplicate: z.boolean().optional(),
  })
  .strict();
export type PatientInput = z.input<typeof PatientInput>;

/** PATCH: any subset of the fields of a create; the same rules. */
export const PatientUpdate = PatientInput.partial();
export type PatientUpdate = z.input<typeof PatientUpdate>;

/** The fields a record has, in the order the chart and the import mapping show them. */
export const PATIENT_FIELDS = [
  'first_name',
  'last_name',
  'preferred_name',
  'date_of_birth',
  'sex',
  'gender_identity',
  'email',
  'phone_number',
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
  'country',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relationship',
  'insurance',
  'allergies',
  'alerts',
  'tags',
  'notes',
  'branch_id',
] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];

export const PATIENT_FIELD_LABELS: Record<PatientField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  preferred_name: 'Preferred name',
  date_of_birth: 'Date of birth',
  sex: 'Sex',
  gender_identity: 'Gender identity',
  email: 'Email',
  phone_number: 'Phone',
  address_line1: 'Address line 1',
  address_line2: 'Address line 2',
  city: 'City',
  region: 'State or region',
  postal_code: 'Postal code',
  country: 'Country',
  emergency_contact_name: 'Emergency contact',
  emergency_contact_phone: 'Emergency contact phone',
  emergency_contact_relationship: 'Emergency contact relationship',
  insurance: 'Insurance',
  allergies: 'Allergies',
  alerts: 'Alerts',
  tags: 'Tags',
  notes: 'Notes for staff',
  branch_id: 'Home branch',
};

/** One row of the patients list, the picker and the duplicate warning. */
export const PatientSummary = z.object({
  id: Uuid,
  chart_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_name: z.string(),
  date_of_birth: z.string().nullable(),
  sex: z.enum(PATIENT_SEXES),
  email: z.string(),
  /** E.164 (`+15551234567`), or '' when none is known. */
  phone_number: z.string(),
  branch_id: Uuid.nullable(),
  tags: z.array(z.string()),
  allergies: z.array(z.string()),
  alerts: z.array(z.string()),
  is_active: z.boolean(),
});
export type PatientSummary = z.infer<typeof PatientSummary>;

/** The whole record: the chart. Timestamps are UTC ISO 8601. */
export const PatientRecord = PatientSummary.extend({
  gender_identity: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
  emergency_contact_name: z.string(),
  emergency_contact_phone: z.string(),
  emergency_contact_relationship: z.string(),
  insurance: z.string(),
  notes: z.string(),
  archived_at: z.string().nullable(),
  /** Set when this record was merged into another: the surviving record's id. */
  merged_into: Uuid.nullable(),
  /** Whether a patient login is linked (the patient uses the portal with this clinic). */
  has_portal_account: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PatientRecord = z.infer<typeof PatientRecord>;

const Blank = z.literal('').transform(() => undefined);
const BooleanQuery = z
  .union([z.enum(['true', 'false']).transform((value) => value === 'true'), Blank], 'Use true or false')
  .optional();

export const PATIENT_SORTS = [
  'relevance',
  'name',
  '-name',
  'chart_number',
  '-chart_number',
  'created_at',
  '-created_at',
] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number];
export const PATIENT_STATUSES = ['active', 'archived', 'all'] as const;

/**
 * `GET /api/patients/`: the spec's search, skip, limit, branch_id and active_only, plus the list
 * screen's filters. `search` reads names in any order (prefix, typo-tolerant, accents ignored),
 * phone digits in any format, e-mail, a date of birth (YYYY-MM-DD or the clinic's format) and
 * chart numbers; with a search the best matches come first.
 */
export const PatientListQuery = z.object({
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PATIENT_SEARCH_PAGE_SIZE),
  branch_id: z.union([Uuid, Blank]).optional(),
  active_only: BooleanQuery,
  status: z.union([z.enum(PATIENT_STATUSES), Blank], 'Use active, archived or all').optional(),
  tag: z.union([Tag, Blank]).optional(),
  sort: z.union([z.enum(PATIENT_SORTS), Blank], `Use one of: ${PATIENT_SORTS.join(', ')}`).optional(),
});
export type PatientListQuery = z.input<typeof PatientListQuery>;

export const PatientListResponse = z.object({ results: z.array(PatientSummary), total: z.number().int() });
export type PatientListResponse = z.infer<typeof PatientListResponse>;

/** `GET /api/patients/{id}?purpose=print` records a print instead of a view in the audit log. */
export const PatientReadQuery = z.object({ purpose: z.enum(['view', 'print']).default('view') });

/** Permanent erase (super admin): the chart number typed again as confirmation. */
export const PatientEraseRequest = z
  .object({
    confirm_chart_number: z.string().trim().min(1, 'Type the chart number to confirm'),
  })
  .strict();

/** The chart's Access log tab: who viewed or changed the record, when and from where. */
export const PatientAccessEntry = z.object({
  at: z.string(),
  action: z.string(),
  /** Plain words for the action: "Viewed the chart", "Changed the record", "Exported". */
  action_label: z.string(),
  actor_type: z.enum(['staff', 'patient', 'system_admin', 'anonymous']),
  actor_name: z.string(),
  actor_role: z.string().nullable(),
  ip_address: z.string().nullable(),
  /** Approximate place of the IP address when known (the geo adapter), e.g. "Lisbon, Portugal". */
  location: z.string().nullable(),
  outcome: z.enum(['success', 'failure', 'denied']),
});
export type PatientAccessEntry = z.infer<typeof PatientAccessEntry>;
export const PatientAccessQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const PatientAccessResponse = z.object({
  results: z.array(PatientAccessEntry),
  total: z.number().int(),
});
export type PatientAccessResponse = z.infer<typeof PatientAccessResponse>;

/** The portal's "Who viewed my record": the role and the clinic, never a person's name. */
export const MyRecordAccessEntry = z.object({
  at: z.string(),
  clinic_name: z.string(),
  actor_role: z.string(),
  action_label: z.string(),
});
export type MyRecordAccessEntry = z.infer<typeof MyRecordAccessEntry>;
export const MyRecordAccessQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** The `at` of the last entry already shown: the next page starts after it. */
  before: z.iso.datetime({ offset: true }).optional(),
});
export const MyRecordAccessResponse = z.object({ results: z.array(MyRecordAccessEntry) });
export type MyRecordAccessResponse = z.infer<typeof MyRecordAccessResponse>;

/** The patient's own contact details (`patient_update`): what the portal lets them change. */
export const PatientContactUpdate = z
  .object({
    phone_number: Text(40),
    address_line1: Text(200),
    address_line2: Text(200),
    city: Text(100),
    region: Text(100),
    postal_code: Text(20),
    emergency_contact_name: Text(200),
    emergency_contact_phone: Text(40),
    emergency_contact_relationship: Text(100),
  })
  .partial()
  .strict();
export type PatientContactUpdate = z.input<typeof PatientContactUpdate>;

/** The contact details the portal shows and edits (from the patient's records in their clinics). */
export const PatientContactDetails = z.object({
  phone_number: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  emergency_contact_name: z.string(),
  emergency_contact_phone: z.string(),
  emergency_contact_relationship: z.string(),
});
export type PatientContactDetails = z.infer<typeof PatientContactDetails>;
