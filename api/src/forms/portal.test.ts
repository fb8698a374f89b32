import type { Consent, FormDraft, FormTemplate, Paperwork, PaperworkConsent } from '@clinio/contracts';
import { insertAppointment } from '../appointments/insert';
import { buildTenant } from '../test/factories';
import { createMemoryMailer } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { TINY_PNG, buildPortalPatient, templateBody } from './test-fixtures';

/** The portal's and the kiosk's paperwork: forms for upcoming visits, drafts, answers, signing. */
let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let patientId: string;
let headers: Record<string, string>;
let visitId: string;

const mailer = createMemoryMailer();

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  ({ patientId, headers, visitId } = await buildPortalPatient(ctx.server, ctx.db.database, tenant, owner));
});
afterAll(() => ctx.close());

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.server.inject({ method, url, headers: owner.session.headers, ...(payload ? { payload } : {}) });
const portal = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function template(overrides: Record<string, unknown>): Promise<FormTemplate> {
  const response = await staff('POST', '/api/form-templates', templateBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<FormTemplate>();
}

it('lists the forms the upcoming visit needs, keeps a draft, and takes the answers once', async () => {
  const general = await template({ name: 'Intake (every visit)' });
  const procedure = await template({ name: 'Procedure history', appointment_types: ['procedure'] });
  const other = await template({ name: 'Follow-up check', appointment_types: ['follow_up'] });
  const optional = await template({ name: 'Optional survey', is_required: false });
  const paperwork = (await portal('GET', `/api/patients/${patientId}/paperwork`)).json<Paperwork>();
  const names = paperwork.forms.map((form) => form.name);
  expect(names).toEqual(expect.arrayContaining([general.name, procedure.name]));
  expect(names).not.toContain(other.name);
  expect(names).not.toContain(optional.name);
  expect(paperwork.forms.find((form) => form.template_id === general.id)).toMatchObject({
    appointment_id: visitId,
    version: 1,
    submitted_at: null,
    draft: null,
  });

  const draft = await portal('PUT', `/api/patients/${patientId}/form-drafts/${general.id}`, {
    version: 1,
    appointment_id: visitId,
    answers: { full_name: 'Ann Pat' },
  });
  expect(draft.json<FormDraft>().answers).toEqual({ full_name: 'Ann Pat' });
  const reloaded = (await portal('GET', `/api/patients/${patientId}/paperwork`)).json<Paperwork>();
  expect(reloaded.forms.find((form) => form.template_id === general.id)?.draft).toEqual({
    full_name: 'Ann Pat',
  });

  const invalid = await portal('POST', `/api/patients/${patientId}/form-submissions`, {
    template_id: general.id,
    version: 1,
    appointment_id: visitId,
    answers: { full_name: 'Ann Pat' },
  });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toMatchObject({
    fields: [{ field: 'allergies', message: 'This field is required' }],
  });
  const submitted = await portal('POST', `/api/patients/${patientId}/form-submissions`, {
    template_id: general.id,
    version: 1,
    appointment_id: visitId,
    answers: { full_name: 'Ann Pat', allergies: false },
  });
  expect(submitted.statusCode).toBe(201);
  const after = (await portal('GET', `/api/patients/${patientId}/paperwork`)).json<Paperwork>();
  expect(after.forms.find((form) => form.template_id === general.id)).toMatchObject({
    submitted_at: expect.any(String) as string,
    draft: null,
  });
  // The visit's workflow started with the first answer and counts the forms its type requires.
  const workflow = await staff('GET', `/api/appointments/${visitId}/workflow`);
  expect(workflow.statusCode).toBe(200);
  expect(workflow.json()).toMatchObject({ progress: { forms: { completed: 1, total: 2, percentage: 50 } } });
  // The kiosk sees the same list for the patient at the tablet.
  const kiosk = (await staff('GET', `/api/patient-paperwork/${patientId}`)).json<Paperwork>();
  expect(kiosk.forms.map((form) => form.template_id).sort()).toEqual(
    after.forms.map((form) => form.template_id).sort(),
  );
});

it('keeps a kiosk draft for the patient at the tablet', async () => {
  const made = await template({ name: 'Kiosk intake' });
  const response = await staff('PUT', `/api/form-templates/template/${made.id}/draft`, {
    patient_id: patientId,
    version: 1,
    appointment_id: visitId,
    answers: { full_name: 'Ann' },
  });
  expect(response.statusCode).toBe(200);
  const again = await staff('PUT', `/api/form-templates/template/${made.id}/draft`, {
    patient_id: patientId,
    version: 1,
    appointment_id: visitId,
    answers: { full_name: 'Ann P' },
  });
  expect(again.json<FormDraft>().answers).toEqual({ full_name: 'Ann P' });
});

it('lets the patient sign their consent in the portal, once', async () => {
  const created = await staff('POST', '/api/consents', {
    patient_id: patientId,
    consent_type: 'photography',
    consent_text: 'I agree to clinical photographs for my record.',
  });
  const consent = created.json<Consent>();
  const listed = (await portal('GET', `/api/patients/${patientId}/paperwork`)).json<Paperwork>();
  expect(listed.consents.find((item) => item.id === consent.id)).toMatchObject({ status: 'pending' });
  const url = `/api/patients/${patientId}/consents/${consent.id}/signature`;
  const signed = await portal('POST', url, { signer_name: 'Ann Pat', signature_png: TINY_PNG });
  expect(signed.statusCode).toBe(200);
  expect(signed.json<PaperworkConsent>()).toMatchObject({
    status: 'signed',
    signature: { method: 'drawn', signer_name: 'Ann Pat', has_image: true },
  });
  const required = await staff('PUT', '/api/appointment-type-requirements/procedure', {
    consent_types: ['photography', 'hipaa_privacy'],
  });
  expect(required.json()).toMatchObject({ consent_types: ['hipaa_privacy', 'photography'] });
  const workflow = await staff('GET', `/api/appointments/${visitId}/workflow`);
  expect(workflow.json()).toMatchObject({ progress: { consents: { active: 1, total: 2 } } });
  const twice = await portal('POST', url, { signer_name: 'Ann Pat', signature_png: TINY_PNG });
  expect(twice.statusCode).toBe(409);
  const notPng = await portal('POST', `/api/patients/${patientId}/consents/${consent.id}/signature`, {
    signer_name: 'Ann Pat',
    signature_png: Buffer.from('GIF89a').toString('base64'),
  });
  expect(notPng.statusCode).toBe(409);
});

it("sets the clinic's consent texts and each type's requirements, refusing another clinic's form", async () => {
  const saved = await staff('PUT', '/api/consent-templates/treatment', {
    title: 'Consent to treatment',
    consent_text: 'I consent to the examination and treatment recommended.',
    valid_days: 365,
  });
  expect(saved.statusCode).toBe(200);
  const list = await staff('GET', '/api/consent-templates');
  expect(list.json()).toEqual([expect.objectContaining({ consent_type: 'treatment', valid_days: 365 })]);
  const stranger = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  const theirs = await ctx.server.inject({
    method: 'POST',
    url: '/api/form-templates',
    headers: stranger.session.headers,
    payload: templateBody(),
  });
  const refused = await staff('PUT', '/api/appointment-type-requirements/consultation', {
    form_template_ids: [theirs.json<FormTemplate>().id],
  });
  expect(refused.statusCode).toBe(400);
  const mine = await template({ name: 'Consultation intake', is_required: false });
  const set = await staff('PUT', '/api/appointment-type-requirements/consultation', {
    form_template_ids: [mine.id],
    consent_types: ['treatment'],
  });
  expect(set.json()).toMatchObject({ form_template_ids: [mine.id], consent_types: ['treatment'] });
  const all = await staff('GET', '/api/appointment-type-requirements');
  expect(all.statusCode).toBe(200);
});

it("attaches the consents a booked visit's type requires and the patient lacks, and starts its workflow", async () => {
  await staff('PUT', '/api/consent-templates/telemedicine', {
    title: 'Telemedicine',
    consent_text: 'I agree to video visits.',
    valid_days: 30,
  });
  await staff('PUT', '/api/appointment-type-requirements/routine', {
    consent_types: ['telemedicine', 'research'],
  });
  const book = (days: number) =>
    ctx.db.database.withTenant(tenant.tenantId, (tx) => {
      const start = new Date(Date.now() + days * 86_400_000);
      const end = new Date(start.getTime() + 15 * 60_000);
      return insertAppointment(tx, tenant.tenantId, {
        patient_id: patientId,
        provider_id: owner.id,
        branch_id: tenant.branchIds[0] as string,
        room_id: null,
        appointment_type: 'routine',
        start_time: start,
        end_time: end,
        buffer_before_minutes: 0,
        buffer_after_minutes: 0,
        source: 'staff',
        notes: '',
        created_by: owner.id,
      });
    });
  const first = await book(10);
  const records = (await staff('GET', `/api/consent-records/patient/${patientId}`)).json<Consent[]>();
  const attached = records.filter((consent) => consent.appointment_id === first.id);
  // Research has no clinic text, so only telemedicine is given to sign.
  expect(attached).toEqual([
    expect.objectContaining({
      consent_type: 'telemedicine',
      status: 'pending',
      consent_text: 'I agree to video visits.',
    }),
  ]);
  // The patient is asked by e-mail to sign it, by its title, before the visit.
  await ctx.jobs.drain();
  const email = await ctx.db.database.withTenant(
    tenant.tenantId,
    async (tx) =>
      (await tx.selectFrom('patients').select('email').where('id', '=', patientId).executeTakeFirstOrThrow())
        .email,
  );
  const request = mailer.last(email);
  expect(request?.subject).toMatch(/: please sign before your visit on /);
  expect(request?.text).toContain('asks you to read and sign: Telemedicine.');
  expect(request?.text).toMatch(/Read and sign: http\S+\/patient-dashboard\/consents/);
  expect(request?.text).not.toContain('I agree to video visits.');
  const workflow = await staff('GET', `/api/appointments/${first.id}/workflow`);
  expect(workflow.json()).toMatchObject({ progress: { consents: { active: 0, total: 2 } } });
  // A second visit finds the consent already waiting for a signature: nothing new to sign.
  const second = await book(11);
  const again = (await staff('GET', `/api/consent-records/patient/${patientId}`)).json<Consent[]>();
  expect(again.filter((consent) => consent.appointment_id === second.id)).toEqual([]);
  // Nothing new to sign: no second e-mail.
  const sent = mailer.sent.length;
  await ctx.jobs.drain();
  expect(mailer.sent.length).toBe(sent);
});

it('asks the patient to sign what a visit type needs before booking, and lets them sign it there', async () => {
  const url = `/api/patients/${patientId}/consent-needs?appointment_type=routine`;
  const before = await portal('GET', url);
  expect(before.json()).toMatchObject({
    appointment_type: 'routine',
    needs: [
      { consent_type: 'telemedicine', title: 'Telemedicine', consent_text: 'I agree to video visits.' },
    ],
    without_text: ['research'],
  });
  const signed = await portal('POST', `/api/patients/${patientId}/consent-needs/telemedicine/signature`, {
    signer_name: 'Ann Pat',
    signature_png: TINY_PNG,
  });
  expect(signed.statusCode).toBe(200);
  expect(signed.json<PaperworkConsent>()).toMatchObject({ consent_type: 'telemedicine', status: 'signed' });
  expect((await portal('GET', url)).json()).toMatchObject({ needs: [], without_text: ['research'] });
  const warning = await staff('GET', `/api/consent-needs/${patientId}?appointment_type=routine`);
  expect(warning.json()).toMatchObject({ needs: [], without_text: ['research'] });
  const noText = await portal('POST', `/api/patients/${patientId}/consent-needs/research/signature`, {
    signer_name: 'Ann Pat',
    signature_png: TINY_PNG,
  });
  expect(noText.statusCode).toBe(404);
});
