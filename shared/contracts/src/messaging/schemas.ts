import { z } from 'zod';
import { Page, pageOf, pageSize } from '../system-admin/query-parts';

// Messaging's requests and answers (issue 18, ADR 049); used by the endpoint map, not exported
// by the package yet (the messaging remote will export what it reads).

const Uuid = z.uuid();
const Channel = z.enum(['email', 'sms']);
const Text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'undeliverable',
  'opted_out',
  'cancelled',
  'received',
] as const;

export const MessageTemplateInput = z
  .object({
    name: Text(120).min(1, 'Required'),
    channel: Channel,
    subject: Text(200).default(''),
    body: z.string().min(1, 'Required').max(10_000, 'At most 10000 characters'),
    /** The Spanish text (issue 22): patients whose account reads Spanish get it; '' for none. */
    subject_es: Text(200).default(''),
    body_es: z.string().max(10_000, 'At most 10000 characters').default(''),
    is_active: z.boolean().default(true),
  })
  .strict();

export const SmsSegmentsAnswer = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  units: z.number().int(),
  segments: z.number().int(),
});

export const MessageTemplate = z.object({
  id: Uuid,
  name: z.string(),
  channel: Channel,
  subject: z.string(),
  body: z.string(),
  subject_es: z.string(),
  body_es: z.string(),
  is_active: z.boolean(),
  segments: SmsSegmentsAnswer.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

export const MessageTemplateList = z.object({ items: z.array(MessageTemplate) });

export const TemplatePreviewRequest = z
  .object({ channel: Channel, subject: Text(200).default(''), body: z.string().max(10_000) })
  .strict();

export const TemplatePreview = z.object({
  subject: z.string(),
  body: z.string(),
  segments: SmsSegmentsAnswer.nullable(),
  unknown_variables: z.array(z.string()),
  variables: z.array(z.string()),
});

export const ReminderRuleInput = z
  .object({
    name: Text(120).min(1, 'Required'),
    template_id: Uuid,
    trigger: z.enum(['before', 'on_booking', 'after']).default('before'),
    offset_minutes: z.number().int().min(0).max(43_200, 'At most 30 days').default(0),
    appointment_type: z.string().trim().min(1).max(40).nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strict();

export const ReminderRule = z.object({
  id: Uuid,
  name: z.string(),
  template_id: Uuid,
  trigger: z.enum(['before', 'on_booking', 'after']),
  offset_minutes: z.number().int(),
  appointment_type: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});

export const ReminderRuleList = z.object({ items: z.array(ReminderRule) });

export const MessagesQuery = z
  .object({
    channel: Channel.optional(),
    status: z.enum(MESSAGE_STATUSES).optional(),
    direction: z.enum(['outbound', 'inbound']).optional(),
    patient_id: Uuid.optional(),
    campaign_id: Uuid.optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: Page.default(1),
    page_size: pageSize({ default: 25, max: 100 }),
  })
  .strict();

export const MessageSummary = z.object({
  id: Uuid,
  direction: z.enum(['outbound', 'inbound']),
  channel: Channel,
  patient_id: Uuid.nullable(),
  patient_name: z.string().nullable(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  failure_reason: z.string().nullable(),
  urgent: z.boolean(),
  send_after: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
  delivered_at: z.iso.datetime({ offset: true }).nullable(),
  rule_id: Uuid.nullable(),
  campaign_id: Uuid.nullable(),
  appointment_id: Uuid.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});

export const MessagePage = pageOf(MessageSummary);

export const MessageDetail = MessageSummary.extend({
  events: z.array(
    z.object({
      status: z.string(),
      detail: z.string().nullable(),
      occurred_at: z.iso.datetime({ offset: true }),
    }),
  ),
});

export const SendMessageRequest = z
  .object({
    patient_id: Uuid,
    channel: Channel,
    template_id: Uuid.optional(),
    subject: Text(200).default(''),
    body: z.string().max(10_000).default(''),
    urgent: z.boolean().default(false),
  })
  .strict();

const LocalTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'A time such as 21:00');

export const MessagingSettings = z.object({
  quiet_start: LocalTime,
  quiet_end: LocalTime,
  help_contact: z.string(),
});

export const MessagingSettingsInput = z
  .object({ quiet_start: LocalTime, quiet_end: LocalTime, help_contact: Text(200).default('') })
  .strict();

/** A provider webhook's form fields (Twilio's names); unknown fields are kept for the signature. */
export const SmsWebhookBody = z.record(z.string().max(100), z.string().max(2_000));

export const SmsStatusQuery = z.object({ tenant: Uuid, message: Uuid }).strict();

export const PhoneNumberInput = z
  .object({
    number: z.string().trim().min(1, 'Required').max(30, 'At most 30 characters'),
    branch_id: Uuid.nullable().default(null),
  })
  .strict();

/** Which branch a number serves (null: the whole clinic). */
export const PhoneNumberAssignment = z.object({ branch_id: Uuid.nullable() }).strict();

export const PhoneNumber = z.object({
  id: Uuid,
  e164: z.string(),
  branch_id: Uuid.nullable(),
  status: z.enum(['active', 'released']),
  created_at: z.iso.datetime({ offset: true }),
});

export const PhoneNumberList = z.object({ items: z.array(PhoneNumber) });

/** A search of the provider's numbers for sale: a country, and an area code or digits to contain. */
export const PhoneNumberSearch = z
  .object({
    country: z.enum(['US', 'CA']).default('US'),
    area_code: z
      .string()
      .trim()
      .regex(/^\d{3}$/, 'Three digits, such as 860')
      .optional(),
    contains: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'Up to seven digits')
      .optional(),
  })
  .strict();

export const AvailablePhoneNumber = z.object({
  e164: z.string(),
  locality: z.string(),
  region: z.string(),
});

export const AvailablePhoneNumberList = z.object({ items: z.array(AvailablePhoneNumber) });

/** Buys a number the search offered, for the whole clinic or one branch. */
export const PhoneNumberPurchase = z
  .object({
    e164: z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{6,14}$/, 'A number from the search'),
    branch_id: Uuid.nullable().default(null),
  })
  .strict();

export const UnsubscribeQuery = z.object({ t: Uuid, m: Uuid, sig: z.string().min(1).max(100) }).strict();

export const CampaignAudience = z
  .object({
    tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
    branch_id: Uuid.optional(),
    appointment_type: z.string().trim().min(1).max(40).optional(),
    last_visit_before: z.iso.date().optional(),
    last_visit_after: z.iso.date().optional(),
    age_min: z.number().int().min(0).max(130).optional(),
    age_max: z.number().int().min(0).max(130).optional(),
    has_upcoming_visit: z.boolean().optional(),
  })
  .strict();

export const CampaignInput = z
  .object({
    name: Text(120).min(1, 'Required'),
    template_id: Uuid,
    audience: CampaignAudience.default({}),
    throttle_per_minute: z.number().int().min(1).max(10_000).default(60),
  })
  .strict();

export const AudiencePreviewRequest = z.object({ audience: CampaignAudience }).strict();

export const AudiencePreview = z.object({
  count: z.number().int(),
  sample: z.array(z.object({ id: Uuid, name: z.string() })),
});

export const CampaignSendRequest = z
  .object({ send_at: z.iso.datetime({ offset: true }).optional() })
  .strict();

export const Campaign = z.object({
  id: Uuid,
  name: z.string(),
  template_id: Uuid,
  audience: CampaignAudience,
  status: z.enum(['draft', 'scheduled', 'sending', 'sent', 'cancelled']),
  send_at: z.iso.datetime({ offset: true }).nullable(),
  throttle_per_minute: z.number().int(),
  /** The audience counted when it was sent (the messages made, once prepared); null for a draft. */
  recipients: z.number().int().nullable(),
  /** Sent, its messages still being made in batches: `results` counts those made so far. */
  preparing: z.boolean(),
  results: z.record(z.string(), z.number().int()),
  /** Recipients who texted back within a week of their campaign text (STOP included). */
  replies: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});

export const CampaignList = z.object({ items: z.array(Campaign) });

export const BrandRegistrationInput = z
  .object({
    legal_name: Text(200).min(1, 'Required'),
    ein: z
      .string()
      .trim()
      .regex(/^\d{2}-?\d{7}$/, 'An EIN such as 12-3456789'),
    address: Text(400).min(1, 'Required'),
    contact_email: z.email('An e-mail address').max(254),
    vertical: z.enum(['HEALTHCARE']).default('HEALTHCARE'),
  })
  .strict();

const RegistrationStatus = z.enum(['pending', 'approved', 'rejected']);
const Instant = z.iso.datetime({ offset: true });

/** Where a registration stands at the SMS provider (ADR 063). */
const ProviderProgress = {
  status: RegistrationStatus,
  rejection_reason: z.string().nullable(),
  /** When the provider took it (null: not yet, a submission job is on its way or waiting). */
  submitted_at: Instant.nullable(),
  /** When its status was last read from the provider. */
  checked_at: Instant.nullable(),
  /** Why the last submission could not be made (the provider refused or was out of reach). */
  submit_error: z.string().nullable(),
};

/** The use cases of a US A2P 10DLC campaign a clinic can register (the provider's names). */
export const A2P_USE_CASES = [
  'ACCOUNT_NOTIFICATION',
  'CUSTOMER_CARE',
  'MARKETING',
  'MIXED',
  'LOW_VOLUME',
] as const;

const SampleMessage = z
  .string()
  .trim()
  .min(20, 'A sample message of at least 20 characters')
  .max(1024, 'At most 1024 characters');

export const A2pCampaignInput = z
  .object({
    use_case: z.enum(A2P_USE_CASES),
    description: Text(4096).min(40, 'At least 40 characters: what the texts are for'),
    message_flow: Text(2048).min(40, 'At least 40 characters: how a patient agrees to the texts'),
    sample_messages: z
      .array(SampleMessage)
      .min(2, 'At least two sample messages')
      .max(5, 'At most five sample messages'),
    has_embedded_links: z.boolean().default(true),
    has_embedded_phone: z.boolean().default(false),
    /** The clinic's numbers the campaign covers (its texts leave from them). */
    phone_number_ids: z
      .array(Uuid)
      .min(1, 'Choose at least one number')
      .max(50, 'At most 50 numbers')
      .refine((ids) => new Set(ids).size === ids.length, 'A number is listed twice'),
  })
  .strict();

export const A2pCampaign = z.object({
  id: Uuid,
  brand_id: Uuid,
  use_case: z.enum(A2P_USE_CASES),
  description: z.string(),
  message_flow: z.string(),
  sample_messages: z.array(z.string()),
  has_embedded_links: z.boolean(),
  has_embedded_phone: z.boolean(),
  ...ProviderProgress,
  /** Each number it covers; `added` once the provider put it in the campaign's service. */
  numbers: z.array(z.object({ id: Uuid, e164: z.string(), added: z.boolean() })),
  created_at: Instant,
});

export const BrandRegistration = z.object({
  id: Uuid,
  legal_name: z.string(),
  ein: z.string(),
  address: z.string(),
  contact_email: z.string(),
  vertical: z.string(),
  ...ProviderProgress,
  campaigns: z.array(A2pCampaign),
  created_at: Instant,
});

export const BrandRegistrationList = z.object({ items: z.array(BrandRegistration) });

export const OptOutsQuery = z.object({ patient_id: Uuid.optional() }).strict();

export const OptOutList = z.object({
  items: z.array(
    z.object({
      channel: Channel,
      address: z.string(),
      source: z.enum(['keyword', 'unsubscribe_link', 'staff']),
      opted_out_at: z.iso.datetime({ offset: true }),
    }),
  ),
});

/**
 * Development only (ADR 064): run a clinic's queued messages as if the clock read `until`, after
 * making the reminders now due, so a developer or a browser test sees a reminder go out without
 * waiting for it. The server offers it only outside production and with the development SMS outbox.
 */
export const DevRunDueRequest = z
  .object({
    until: z.iso.datetime({ offset: true }),
    /** Only this patient's messages (the reminders are still made for every visit). */
    patient_id: Uuid.optional(),
  })
  .strict();

export const DevRunDueResult = z.object({
  /** Reminders the rules made on this run (as the minute's job would have). */
  reminders_made: z.number().int(),
  /** Queued messages due by `until` that were run: sent, held, skipped or cancelled. */
  messages_run: z.number().int(),
});
