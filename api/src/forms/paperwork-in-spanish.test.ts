import type { Consent, ConsentTemplate, FormTemplate, Paperwork, PaperworkConsent } from '@clinio/contracts';
import { signatureHash, textSha256 } from '../consents/signature-image';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { TINY_PNG, buildPortalPatient, intakeSchema, templateBody } from './test-fixtures';

/**
 * The clinic's own paperwork in Spanish (issue 22, ADR 062): a form's questions and a consent's
 * text written by the clinic in Spanish, shown to a Spanish reader, and signed in the language read.
 */
let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let patient: Awaited<ReturnType<typeof buildPortalPatient>>;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  patient = await buildPortalPatient(ctx.server, ctx.db.database, tenant, owner);
});
afterAll(() => ctx.close());

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.server.inject({ method, url, headers: owner.session.headers, ...(payload ? { payload } : {}) });
const portal = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.server.inject({ method, url, headers: patient.headers, ...(payload ? { payload } : {}) });

const SPANISH = {
  es: {
    name: 'Registro',
    description: '  ',
    fields: {
      full_name: { title: 'Nombre completo' },
      blood_type: { title: 'Grupo sanguíneo', options: { AB: 'AB', O: 'Cero', Z: 'No existe' } },
      no_such_field: { title: 'Se descarta' },
    },
  },
};

it('keeps a form’s Spanish texts for the fields it has, through saves, and gives them to the portal', async () => {
  const created = await staff('POST', '/api/form-templates', templateBody({ translations: SPANISH }));
  expect(created.statusCode).toBe(201);
  const template = created.json<FormTemplate>();
  // Empty texts and what the form does not have are not kept.
  expect(template.translations).toEqual({
    es: {
      name: 'Registro',
      fields: {
        full_name: { title: 'Nombre completo' },
        blood_type: { title: 'Grupo sanguíneo', options: { AB: 'AB', O: 'Cero' } },
      },
    },
  });
  const body = templateBody({ form_schema: template.form_schema });
  // An update without translations (an older client) keeps them.
  const kept = await staff('PUT', `/api/form-templates/${template.id}`, body);
  expect(kept.json<FormTemplate>().translations).toEqual(template.translations);
  // A field removed takes its translation with it.
  const schema = intakeSchema();
  const { blood_type: _removed, ...properties } = schema.properties;
  const fewer = await staff('PUT', `/api/form-templates/${template.id}`, {
    ...body,
    form_schema: {
      ...schema,
      properties,
      field_order: schema.field_order?.filter((key) => key !== 'blood_type'),
    },
  });
  expect(fewer.statusCode).toBe(200);
  expect(fewer.json<FormTemplate>().translations).toEqual({
    es: { name: 'Registro', fields: { full_name: { title: 'Nombre completo' } } },
  });
  const tooLong = await staff('PUT', `/api/form-templates/${template.id}`, {
    ...body,
    translations: { es: { fields: { full_name: { title: 'x'.repeat(201) } } } },
  });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json()).toMatchObject({ code: 'validation_error' });

  const paperwork = (await portal('GET', `/api/patients/${patient.patientId}/paperwork`)).json<Paperwork>();
  expect(paperwork.forms.find((form) => form.template_id === template.id)?.translations).toEqual(
    fewer.json<FormTemplate>().translations,
  );
});

it('signs a consent in Spanish when the clinic wrote one, and the English text when it did not', async () => {
  const half = await staff('PUT', '/api/consent-templates/treatment', {
    title: 'Consent to treatment',
    consent_text: 'I consent to the treatment recommended.',
    title_es: 'Consentimiento para el tratamiento',
  });
  expect(half.statusCode).toBe(400);
  expect(half.json()).toMatchObject({ fields: [{ field: 'consent_text_es' }] });
  const saved = await staff('PUT', '/api/consent-templates/treatment', {
    title: 'Consent to treatment',
    consent_text: 'I consent to the treatment recommended.',
    title_es: 'Consentimiento para el tratamiento',
    consent_text_es: 'Doy mi consentimiento para el tratamiento recomendado.',
  });
  expect(saved.json<ConsentTemplate>()).toMatchObject({ title_es: 'Consentimiento para el tratamiento' });

  const give = async (text: string) =>
    (
      await staff('POST', '/api/consents', {
        patient_id: patient.patientId,
        consent_type: 'treatment',
        consent_text: text,
      })
    ).json<Consent>();
  // The standard text carries its Spanish; a text staff wrote themselves has none.
  const standard = await give('I consent to the treatment recommended.');
  const own = await give('I consent to the treatment of my left knee.');
  expect(standard.consent_text_es).toBe('Doy mi consentimiento para el tratamiento recomendado.');
  expect(own.consent_text_es).toBe('');
  const listed = (await portal('GET', `/api/patients/${patient.patientId}/paperwork`)).json<Paperwork>();
  expect(listed.consents.find((item) => item.id === standard.id)?.consent_text_es).toBe(
    standard.consent_text_es,
  );

  const sign = (id: string, shown?: string) =>
    portal('POST', `/api/patients/${patient.patientId}/consents/${id}/signature`, {
      signer_name: 'Ana Paz',
      signature_png: TINY_PNG,
      locale: 'es',
      ...(shown === undefined ? {} : { text_sha256: textSha256(shown) }),
    });
  // A page that showed another text (the English one, or a text changed since) signs nothing.
  const stale = await sign(standard.id, standard.consent_text);
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'conflict', reason: 'consent_changed' });
  const signed = await sign(standard.id, standard.consent_text_es);
  expect(signed.json<PaperworkConsent>().signature).toMatchObject({ locale: 'es' });
  expect((await sign(own.id)).json<PaperworkConsent>().signature).toMatchObject({ locale: 'en' });
  const rows = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('consent_signatures')
      .select(['consent_id', 'signed_text', 'signed_locale', 'signature_png', 'signer_name', 'signed_at'])
      .select('content_hash')
      .where('consent_id', 'in', [standard.id, own.id])
      .execute(),
  );
  const of = (id: string) => rows.find((row) => row.consent_id === id);
  expect(of(standard.id)).toMatchObject({
    signed_text: 'Doy mi consentimiento para el tratamiento recomendado.',
    signed_locale: 'es',
  });
  expect(of(own.id)).toMatchObject({
    signed_text: 'I consent to the treatment of my left knee.',
    signed_locale: 'en',
  });
  // The hash covers the Spanish text that was signed.
  const row = of(standard.id);
  expect(row?.content_hash).toBe(
    signatureHash({
      text: row?.signed_text ?? '',
      png: row?.signature_png ?? null,
      signerName: row?.signer_name ?? '',
      signedAt: row?.signed_at ?? new Date(0),
    }),
  );
  // A signed consent keeps its Spanish text too.
  const locked = await staff('PUT', `/api/consents/${standard.id}`, { consent_text: 'Changed.' });
  expect(locked.statusCode).toBe(409);
});
