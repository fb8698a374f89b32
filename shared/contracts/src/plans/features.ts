import { z } from 'zod';
import { type PlanId } from './plans';

/** Spec 6: every feature the plans can switch on or off. */
export const FEATURE_KEYS = [
  'basic_analytics',
  'advanced_analytics',
  'business_analytics',
  'system_analytics',
  'messaging',
  'templates',
  'email_templates',
  'reminders',
  'brand_registration',
  'phone_numbers',
  'automation',
  'tax_management',
  'multi_branch',
  'api_access',
  'priority_support',
  'custom_integrations',
  'forms_management',
  'consent_management',
  'provider_notes',
  'clinical_billing',
  'invoice_management',
  'patient_payments',
  'workflow_templates',
  'subscription_management',
  'stripe_connect',
  'payment_processing',
  'ach_payments',
  'sms_notifications',
  'email_notifications',
  'patient_portal',
  'audit_logging',
  'compliance_reporting',
  'white_labeling',
  'custom_branding',
  'website_embedding',
  'dedicated_support',
  'user_settings',
  'clinic_settings',
  'integrations',
  'telemedicine',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}

/** Spec 6 and 9: the fourteen features the sidebar and quick actions check before opening a screen. */
export const PLAN_GATED_FEATURES = [
  'provider_notes',
  'forms_management',
  'reminders',
  'clinical_billing',
  'basic_analytics',
  'advanced_analytics',
  'subscription_management',
  'clinic_settings',
  'integrations',
  'audit_logging',
  'messaging',
  'brand_registration',
  'phone_numbers',
  'templates',
] as const satisfies readonly FeatureKey[];

export const FEATURE_CATEGORIES = [
  'analytics',
  'messaging',
  'clinical',
  'billing',
  'branding',
  'administration',
  'platform',
  'support',
] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

/**
 * A feature key on the wire. Kept a pattern rather than the enum above so that a feature the
 * system administrator adds later does not make every client refuse the whole catalogue.
 */
export const FeatureKeySchema = z.string().regex(/^[a-z][a-z0-9_]*$/);

/**
 * Spec 3: one entry of the feature catalogue. `requires_plan_tier` may be null or an old alias
 * ('basic', 'professional'); the access rule normalizes it. `name` and `category` are ours (the
 * spec names no labels): the locked-item hint needs a name to print.
 */
export const FeatureCatalogueEntry = z.object({
  feature_key: FeatureKeySchema,
  name: z.string(),
  category: z.enum(FEATURE_CATEGORIES),
  /** False switches the feature off for every plan, whatever the matrix says. */
  is_active: z.boolean(),
  /** Whether the default matrix turns it on for its tier and above. */
  default_enabled: z.boolean(),
  requires_plan_tier: z.string().nullable(),
});
export type FeatureCatalogueEntry = z.infer<typeof FeatureCatalogueEntry>;

interface Default {
  name: string;
  category: FeatureCategory;
  tier: PlanId;
  /** Defaults to true. */
  enabled?: boolean;
}

/**
 * Where each feature sits by default. Spec 8 fixes provider notes at Essential; the rest follows
 * the pricing page: the trial runs a clinic's basics, Essential adds paperwork and e-mail
 * reminders, Pro adds billing, SMS, analytics, branches and online booking on the clinic's own
 * website (ADR 041), Enterprise the integrations, white-labeling, compliance and dedicated
 * support. System analytics, the clinic's own use of Clinio (sign-ins, staff, portal, messages,
 * storage), comes with Pro's analytics (ADR 056).
 */
