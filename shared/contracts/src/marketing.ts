import { z } from 'zod';

/** Limits shared by the sign-up and contact forms and the API. */
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_LIMITS = {
  nameMax: 120,
  clinicNameMax: 160,
  phoneMax: 40,
  messageMin: 10,
  messageMax: 4000,
} as const;

const Email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'));

export const SIGNUP_SOURCES = ['landing', 'banner', 'coming-soon', 'blog', 'footer'] as const;

/** Spec section 3: the coming-soon sign-up payload. */
export const ComingSoonSignupRequest = z.object({
  email: Email,
  source: z.string().trim().min(1).max(40),
});
export type ComingSoonSignupRequest = z.infer<typeof ComingSoonSignupRequest>;

export const ComingSoonSignupResponse = z.object({
  status: z.enum(['subscribed', 'already_subscribed']),
});
export type ComingSoonSignupResponse = z.infer<typeof ComingSoonSignupResponse>;

export const CLINIC_SIZES = ['1', '2-5', '6-20', '21+'] as const;

export const ContactRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CONTACT_LIMITS.nameMax),
  email: Email,
  clinicName: z.string().trim().max(CONTACT_LIMITS.clinicNameMax).default(''),
  phone: z.string().trim().max(CONTACT_LIMITS.phoneMax).default(''),
  clinicSize: z.enum(CLINIC_SIZES).nullable().default(null),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `Message must be at most ${CONTACT_LIMITS.messageMax} characters`),
});
/** What the form sends (optional fields may be left out). */
export type ContactRequest = z.input<typeof ContactRequest>;
/** What the server works with after parsing (defaults filled in). */
export type ContactSubmission = z.output<typeof ContactRequest>;

export const ContactResponse = z.object({
  id: z.string(),
  receivedAt: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponse>;

/** Spec section 2.11: the coming-soon copy, word for word. */
export const COMING_SOON_COPY = {
  message: "We're launching soon! Sign up to be notified when the product goes live.",
  button: 'Get Notified',
  submitting: 'Subscribing...',
  placeholder: 'Enter your email address',
  success: "Thanks! We'll notify you when we launch.",
  error: 'Sorry, there was a problem subscribing. Please try again later.',
  features: [
    'Patient Management',
    'Appointment Scheduling',
    'Billing & Payments',
    'Staff Management',
    'Analytics & Reporting',
  ],
} as const;
