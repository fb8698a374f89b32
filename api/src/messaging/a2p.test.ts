import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { createDevelopmentA2p, DEV_BRAND_REFUSED, DEV_CAMPAIGN_REFUSED, twilioHosts } from './a2p-registry';
import { UNREGISTERED_US } from './send-job';
import { fictionalNumber } from './test-fixtures';

/**
 * US A2P 10DLC registration (issue 18, ADR 063) on real PostgreSQL, through the real adapter
 * against a local server speaking Twilio's TrustHub and Messaging APIs: a brand submitted once
 * (resumed after a provider's 500, rejected on its 400), its review read back, a campaign that
 * waits for its brand, covers the clinic's numbers and gates the texts to US numbers.
 */
const PUBLIC_APP_URL = 'https://app.clinio.test';
let ctx: TestContext;
let twilio: FakeTwilio;
let owner: Member;
let numberId: string;
let clinicNumber: string;
let patientId: string;

const BRAND = {
  legal_name: 'Harbour Family Practice LLC',
  ein: '12-3456789',
  address: '1 Harbour Street, Hartford, CT 06103',
  contact_email: 'office@harbour.example',
};
const CAMPAIGN = {
  use_case: 'ACCOUNT_NOTIFICATION',
  description: 'Appointment reminders, confirmations and follow-ups for the patients of the practice.',
  message_flow:
    'Patients give their mobile number and tick the text-message box when they book online or at the desk.',
  sample_messages: [
    'Harbour Family Practice: your visit is tomorrow at 9:00 AM. Reply C to confirm, X to cancel, STOP to opt out.',
    'Harbour Family Practice: thank you for your visit today. Reply STOP to opt out.',
  ],
};

