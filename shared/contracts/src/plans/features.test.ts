import {
  DEFAULT_FEATURE_CATALOGUE,
  FEATURE_KEYS,
  FeatureCatalogueEntry,
  PLAN_GATED_FEATURES,
  featureNameOf,
  isFeatureKey,
} from './features';
import { normalizePlan } from './plans';

/** Spec 6's list, as written there. */
const SPEC_FEATURE_KEYS =
  'basic_analytics, advanced_analytics, business_analytics, system_analytics, messaging, templates, email_templates, reminders, brand_registration, phone_numbers, automation, tax_management, multi_branch, api_access, priority_support, custom_integrations, forms_management, consent_management, provider_notes, clinical_billing, invoice_management, patient_payments, workflow_templates, subscription_management, stripe_connect, payment_processing, ach_payments, sms_notifications, email_notifications, patient_portal, audit_logging, compliance_reporting, white_labeling, custom_branding, website_embedding, dedicated_support, user_settings, clinic_settings, integrations, telemedicine'.split(
    ', ',
  );

describe('feature keys (spec 6)', () => {
  it('are the 40 keys of the spec, each once', () => {
    expect(FEATURE_KEYS).toHaveLength(40);
    expect(new Set(FEATURE_KEYS).size).toBe(40);
    expect([...FEATURE_KEYS].sort()).toEqual([...SPEC_FEATURE_KEYS].sort());
  });

  it('recognises a key', () => {
    expect(isFeatureKey('provider_notes')).toBe(true);
    expect(isFeatureKey('teleportation')).toBe(false);
  });

  it('gates the fourteen sidebar features (spec 6 and 9)', () => {
    expect(PLAN_GATED_FEATURES).toHaveLength(14);
    expect(new Set(PLAN_GATED_FEATURES).size).toBe(14);
  });
});

describe('DEFAULT_FEATURE_CATALOGUE', () => {
  it('has one valid, active entry per key with a known tier', () => {
    expect(DEFAULT_FEATURE_CATALOGUE.map((entry) => entry.feature_key)).toEqual([...FEATURE_KEYS]);
    for (const entry of DEFAULT_FEATURE_CATALOGUE) {
      expect(FeatureCatalogueEntry.parse(entry)).toEqual(entry);
      expect(entry.is_active).toBe(true);
      expect(normalizePlan(entry.requires_plan_tier)).not.toBeNull();
    }
  });

  it('puts provider notes at Essential (spec 8)', () => {
    expect(DEFAULT_FEATURE_CATALOGUE.find((entry) => entry.feature_key === 'provider_notes')).toMatchObject({
      name: 'Provider Notes',
      requires_plan_tier: 'essential',
      default_enabled: true,
    });
  });

  it('keeps the features an expired super admin needs on the trial', () => {
    for (const key of ['subscription_management', 'integrations']) {
      expect(DEFAULT_FEATURE_CATALOGUE.find((entry) => entry.feature_key === key)?.requires_plan_tier).toBe(
        'trial',
      );
    }
  });

  it('refuses a catalogue entry without its flags', () => {
    expect(
      FeatureCatalogueEntry.safeParse({ feature_key: 'x', name: 'X', category: 'analytics' }).success,
    ).toBe(false);
    expect(
      FeatureCatalogueEntry.safeParse({ ...DEFAULT_FEATURE_CATALOGUE[0], feature_key: 'Bad Key' }).success,
    ).toBe(false);
  });
});

describe('featureNameOf', () => {
  it('prefers the catalogue name, then ours, then the key in words', () => {
    expect(featureNameOf('provider_notes', [{ feature_key: 'provider_notes', name: 'Clinical Notes' }])).toBe(
      'Clinical Notes',
    );
    expect(featureNameOf('provider_notes', [{ feature_key: 'provider_notes', name: ' ' }])).toBe(
      'Provider Notes',
    );
    expect(featureNameOf('provider_notes')).toBe('Provider Notes');
    expect(featureNameOf('video_visits', [])).toBe('Video Visits');
  });
});