const DEFAULTS: Record<FeatureKey, Default> = {
  basic_analytics: { name: 'Analytics', category: 'analytics', tier: 'trial' },
  advanced_analytics: { name: 'Advanced Analytics', category: 'analytics', tier: 'pro' },
  business_analytics: { name: 'Business Analytics', category: 'analytics', tier: 'enterprise' },
  system_analytics: { name: 'System Analytics', category: 'analytics', tier: 'pro' },
  messaging: { name: 'Messaging & Campaigns', category: 'messaging', tier: 'pro' },
  templates: { name: 'Templates', category: 'messaging', tier: 'essential' },
  email_templates: { name: 'Email Templates', category: 'messaging', tier: 'essential' },
  reminders: { name: 'Reminders', category: 'messaging', tier: 'essential' },
  brand_registration: { name: 'Brand Registration', category: 'messaging', tier: 'pro' },
  phone_numbers: { name: 'Phone Numbers', category: 'messaging', tier: 'pro' },
  automation: { name: 'Automation', category: 'messaging', tier: 'pro' },
  tax_management: { name: 'Tax Management', category: 'billing', tier: 'pro' },
  multi_branch: { name: 'Multiple Branches', category: 'administration', tier: 'pro' },
  api_access: { name: 'API Access', category: 'platform', tier: 'enterprise' },
  priority_support: { name: 'Priority Support', category: 'support', tier: 'pro' },
  custom_integrations: { name: 'Custom Integrations', category: 'platform', tier: 'enterprise' },
  forms_management: { name: 'Forms Management', category: 'clinical', tier: 'essential' },
  consent_management: { name: 'Consent Management', category: 'clinical', tier: 'essential' },
  provider_notes: { name: 'Provider Notes', category: 'clinical', tier: 'essential' },
  clinical_billing: { name: 'Clinical Billing', category: 'billing', tier: 'pro' },
  invoice_management: { name: 'Invoice Management', category: 'billing', tier: 'pro' },
  patient_payments: { name: 'Patient Payments', category: 'billing', tier: 'pro' },
  workflow_templates: { name: 'Workflow Templates', category: 'clinical', tier: 'pro' },
  subscription_management: {
    name: 'Subscription Management',
    category: 'administration',
    tier: 'trial',
  },
  stripe_connect: { name: 'Stripe Connect', category: 'billing', tier: 'pro' },
  payment_processing: { name: 'Payment Processing', category: 'billing', tier: 'pro' },
  ach_payments: { name: 'ACH Payments', category: 'billing', tier: 'enterprise' },
  sms_notifications: { name: 'SMS Notifications', category: 'messaging', tier: 'pro' },
  email_notifications: { name: 'Email Notifications', category: 'messaging', tier: 'trial' },
  patient_portal: { name: 'Patient Portal', category: 'clinical', tier: 'trial' },
  audit_logging: { name: 'Audit Log', category: 'administration', tier: 'essential' },
  compliance_reporting: { name: 'Compliance Reporting', category: 'administration', tier: 'enterprise' },
  white_labeling: { name: 'White-Labeling', category: 'branding', tier: 'enterprise' },
  custom_branding: { name: 'Custom Branding', category: 'branding', tier: 'pro' },
  website_embedding: { name: 'Website Embedding', category: 'branding', tier: 'pro' },
  dedicated_support: { name: 'Dedicated Support', category: 'support', tier: 'enterprise' },
  user_settings: { name: 'My Settings', category: 'administration', tier: 'trial' },
  clinic_settings: { name: 'Clinic Settings', category: 'administration', tier: 'trial' },
  integrations: { name: 'Integrations', category: 'platform', tier: 'trial' },
  telemedicine: { name: 'Telemedicine', category: 'clinical', tier: 'pro' },
};

/** The catalogue a new installation starts with (the seed and the tests use it). */
export const DEFAULT_FEATURE_CATALOGUE: readonly FeatureCatalogueEntry[] = FEATURE_KEYS.map((key) => {
  const entry = DEFAULTS[key];
  return {
    feature_key: key,
    name: entry.name,
    category: entry.category,
    is_active: true,
    default_enabled: entry.enabled ?? true,
    requires_plan_tier: entry.tier,
  };
});

/** The label of a feature: the catalogue's name, else ours, else the key in words. */
export function featureNameOf(
  featureKey: string,
  catalogue: readonly Pick<FeatureCatalogueEntry, 'feature_key' | 'name'>[] = DEFAULT_FEATURE_CATALOGUE,
): string {
  const found = catalogue.find((entry) => entry.feature_key === featureKey);
  if (found !== undefined && found.name.trim() !== '') return found.name;
  if (isFeatureKey(featureKey)) return DEFAULTS[featureKey].name;
  return featureKey
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