let tenantId: string;
/** Another number of the clinic, as if bought through the provider. */
const addNumber = (sid: string) =>
  ctx.db.database.withTenant(
    tenantId,
    async (tx) =>
      (
        await tx
          .insertInto('messaging_phone_numbers')
          .values({ tenant_id: tenantId, e164: fictionalNumber(), provider_sid: `PN${sid.repeat(32)}` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
  );

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, by: Member = owner) =>
  ctx.server.inject({
    method,
    url,
    headers: by.session.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

interface Brand {
  id: string;
  status: string;
  rejection_reason: string | null;
  submitted_at: string | null;
  submit_error: string | null;
  campaigns: { id: string; status: string; rejection_reason: string | null; numbers: { added: boolean }[] }[];
}
const brands = async () => (await call('GET', '/api/brand-registrations')).json<{ items: Brand[] }>().items;
const made = (path: RegExp) => twilio.registrations.filter((item) => path.test(item.path));

beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp({ env: { PUBLIC_APP_URL, ...twilio.env } });
  const tenant = await buildTenant(ctx.db.database);
  tenantId = tenant.tenantId;
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  clinicNumber = fictionalNumber();
  const patientPhone = fictionalNumber();
  ({ numberId, patientId } = await ctx.db.database.withTenant(tenant.tenantId, async (tx) => {
    const number = await tx
      .insertInto('messaging_phone_numbers')
      .values({ tenant_id: tenant.tenantId, e164: clinicNumber, provider_sid: `PN${'a'.repeat(32)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const patient = await tx
      .insertInto('patients')
      .values({
        tenant_id: tenant.tenantId,
        first_name: 'Nora',
        last_name: 'Harbour',
        phone_number: `(${patientPhone.slice(2, 5)}) ${patientPhone.slice(5, 8)}-${patientPhone.slice(8)}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { numberId: number.id, patientId: patient.id };
  }));
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

async function text(body: string) {
  const sent = await call('POST', '/api/messages', {
    patient_id: patientId,
    channel: 'sms',
    body,
    urgent: true,
  });
  expect(sent.statusCode).toBe(201);
  await ctx.jobs.drain();
  return (await call('GET', `/api/messages/${sent.json<{ id: string }>().id}`)).json<{
    status: string;
    failure_reason: string | null;
  }>();
}

it('submits a brand once, waits for its review, then registers a campaign that lets US texts leave', async () => {
  const created = await call('POST', '/api/brand-registrations', BRAND);
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ status: 'pending', submitted_at: null, campaigns: [] });
  const brandId = created.json<{ id: string }>().id;

  // The provider first fails (500): the job keeps what it made and resumes without making it twice.
  twilio.refuseNextRegistration(500, 20500, 'Internal Server Error');
  await ctx.jobs.drain();
  expect((await brands()).find((brand) => brand.id === brandId)?.submit_error).toMatch(/refused \(500/);
  await ownerQuery(
    ctx.db.ownerUrl,
    "update pgboss.job set start_after = now() where name = 'a2p.submit' and state = 'retry'",
  );
  await ctx.jobs.drain();
  const [brand] = await brands();
  expect(brand).toMatchObject({ id: brandId, status: 'pending', submit_error: null });
  expect(brand?.submitted_at).not.toBeNull();
  expect(made(/^\/v1\/CustomerProfiles$/)).toHaveLength(1);
  const [registration] = made(/^\/v1\/a2p\/BrandRegistrations$/);
  const [profile] = made(/^\/v1\/CustomerProfiles$/);
  const [bundle] = made(/^\/v1\/TrustProducts$/);
  expect(registration?.fields).toMatchObject({
    CustomerProfileBundleSid: [profile?.sid],
    A2PProfileBundleSid: [bundle?.sid],
  });
  const business = made(/^\/v1\/EndUsers$/).find(
    (item) => item.fields.Type?.[0] === 'customer_profile_business_information',
  );
  expect(JSON.parse(business?.fields.Attributes?.[0] ?? '{}')).toMatchObject({
    business_name: BRAND.legal_name,
    business_registration_number: BRAND.ein,
    business_industry: 'HEALTHCARE',
  });
  expect(profile?.status).toBe('pending-review');

  // A campaign of a brand still in review waits: nothing reaches the provider yet.
  const campaign = await call('POST', `/api/brand-registrations/${brandId}/campaigns`, {
    ...CAMPAIGN,
    phone_number_ids: [numberId],
  });
  expect(campaign.statusCode).toBe(201);
  expect(campaign.json()).toMatchObject({
    status: 'pending',
    numbers: [{ e164: clinicNumber, added: false }],
  });
  await ctx.jobs.drain();
  expect(made(/Compliance\/Usa2p$/)).toHaveLength(0);
  expect(await text('Before the review')).toMatchObject({
    status: 'failed',
    failure_reason: UNREGISTERED_US,
  });

  // The registry approves the brand: the next check records it and sends the campaign.
  twilio.review(registration?.sid ?? '', 'APPROVED');
  const refreshed = await call('POST', '/api/brand-registrations/refresh');
  expect(refreshed.statusCode).toBe(200);
  expect(refreshed.json<{ items: Brand[] }>().items[0]).toMatchObject({ status: 'approved' });
  await ctx.jobs.drain();
  const [usa2p] = made(/Compliance\/Usa2p$/);
  const [service] = made(/^\/v1\/Services$/);
  expect(usa2p?.path).toBe(`/v1/Services/${service?.sid}/Compliance/Usa2p`);
  expect(usa2p?.fields).toMatchObject({
    BrandRegistrationSid: [registration?.sid],
    UsAppToPersonUsecase: ['ACCOUNT_NOTIFICATION'],
    MessageSamples: CAMPAIGN.sample_messages,
  });
  expect(service?.fields.InboundRequestUrl).toEqual([`${PUBLIC_APP_URL}/api/webhooks/sms/inbound`]);
  expect(made(/\/PhoneNumbers$/).map((item) => item.fields.PhoneNumberSid?.[0])).toEqual([
    `PN${'a'.repeat(32)}`,
  ]);
  expect((await brands())[0]?.campaigns[0]).toMatchObject({ status: 'pending', numbers: [{ added: true }] });
  // Still in review: texts to US numbers wait for the campaign too.
  expect(await text('Campaign in review')).toMatchObject({
    status: 'failed',
    failure_reason: UNREGISTERED_US,
  });

  twilio.review(usa2p?.sid ?? '', 'VERIFIED');
  await call('POST', '/api/brand-registrations/refresh');
  expect((await brands())[0]?.campaigns[0]).toMatchObject({ status: 'approved' });
  expect(await text('Covered now')).toMatchObject({ status: 'sent' });
  expect(twilio.sent.find((sms) => sms.body === 'Covered now')?.from).toBe(clinicNumber);
  const actions = (await auditActions(ctx.db.database, owner.tenant.tenantId)).map((row) => row.action);
  expect(actions).toEqual(expect.arrayContaining(['brand_registration.created', 'a2p_campaign.created']));
});

it("records the carriers' rejection of a campaign and the provider's refusal of a brand, with their reasons", async () => {
  const brandId = (await brands())[0]?.id ?? '';
  const second = await call('POST', `/api/brand-registrations/${brandId}/campaigns`, {
    ...CAMPAIGN,
    use_case: 'MARKETING',
    phone_number_ids: [await addNumber('c')],
  });
  expect(second.statusCode).toBe(201);
  await ctx.jobs.drain();
  const qe = made(/Compliance\/Usa2p$/).at(-1)?.sid ?? '';
  twilio.review(qe, 'FAILED', 'Message samples do not show the opt-out language');
  await call('POST', '/api/brand-registrations/refresh');
  const rejected = (await brands())[0]?.campaigns.find(
    (item) => item.id === second.json<{ id: string }>().id,
  );
  expect(rejected).toMatchObject({
    status: 'rejected',
    rejection_reason: 'Message samples do not show the opt-out language',
  });

  twilio.refuseNextRegistration(400, 20001, 'Invalid business registration number');
  const refused = await call('POST', '/api/brand-registrations', { ...BRAND, ein: '98-7654321' });
  await ctx.jobs.drain();
  const found = (await brands()).find((brand) => brand.id === refused.json<{ id: string }>().id);
  expect(found).toMatchObject({ status: 'rejected' });
  expect(found?.rejection_reason).toMatch(/Invalid business registration number/);
  const again = await call('POST', `/api/brand-registrations/${found?.id}/campaigns`, {
    ...CAMPAIGN,
    phone_number_ids: [numberId],
  });
  expect(again.statusCode).toBe(409);
});

it("refuses a campaign with bad input or another clinic's numbers and brand, changing nothing", async () => {
  const approved = (await brands()).find((brand) => brand.status === 'approved');
  const brandId = approved?.id ?? '';
  const before = approved?.campaigns.length;
  const url = `/api/brand-registrations/${brandId}/campaigns`;
  const short = await call('POST', url, {
    ...CAMPAIGN,
    description: 'Reminders',
    phone_number_ids: [numberId],
  });
  expect(short.statusCode).toBe(400);
  const oneSample = await call('POST', url, {
    ...CAMPAIGN,
    sample_messages: [CAMPAIGN.sample_messages[0]],
    phone_number_ids: [numberId],
  });
  expect(oneSample.statusCode).toBe(400);
  // The number is already in the approved campaign: the provider would refuse a second one.
  const twice = await call('POST', url, { ...CAMPAIGN, phone_number_ids: [numberId] });
  expect(twice.statusCode).toBe(409);
  expect(twice.json()).toMatchObject({
    detail: 'A chosen number already belongs to another campaign of this clinic.',
  });

  const other = await buildTenant(ctx.db.database);
  const stranger = await buildMember(ctx.server, ctx.db.database, { tenant: other, role: 'super_admin' });
  const foreignNumber = await ctx.db.database.withTenant(other.tenantId, (tx) =>
    tx
      .insertInto('messaging_phone_numbers')
      .values({ tenant_id: other.tenantId, e164: fictionalNumber(), provider_sid: `PN${'b'.repeat(32)}` })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const foreign = await call('POST', url, { ...CAMPAIGN, phone_number_ids: [foreignNumber.id] });
  expect(foreign.statusCode).toBe(400);
  expect(foreign.json()).toMatchObject({ fields: [{ field: 'phone_number_ids' }] });
  // Another clinic's brand is not found, and another clinic sees none of these registrations.
  const theirs = await call('POST', url, { ...CAMPAIGN, phone_number_ids: [foreignNumber.id] }, stranger);
  expect(theirs.statusCode).toBe(404);
  expect((await call('GET', '/api/brand-registrations', undefined, stranger)).json()).toEqual({ items: [] });
  expect((await brands()).find((brand) => brand.id === brandId)?.campaigns.length).toBe(before);
});

describe('the development provider', () => {
  it('reviews for the configured time, then approves, refusing EINs starting 00 and samples without STOP', async () => {
    const registry = createDevelopmentA2p(60);
    const long = new Date(Date.now() - 61_000);
    const fresh = new Date();
    await expect(
      registry.brandStatus({ sid: 'BN1', submittedAt: fresh, ein: '12-3456789' }),
    ).resolves.toEqual({
      status: 'pending',
      reason: null,
    });
    await expect(
      registry.brandStatus({ sid: 'BN1', submittedAt: long, ein: '12-3456789' }),
    ).resolves.toMatchObject({
      status: 'approved',
    });
    await expect(registry.brandStatus({ sid: 'BN1', submittedAt: long, ein: '00-1234567' })).resolves.toEqual(
      {
        status: 'rejected',
        reason: DEV_BRAND_REFUSED,
      },
    );
    const campaign = { sid: 'QE1', refs: {}, submittedAt: long };
    await expect(
      registry.campaignStatus({
        ...campaign,
        sampleMessages: ['Your visit is tomorrow at 9.', 'See you soon.'],
      }),
    ).resolves.toEqual({ status: 'rejected', reason: DEV_CAMPAIGN_REFUSED });
    await expect(
      registry.campaignStatus({ ...campaign, sampleMessages: CAMPAIGN.sample_messages }),
    ).resolves.toMatchObject({
      status: 'approved',
    });
  });

  it("reaches Twilio's registration hosts only with the real API", () => {
    expect(twilioHosts('https://api.twilio.com')).toEqual({
      trusthub: 'https://trusthub.twilio.com',
      messaging: 'https://messaging.twilio.com',
    });
    expect(twilioHosts('http://127.0.0.1:4010/')).toEqual({
      trusthub: 'http://127.0.0.1:4010',
      messaging: 'http://127.0.0.1:4010',
    });
  });
});
