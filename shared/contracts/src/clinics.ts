import { z } from 'zod';
import { BRAND_DEFAULTS, BRAND_FALLBACK_TAGLINE } from './constants';
import { Phone, Uuid } from './identity';
import { EMAIL_MAX_LENGTH } from './marketing';

/**
 * Spec 3, 4.7 and 7: the clinic, its branches and their branding. Branding has two layers: the
 * clinic's and an optional override per branch; a null means "not set at this level" (a branch
 * inherits the clinic's value, the clinic falls back to spec 3's defaults).
 */

export const CLINIC_NAME_MAX_LENGTH = 160;
export const BRANCH_NAME_MAX_LENGTH = 160;
export const CUSTOM_HEADER_TEXT_MAX_LENGTH = 60;
export const TAGLINE_MAX_LENGTH = 100;
export const WEBSITE_MAX_LENGTH = 200;
/** A logo is re-encoded to WebP within this box (aspect kept); the preview within the smaller one. */
export const LOGO_MAX_SIZE_PX = 512;
export const LOGO_PREVIEW_SIZE_PX = 128;
/** What a logo picker accepts (the server checks the bytes, not this list). SVG is refused. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Spec 3: a brand colour, #RRGGBB; stored and answered lower-case. */
export const HexColor = z
  .string()
  .trim()
  .regex(HEX_COLOR_PATTERN, 'Use a colour like #3e16d0: # and six hexadecimal digits')
  .toLowerCase();

// Control characters (line breaks, tabs, escapes) have no place in one-line display text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function displayLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'Use one line of text without control characters');
}

function requiredName(max: number, what: string) {
  return displayLine(max).pipe(z.string().min(1, `${what} is required`));
}

