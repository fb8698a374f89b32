import { createHash, randomBytes } from 'node:crypto';
import { twilioRest } from './twilio-rest';

/**
 * US A2P 10DLC registration at the SMS provider (issue 18, ADR 063): a clinic's brand (its
 * business details, checked by The Campaign Registry) and its campaigns (what the texts are for,
 * samples, how patients opt in), each reviewed for days before carriers take the texts. Twilio's
 * ISV API, or a development stand-in for the README's start.
 */

export interface BrandDetails {
  legalName: string;
  ein: string;
  address: string;
  contactEmail: string;
  vertical: string;
}

export interface CampaignDetails {
  brandSid: string;
  /** The clinic's name, for the messaging service the campaign lives in. */
  clinicName: string;
  useCase: string;
  description: string;
  messageFlow: string;
  sampleMessages: string[];
  hasEmbeddedLinks: boolean;
  hasEmbeddedPhone: boolean;
  /** The provider's ids of the numbers it covers (bought through the provider). */
  numberSids: string[];
  /** Where the messaging service sends inbound texts and status callbacks. */
  inboundUrl: string;
  statusUrl: string;
}

/**
 * The provider's ids made on the way to a registration (a customer profile, its business details,
 * bundles, a messaging service, the numbers added to it). The caller keeps them after each step,
 * so a submission retried after a crash or a provider's 500 resumes where it stopped.
 */
export type ProviderRefs = Record<string, string>;
export type SaveRefs = (refs: ProviderRefs) => Promise<void>;

export interface ReviewState {
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
}

export interface A2pRegistry {
  submitBrand(brand: BrandDetails, refs: ProviderRefs, save: SaveRefs): Promise<{ sid: string }>;
  brandStatus(brand: { sid: string; submittedAt: Date; ein: string }): Promise<ReviewState>;
  submitCampaign(campaign: CampaignDetails, refs: ProviderRefs, save: SaveRefs): Promise<{ sid: string }>;
  campaignStatus(campaign: {
    sid: string;
    refs: ProviderRefs;
    submittedAt: Date;
    sampleMessages: string[];
  }): Promise<ReviewState>;
  readonly mode: 'provider' | 'development';
}

/** The provider refused (`refused`, final until the clinic changes something) or was out of reach. */
export class A2pProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly refused: boolean,
  ) {
    super(reason);
    this.name = 'A2pProviderError';
  }
}

/** Twilio's policy of a secondary customer profile (an ISV's customer) and of an A2P bundle. */
export const CUSTOMER_PROFILE_POLICY = 'RNdfbf3fae0e1107f8aded0e7cead80bf5';
export const A2P_PROFILE_POLICY = 'RNb0d4771c2c98518d916a3d4cd70a8f8b';

/**
 * Twilio's hosts: with the real API (api.twilio.com) the registration resources live on
 * trusthub.twilio.com and messaging.twilio.com; any other SMS_API_URL (a Twilio-compatible server,
 * the tests' local one) serves all three on its own host.
 */
export function twilioHosts(apiUrl: string): { trusthub: string; messaging: string } {
  const base = apiUrl.replace(/\/+$/, '');
  if (new URL(base).hostname === 'api.twilio.com')
    return { trusthub: 'https://trusthub.twilio.com', messaging: 'https://messaging.twilio.com' };
  return { trusthub: base, messaging: base };
}

const TWILIO_STATUS: Record<string, ReviewState['status']> = {
  APPROVED: 'approved',
  VERIFIED: 'approved',
  FAILED: 'rejected',
  REGISTRATION_FAILED: 'rejected',
  SUSPENDED: 'rejected',
};

/**
 * Twilio's ISV onboarding, condensed to the resources a clinic's brand and campaign need: a
 * secondary customer profile with the business's details, an A2P trust bundle, the brand
 * registration, then per campaign a messaging service holding the clinic's numbers and its
 * `Compliance/Usa2p` campaign. Each step's id is saved before the next, so a retry resumes.
 */
