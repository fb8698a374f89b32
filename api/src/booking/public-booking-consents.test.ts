import type { PublicBookingConfig } from '@clinio/contracts';
import { buildSchedule, type ScheduleFixture } from '../availability/schedule-fixtures';
import { textSha256 } from '../consents/signature-image';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { BOOKING_PERSON, firstPublicSlot } from './public-booking-fixtures';

/** Re-consent on the public booking page (issue 16, ADR 061), in the page's language (ADR 062). */

let ctx: TestContext;
let tenant: ProvisionedTenant;
let schedule: ScheduleFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  schedule = await buildSchedule(ctx.db.database, tenant, { providers: 2 });
});
afterAll(() => ctx.close());

const base = () => `/api/public/booking/${tenant.clinicId}`;
const firstSlot = (providerId: string | undefined, appointmentType: string) =>
  firstPublicSlot(
    ctx,
    { clinicId: tenant.clinicId, branchId: schedule.branchId },
    providerId,
    appointmentType,
  );
const person = BOOKING_PERSON;

it('asks for the consents a type requires, books only with each signed, and records them on the record (re-consent)', async () => {
  await ctx.db.database.withTenant(tenant.tenantId, async (tx) => {
    await tx
      .insertInto('consent_templates')
      .values([
        {
          tenant_id: tenant.tenantId,
          consent_type: 'treatment',
          title: 'Consent to Treatment',
          consent_text: 'I agree to be treated.',
          title_es: 'Consentimiento para el tratamiento',
          consent_text_es: 'Acepto que me traten.',
          valid_days: 365,
        },
        {
          tenant_id: tenant.tenantId,
          consent_type: 'hipaa_privacy',
          title: 'Privacy Notice',
          consent_text: 'I have read the privacy notice.',
          valid_days: null,
        },
      ])
      .execute();
    await tx
      .insertInto('appointment_type_consents')
      .values([
        { tenant_id: tenant.tenantId, appointment_type: 'procedure', consent_type: 'treatment' },
        { tenant_id: tenant.tenantId, appointment_type: 'procedure', consent_type: 'hipaa_privacy' },
        // No clinic text of this one: signed at the desk, never asked online.
        { tenant_id: tenant.tenantId, appointment_type: 'procedure', consent_type: 'photography' },
      ])
      .execute();
  });
  const config = (await ctx.server.inject({ method: 'GET', url: base() })).json<PublicBookingConfig>();
  expect(config.consents).toEqual([
    {
      consent_type: 'hipaa_privacy',
      title: 'Privacy Notice',
      consent_text: 'I have read the privacy notice.',
      title_es: '',
      consent_text_es: '',
      appointment_types: ['procedure'],
    },
    {
      consent_type: 'treatment',
      title: 'Consent to Treatment',
      consent_text: 'I agree to be treated.',
      title_es: 'Consentimiento para el tratamiento',
      consent_text_es: 'Acepto que me traten.',
      appointment_types: ['procedure'],
    },
  ]);

  const slot = await firstSlot(undefined, 'procedure');
  const body = {
    appointment_type: 'procedure',
    branch_id: schedule.branchId,
    provider_id: slot.provider_id,
    start_time: slot.start_time,
    ...person,
    email: 'ines.ruiz@example.test',
    first_name: 'Inés',
    last_name: 'Ruiz',
  };
  const from = { remoteAddress: '203.0.113.7', headers: { 'user-agent': 'ConsentTest/1.0' } };
  const post = (payload: Record<string, unknown>) =>
    ctx.server.inject({ method: 'POST', url: `${base()}/appointments`, payload, ...from });
  const patients = () =>
    ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .selectFrom('patients')
        .select('id')
        .where('email_normalized', '=', 'ines.ruiz@example.test')
        .execute(),
    );

  // One of the two missing: refused with both titles' sentence, and nothing is written.
  const refused = await post({
    ...body,
    consents: [{ consent_type: 'treatment', signer_name: 'Inés Ruiz' }],
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'consent_required',
    detail: 'Sign the consents this visit needs first: Privacy Notice.',
    consents: ['Privacy Notice'],
  });
  expect(await patients()).toEqual([]);
  const blank = await post({ ...body, consents: [{ consent_type: 'treatment', signer_name: '  ' }] });
  expect(blank.json()).toMatchObject({
    code: 'validation_error',
    fields: [{ field: 'consents.0.signer_name' }],
  });

  // Read on a Spanish page: the treatment text in the clinic's Spanish, the privacy notice (no
  // Spanish written) in English. Each is signed in the language it was shown in.
  const signatures = [
    {
      consent_type: 'treatment',
      signer_name: 'Inés Ruiz',
      locale: 'es',
      text_sha256: textSha256('Acepto que me traten.'),
    },
    { consent_type: 'hipaa_privacy', signer_name: 'Inés Ruiz', locale: 'es' },
  ];
  // The page showed a text the clinic has changed since: asked again, nothing written.
  const changed = await post({
    ...body,
    consents: [{ ...signatures[0], text_sha256: textSha256('An older text.') }, signatures[1]],
  });
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({ code: 'consent_required', consents: ['Consent to Treatment'] });
  expect(await patients()).toEqual([]);
  expect((await post({ ...body, consents: signatures })).statusCode).toBe(201);
  // The returning patient books again: the consents she holds are not signed a second time.
  const next = await firstSlot(slot.provider_id, 'procedure');
  expect((await post({ ...body, start_time: next.start_time, consents: signatures })).statusCode).toBe(201);

  const [patient] = await patients();
  const rows = await ctx.db.database.withTenant(tenant.tenantId, async (tx) => ({
    consents: await tx
      .selectFrom('consents as c')
      .innerJoin('consent_signatures as s', (join) =>
        join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.consent_id', '=', 'c.id'),
      )
      .select([
        'c.consent_type',
        'c.expires_at',
        's.signer_name',
        's.method',
        's.signed_text',
        's.signed_locale',
        's.content_hash',
      ])
      .select((eb) => [
        eb.fn<string>('host', [eb.ref('s.ip_address')]).as('ip'),
        's.user_agent',
        's.staff_id',
        's.patient_login_id',
      ])
      .where('c.patient_id', '=', patient?.id ?? '')
      .orderBy('c.consent_type')
      .execute(),
    // Booking's own step asks for signatures only when something is left unsigned: nothing was.
    waiting: await tx
      .selectFrom('consents as c')
      .leftJoin('consent_signatures as s', (join) =>
        join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.consent_id', '=', 'c.id'),
      )
      .select('c.id')
      .where('c.patient_id', '=', patient?.id ?? '')
      .where('s.id', 'is', null)
      .execute(),
    audit: await tx
      .selectFrom('audit_log')
      .select(['actor_type'])
      .where('action', '=', 'consent.signed')
      .execute(),
  }));
  expect(rows.consents).toMatchObject([
    {
      consent_type: 'hipaa_privacy',
      expires_at: null,
      signer_name: 'Inés Ruiz',
      method: 'typed',
      signed_text: 'I have read the privacy notice.',
      signed_locale: 'en',
      ip: '203.0.113.7',
      user_agent: 'ConsentTest/1.0',
      staff_id: null,
      patient_login_id: null,
    },
    {
      consent_type: 'treatment',
      signer_name: 'Inés Ruiz',
      method: 'typed',
      signed_text: 'Acepto que me traten.',
      signed_locale: 'es',
    },
  ]);
  expect(rows.consents[1]?.expires_at).not.toBeNull();
  expect(rows.consents.every((row) => /^[0-9a-f]{64}$/.test(row.content_hash))).toBe(true);
  expect(rows.waiting).toEqual([]);
  expect(rows.audit).toHaveLength(2);
});