/**
 * An IANA time zone name the runtime knows (e.g. America/New_York), in its canonical spelling.
 * Offsets such as +05:30 are not names (and PostgreSQL reads them with the opposite sign).
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const TimeZone = z
  .string()
  .trim()
  .min(1, 'Choose a time zone')
  .max(64, 'Choose a valid time zone')
  .transform((value, context) => {
    const canonical = canonicalTimeZone(value);
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: 'Choose a valid time zone, such as Europe/London' });
      return z.NEVER;
    }
    return canonical;
  });

const EmailFormat = z.email();
const WebAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An e-mail address, or empty for none. */
const OptionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters`)
  .refine((value) => value === '' || EmailFormat.safeParse(value).success, 'Enter a valid email address');

/** An http(s) address, or empty for none. */
const Website = z
  .string()
  .trim()
  .max(WEBSITE_MAX_LENGTH, `At most ${WEBSITE_MAX_LENGTH} characters`)
  .refine(
    (value) => value === '' || WebAddress.safeParse(value).success,
    'Enter a web address starting with https://',
  );

/** Postal address fields, shared by the clinic and its branches; each may be left empty. */
export const AddressFields = {
  address_line1: displayLine(120),
  address_line2: displayLine(120),
  city: displayLine(80),
  region: displayLine(80),
  postal_code: displayLine(20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Use a two-letter country code such as US or GB'),
} as const;

const addressResponse = {
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
} as const;

// ---------------------------------------------------------------- branding

/** The fields a clinic or a branch can set; anything not set is inherited. */
export const BRANDING_FIELDS = [
  'logo',
  'primary_color',
  'secondary_color',
  'custom_header_text',
  'show_logo_in_header',
  'tagline',
] as const;
export type BrandingField = (typeof BRANDING_FIELDS)[number];

/** One layer of branding (the clinic's or a branch's); null means not set at this level. */
export interface BrandingLayer<Logo> {
  logo: Logo | null;
  primary_color: string | null;
  secondary_color: string | null;
  custom_header_text: string | null;
  show_logo_in_header: boolean | null;
  tagline: string | null;
}

export interface ResolvedBranding<Logo> {
  logo: Logo | null;
  primary_color: string;
  secondary_color: string;
  custom_header_text: string;
  show_logo_in_header: boolean;
  tagline: string;
  /** The fields the most specific layer sets itself (the rest come from above or the defaults). */
  customized: BrandingField[];
}

/**
 * Spec 3 and 4.7: layers from the most general (the clinic) to the most specific (a branch); each
 * field takes the most specific value that is set, else spec 3's default.
 */
export function mergeBranding<Logo>(layers: readonly BrandingLayer<Logo>[]): ResolvedBranding<Logo> {
  const pick = <K extends BrandingField>(field: K): BrandingLayer<Logo>[K] | null => {
    for (let index = layers.length - 1; index >= 0; index -= 1) {
      const value = layers[index]?.[field];
      if (value !== null && value !== undefined) return value;
    }
    return null;
  };
  const own = layers.at(-1);
  return {
    logo: pick('logo'),
    primary_color: pick('primary_color') ?? BRAND_DEFAULTS.primaryColor,
    secondary_color: pick('secondary_color') ?? BRAND_DEFAULTS.secondaryColor,
    custom_header_text: pick('custom_header_text') ?? BRAND_DEFAULTS.customHeaderText,
    show_logo_in_header: pick('show_logo_in_header') ?? BRAND_DEFAULTS.showLogoInHeader,
    tagline: pick('tagline') ?? BRAND_FALLBACK_TAGLINE,
    customized: own === undefined ? [] : BRANDING_FIELDS.filter((field) => own[field] !== null),
  };
}

/**
 * Spec 3 and 7: the branding the shell applies. `logo` and `logo_preview` are signed, cacheable
 * URLs (the full logo and a small rendition), or null for the product's default logo.
 */
export const BrandingResponse = z.object({
  clinic_id: Uuid,
  /** The branch this branding is for (its overrides merged over the clinic's); null for the clinic's own. */
  branch_id: Uuid.nullable(),
  logo: z.string().nullable(),
  logo_preview: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  custom_header_text: z.string(),
  show_logo_in_header: z.boolean(),
  clinic_name: z.string(),
  tagline: z.string(),
  customized: z.array(z.enum(BRANDING_FIELDS)),
});
export type BrandingResponse = z.infer<typeof BrandingResponse>;

/**
 * PATCH /api/clinics/{clinicId}/branding (with `?branch_id=` for a branch's override). Omitted
 * fields keep their value; null clears one (back to the default, or for a branch to the clinic's).
 * The logo has its own calls (upload-logo, DELETE logo).
 */
export const BrandingUpdateRequest = z.object({
  primary_color: HexColor.nullable().optional(),
  secondary_color: HexColor.nullable().optional(),
  custom_header_text: displayLine(CUSTOM_HEADER_TEXT_MAX_LENGTH).nullable().optional(),
  show_logo_in_header: z.boolean().nullable().optional(),
  tagline: displayLine(TAGLINE_MAX_LENGTH).nullable().optional(),
});
export type BrandingUpdateRequest = z.input<typeof BrandingUpdateRequest>;

/** `?branch_id=` of the branding and logo calls: a branch's override instead of the clinic's. */
export const BrandingTargetQuery = z.object({ branch_id: Uuid.optional() });

// ---------------------------------------------------------------- opening hours

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** HH:MM on a 24-hour clock; 24:00 closes at midnight. */
export const TimeOfDay = z
  .string()
  .trim()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a time like 08:30 (24-hour clock)');

const OpeningInterval = z
  .strictObject({ open: TimeOfDay, close: TimeOfDay })
  .refine((interval) => interval.close > interval.open, {
    message: 'Closing time must be after opening time',
    path: ['close'],
    // Only once both times are well formed.
    when: (payload) => payload.issues.length === 0,
  });

/** Each weekday: open and close times, or null when closed that day. */
export const OpeningHoursUpdate = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, OpeningInterval.nullable().optional()])) as Record<
    Weekday,
    z.ZodOptional<z.ZodNullable<typeof OpeningInterval>>
  >,
);
export type OpeningHoursUpdate = z.input<typeof OpeningHoursUpdate>;

const OpeningIntervalResponse = z.object({ open: z.string(), close: z.string() });
export const OpeningHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, OpeningIntervalResponse.nullable()])) as Record<
    Weekday,
    z.ZodNullable<typeof OpeningIntervalResponse>
  >,
);
export type OpeningHours = z.infer<typeof OpeningHours>;

// ---------------------------------------------------------------- branches

export const BranchResponse = z.object({
  id: Uuid,
  clinic_id: Uuid,
  name: z.string(),
  timezone: z.string(),
  ...addressResponse,
  phone: z.string(),
  opening_hours: OpeningHours,
  /** The clinic's default branch (new staff and a profile without a branch land here). */
  is_default: z.boolean(),
  /** Active and invited staff assigned to the branch. */
  staff_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BranchResponse = z.infer<typeof BranchResponse>;

export const BranchList = z.array(BranchResponse);
export type BranchList = z.infer<typeof BranchList>;

const branchFields = {
  timezone: TimeZone,
  ...AddressFields,
  phone: Phone,
  opening_hours: OpeningHoursUpdate,
};

/** POST /api/tenants/{tenantId}/branches. Omitted: the clinic's time zone, empty address, closed every day. */
export const BranchCreateRequest = z.object({
  name: requiredName(BRANCH_NAME_MAX_LENGTH, 'Branch name'),
  timezone: branchFields.timezone.optional(),
  address_line1: branchFields.address_line1.optional(),
  address_line2: branchFields.address_line2.optional(),
  city: branchFields.city.optional(),
  region: branchFields.region.optional(),
  postal_code: branchFields.postal_code.optional(),
  country: branchFields.country.optional(),
  phone: branchFields.phone.optional(),
  opening_hours: branchFields.opening_hours.optional(),
});
export type BranchCreateRequest = z.input<typeof BranchCreateRequest>;

/** PATCH /api/tenants/{tenantId}/branches/{branchId}: omitted fields and weekdays keep their value. */
export const BranchUpdateRequest = BranchCreateRequest.partial();
export type BranchUpdateRequest = z.input<typeof BranchUpdateRequest>;

// ---------------------------------------------------------------- clinic

/** Spec 3 and 7: the clinic profile with its branding, logo and branches. */
export const ClinicResponse = z.object({
  id: Uuid,
  tenant_id: Uuid,
  name: z.string(),
  /** The code patients type to authorize the clinic (read only). */
  code: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  ...addressResponse,
  timezone: z.string(),
  default_branch_id: Uuid.nullable(),
  /** The clinic's logo URL (signed), as in `branding.logo`. */
  logo: z.string().nullable(),
  branding: BrandingResponse,
  branches: BranchList,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClinicResponse = z.infer<typeof ClinicResponse>;

export const ClinicList = z.array(ClinicResponse);
export type ClinicList = z.infer<typeof ClinicList>;

/** PATCH /api/clinics/{clinicId}: omitted fields keep their value; empty strings clear optional ones. */
export const ClinicUpdateRequest = z.object({
  name: requiredName(CLINIC_NAME_MAX_LENGTH, 'Clinic name').optional(),
  email: OptionalEmail.optional(),
  phone: Phone.optional(),
  website: Website.optional(),
  address_line1: AddressFields.address_line1.optional(),
  address_line2: AddressFields.address_line2.optional(),
  city: AddressFields.city.optional(),
  region: AddressFields.region.optional(),
  postal_code: AddressFields.postal_code.optional(),
  country: AddressFields.country.optional(),
  timezone: TimeZone.optional(),
  default_branch_id: Uuid.optional(),
});
export type ClinicUpdateRequest = z.input<typeof ClinicUpdateRequest>;