export function createTwilioA2p(options: {
  apiUrl: string;
  accountSid: string;
  authToken: string;
}): A2pRegistry {
  const hosts = twilioHosts(options.apiUrl);
  const call = twilioRest(options, (message, refused) => new A2pProviderError(message, refused));

  /** Runs `make` unless `refs[key]` is known, and keeps the id it answers. */
  async function step(
    refs: ProviderRefs,
    save: SaveRefs,
    key: string,
    make: () => Promise<Record<string, unknown>>,
  ): Promise<string> {
    const known = refs[key];
    if (known !== undefined) return known;
    const answer = await make();
    const sid = typeof answer.sid === 'string' ? answer.sid : 'done';
    refs[key] = sid;
    await save({ ...refs });
    return sid;
  }

  const form = (fields: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
    return params;
  };

  return {
    mode: 'provider',
    async submitBrand(brand, refs, save) {
      const trust = `${hosts.trusthub}/v1`;
      const profile = await step(refs, save, 'customer_profile', () =>
        call(
          'POST',
          `${trust}/CustomerProfiles`,
          form({
            FriendlyName: brand.legalName,
            Email: brand.contactEmail,
            PolicySid: CUSTOMER_PROFILE_POLICY,
          }),
        ),
      );
      const business = await step(refs, save, 'business_information', () =>
        call(
          'POST',
          `${trust}/EndUsers`,
          form({
            FriendlyName: `${brand.legalName} business information`,
            Type: 'customer_profile_business_information',
            Attributes: JSON.stringify({
              business_name: brand.legalName,
              business_identity: 'direct_customer',
              business_industry: brand.vertical,
              business_registration_identifier: 'EIN',
              business_registration_number: brand.ein,
              business_regions_of_operation: 'USA_AND_CANADA',
              business_type: 'Limited Liability Corporation',
              business_address: brand.address,
            }),
          }),
        ),
      );
      await step(refs, save, 'profile_business_assigned', () =>
        call('POST', `${trust}/CustomerProfiles/${profile}/EntityAssignments`, form({ ObjectSid: business })),
      );
      await step(refs, save, 'profile_submitted', () =>
        call('POST', `${trust}/CustomerProfiles/${profile}`, form({ Status: 'pending-review' })),
      );
      const bundle = await step(refs, save, 'a2p_bundle', () =>
        call(
          'POST',
          `${trust}/TrustProducts`,
          form({
            FriendlyName: `${brand.legalName} A2P`,
            Email: brand.contactEmail,
            PolicySid: A2P_PROFILE_POLICY,
          }),
        ),
      );
      const messagingProfile = await step(refs, save, 'a2p_profile_information', () =>
        call(
          'POST',
          `${trust}/EndUsers`,
          form({
            FriendlyName: `${brand.legalName} messaging profile`,
            Type: 'us_a2p_messaging_profile_information',
            Attributes: JSON.stringify({ company_type: 'private', brand_contact_email: brand.contactEmail }),
          }),
        ),
      );
      await step(refs, save, 'bundle_profile_assigned', () =>
        call(
          'POST',
          `${trust}/TrustProducts/${bundle}/EntityAssignments`,
          form({ ObjectSid: messagingProfile }),
        ),
      );
      await step(refs, save, 'bundle_customer_assigned', () =>
        call('POST', `${trust}/TrustProducts/${bundle}/EntityAssignments`, form({ ObjectSid: profile })),
      );
      await step(refs, save, 'bundle_submitted', () =>
        call('POST', `${trust}/TrustProducts/${bundle}`, form({ Status: 'pending-review' })),
      );
      const sid = await step(refs, save, 'brand', () =>
        call(
          'POST',
          `${hosts.messaging}/v1/a2p/BrandRegistrations`,
          form({ CustomerProfileBundleSid: profile, A2PProfileBundleSid: bundle, BrandType: 'STANDARD' }),
        ),
      );
      return { sid };
    },
    async brandStatus(brand) {
      const answer = await call(
        'GET',
        `${hosts.messaging}/v1/a2p/BrandRegistrations/${encodeURIComponent(brand.sid)}`,
      );
      const status = TWILIO_STATUS[String(answer.status)] ?? 'pending';
      const reason = typeof answer.failure_reason === 'string' ? answer.failure_reason : null;
      return { status, reason: status === 'rejected' ? (reason ?? 'Rejected by the registry') : null };
    },
    async submitCampaign(campaign, refs, save) {
      const service = await step(refs, save, 'messaging_service', () =>
        call(
          'POST',
          `${hosts.messaging}/v1/Services`,
          form({
            FriendlyName: `${campaign.clinicName} (${campaign.useCase.toLowerCase()})`.slice(0, 64),
            InboundRequestUrl: campaign.inboundUrl,
            InboundMethod: 'POST',
            StatusCallback: campaign.statusUrl,
          }),
        ),
      );
      for (const numberSid of campaign.numberSids)
        await step(refs, save, `number:${numberSid}`, () =>
          call(
            'POST',
            `${hosts.messaging}/v1/Services/${service}/PhoneNumbers`,
            form({ PhoneNumberSid: numberSid }),
          ),
        );
      const sid = await step(refs, save, 'campaign', () =>
        call(
          'POST',
          `${hosts.messaging}/v1/Services/${service}/Compliance/Usa2p`,
          form({
            BrandRegistrationSid: campaign.brandSid,
            Description: campaign.description,
            MessageFlow: campaign.messageFlow,
            MessageSamples: campaign.sampleMessages,
            UsAppToPersonUsecase: campaign.useCase,
            HasEmbeddedLinks: String(campaign.hasEmbeddedLinks),
            HasEmbeddedPhone: String(campaign.hasEmbeddedPhone),
          }),
        ),
      );
      return { sid };
    },
    async campaignStatus(campaign) {
      const service = campaign.refs.messaging_service;
      if (service === undefined) return { status: 'pending', reason: null };
      const answer = await call(
        'GET',
        `${hosts.messaging}/v1/Services/${encodeURIComponent(service)}/Compliance/Usa2p/${encodeURIComponent(campaign.sid)}`,
      );
      const status = TWILIO_STATUS[String(answer.campaign_status)] ?? 'pending';
      const errors = Array.isArray(answer.errors) ? (answer.errors as { description?: unknown }[]) : [];
      const reason = errors.map((error) => error.description).filter((text) => typeof text === 'string');
      return {
        status,
        reason: status === 'rejected' ? reason.join(' ').slice(0, 500) || 'Rejected by the carriers' : null,
      };
    },
  };
}

/** How long the development provider "reviews" a registration (SMS_DEV_REVIEW_SECONDS). */
export const DEV_REVIEW_SECONDS = 3600;

export const DEV_BRAND_REFUSED =
  'The EIN does not match the legal name on record (the development provider refuses EINs starting with 00).';
export const DEV_CAMPAIGN_REFUSED =
  'The sample messages do not say how to opt out: carriers ask for wording such as "Reply STOP to opt out".';

const devSid = (prefix: string, seed: string) =>
  `${prefix}${createHash('sha256').update(seed).update(randomBytes(8)).digest('hex').slice(0, 32)}`;

/**
 * No provider configured: registrations are taken at once and "reviewed" for `reviewSeconds`
 * after submission (an hour by default, like a quick real review), then approved, except a brand
 * whose EIN starts with 00 and a campaign whose samples never mention STOP, refused with the
 * reasons a registry gives. Nothing leaves the machine.
 */
export function createDevelopmentA2p(reviewSeconds = DEV_REVIEW_SECONDS): A2pRegistry {
  const reviewed = (submittedAt: Date) => Date.now() - submittedAt.getTime() >= reviewSeconds * 1000;
  return {
    mode: 'development',
    submitBrand: (brand) => Promise.resolve({ sid: devSid('BN', brand.legalName) }),
    brandStatus(brand) {
      if (!reviewed(brand.submittedAt)) return Promise.resolve({ status: 'pending', reason: null });
      if (/^00/.test(brand.ein)) return Promise.resolve({ status: 'rejected', reason: DEV_BRAND_REFUSED });
      return Promise.resolve({ status: 'approved', reason: null });
    },
    submitCampaign: (campaign) => Promise.resolve({ sid: devSid('QE', campaign.description) }),
    campaignStatus(campaign) {
      if (!reviewed(campaign.submittedAt)) return Promise.resolve({ status: 'pending', reason: null });
      if (!campaign.sampleMessages.some((text) => /\bSTOP\b/i.test(text)))
        return Promise.resolve({ status: 'rejected', reason: DEV_CAMPAIGN_REFUSED });
      return Promise.resolve({ status: 'approved', reason: null });
    },
  };
}
