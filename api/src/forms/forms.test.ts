import {
  EMPTY_FIELD_DIALOG,
  buildFormSchema,
  fieldFromDialog,
  type FormSubmission,
  type FormTemplate,
} from '@clinio/contracts';
import { sql } from 'kysely';
import { buildTrialTenant, signedInStaff } from '../plans/test-fixtures';
import { buildPatient, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { templateBody } from './test-fixtures';

/** Form templates on the real database: the builder's calls, versions, bounds, patterns, answers. */
let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let stranger: Member;
let patientId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  stranger = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  patientId = (await buildPatient(ctx.db.database, { tenant })).id;
});
afterAll(() => ctx.close());

function call(member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return ctx.server.inject({
    method,
    url,
    headers: member.session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function create(overrides: Record<string, unknown> = {}): Promise<FormTemplate> {
  const response = await call(
    owner,
    'POST',
    `/api/form-templates?clinicId=${tenant.clinicId}`,
    templateBody(overrides),
  );
  expect(response.statusCode).toBe(201);
  return response.json<FormTemplate>();
}

const submit = (templateId: string, answers: Record<string, unknown>, version?: number) =>
  call(owner, 'POST', `/api/form-templates/template/${templateId}/submissions`, {
    patient_id: patientId,
    answers,
    ...(version === undefined ? {} : { version }),
  });

const counts = () =>
  ctx.db.database.withTenant(tenant.tenantId, async (tx) => {
    const row = await sql<{ templates: number; submissions: number }>`
      select (select count(*)::int from form_templates) as templates,
             (select count(*)::int from form_submissions) as submissions`.execute(tx);
    return row.rows[0];
  });

describe('the builder calls (spec 7)', () => {
  it('creates, reads, lists and saves a template, with the spec defaults', async () => {
    const response = await call(owner, 'POST', `/api/form-templates?clinicId=${tenant.clinicId}`, {
      name: 'Defaults',
      form_schema: templateBody().form_schema,
    });
    expect(response.statusCode).toBe(201);
    const made = response.json<FormTemplate>();
    expect(made).toMatchObject({
      clinic_id: tenant.clinicId,
      form_type: 'intake',
      is_required: true,
      appointment_types: ['general'],
      version: 1,
      is_active: true,
    });
    expect(made.form_schema.field_order?.[0]).toBe('full_name');
    const read = await call(owner, 'GET', `/api/form-templates/template/${made.id}`);
    expect(read.json()).toEqual(made);
    const list = await call(owner, 'GET', `/api/form-templates/${tenant.clinicId}`);
    expect(list.json<FormTemplate[]>().map((item) => item.id)).toContain(made.id);
    const saved = await call(
      owner,
      'PUT',
      `/api/form-templates/${made.id}`,
      templateBody({ name: 'Renamed' }),
    );
    expect(saved.json()).toMatchObject({ name: 'Renamed', version: 1, form_type: 'intake' });
  });

  it("answers another clinic's template, list and clinic id with the same 404 as a missing one", async () => {
    const mine = await create();
    const missing = await call(
      stranger,
      'GET',
      '/api/form-templates/template/00000000-0000-4000-8000-000000000000',
    );
    for (const response of [
      await call(stranger, 'GET', `/api/form-templates/template/${mine.id}`),
      await call(stranger, 'PUT', `/api/form-templates/${mine.id}`, templateBody({ name: 'Stolen' })),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect((await call(stranger, 'GET', `/api/form-templates/${tenant.clinicId}`)).statusCode).toBe(404);
    const elsewhere = await call(
      stranger,
      'POST',
      `/api/form-templates?clinicId=${tenant.clinicId}`,
      templateBody(),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/form-templates/template/${mine.id}`)).json()).toMatchObject({
      name: 'New patient intake',
    });
  });
});

describe('versions', () => {
  it('saves in place until answers exist, then makes a new version; answers keep theirs', async () => {
    const made = await create();
    const first = await submit(made.id, { full_name: 'Ann', allergies: false });
    expect(first.statusCode).toBe(201);
    expect(first.json<FormSubmission>().version).toBe(1);
    const schema = buildFormSchema([
      fieldFromDialog({ ...EMPTY_FIELD_DIALOG, type: 'string', title: 'Preferred name', required: true }),
    ]);
    const saved = await call(
      owner,
      'PUT',
      `/api/form-templates/${made.id}`,
      templateBody({ form_schema: schema }),
    );
    expect(saved.json()).toMatchObject({ version: 2, form_schema: { required: ['preferred_name'] } });
    // The old version still validates what it asked.
    expect(
      (await submit(made.id, { full_name: 'Ann', allergies: true, allergy_list: 'Nuts' }, 1)).statusCode,
    ).toBe(201);
    expect((await submit(made.id, { full_name: 'Ann' })).statusCode).toBe(400);
    const stored = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx.selectFrom('form_submissions').select('version').where('template_id', '=', made.id).execute(),
    );
    expect(stored.map((row) => row.version).sort()).toEqual([1, 1]);

    // The history: newest first, what each asked, who saved it, how many answers name it.
    const history = await call(owner, 'GET', `/api/form-templates/template/${made.id}/versions`);
    expect(history.statusCode).toBe(200);
    const items = history.json<{ items: Record<string, unknown>[] }>().items;
    expect(items.map((item) => [item.version, item.answer_count])).toEqual([
      [2, 0],
      [1, 2],
    ]);
    expect(items[0]).toMatchObject({ form_schema: { required: ['preferred_name'] } });
    expect(items[1]?.created_by_name).toEqual(expect.stringMatching(/\S/));
    // Another clinic's template has no history to read.
    const theirs = await call(stranger, 'GET', `/api/form-templates/template/${made.id}/versions`);
    expect(theirs.statusCode).toBe(404);
  });

  it('has the database refuse a change to a version with answers', async () => {
    const made = await create();
    expect((await submit(made.id, { full_name: 'Ann', allergies: false })).statusCode).toBe(201);
    const change = ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      sql`update form_template_versions set form_schema = '{}' where template_id = ${made.id}`.execute(tx),
    );
    await expect(change).rejects.toThrow(/has answers and cannot change/);
  });
});

describe('what the server accepts', () => {
  it('refuses a schema of 10,000 fields with {detail, code} and stores nothing', async () => {
    const before = await counts();
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 10_000; i += 1)
      properties[`f${i}`] = { type: 'string', field_type: 'string', title: `F${i}` };
    const response = await call(
      owner,
      'POST',
      `/api/form-templates?clinicId=${tenant.clinicId}`,
      templateBody({ form_schema: { type: 'object', properties, required: [] } }),
    );
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({
      detail: expect.any(String) as string,
      code: expect.any(String) as string,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a catastrophic pattern at save, quickly, naming the field', async () => {
    for (const pattern of ['^(a+)+$', '(x*)*y', '(?=a)b', '(a)\\1', '[unclosed']) {
      const schema = buildFormSchema([
        fieldFromDialog({ ...EMPTY_FIELD_DIALOG, type: 'string', title: 'Code', pattern }),
      ]);
      const started = Date.now();
      const response = await call(
        owner,
        'POST',
        `/api/form-templates?clinicId=${tenant.clinicId}`,
        templateBody({ form_schema: schema }),
      );
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        fields: [{ field: 'form_schema.properties.code.pattern', message: expect.any(String) as string }],
      });
    }
  });

  it('matches an accepted pattern in linear time: a long answer gets a clear 400 well under a second', async () => {
    // (a|a)* has no nested repetition, so it is kept, yet a backtracking engine takes 2^n steps on it.
    const schema = buildFormSchema([
      fieldFromDialog({
        ...EMPTY_FIELD_DIALOG,
        type: 'string',
        title: 'Code',
        pattern: '^(a|a)*$',
        maxLength: '20000',
      }),
    ]);
    const made = await create({ form_schema: schema });
    const started = Date.now();
    const response = await submit(made.id, { code: `${'a'.repeat(19_000)}!` });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: expect.any(String) as string,
      code: 'validation_error',
      fields: [{ field: 'code', message: 'This answer is not in the format the field asks for' }],
    });
    expect((await submit(made.id, { code: 'a'.repeat(19_000) })).statusCode).toBe(201);
  });

  it('refuses keywords and types the builder cannot make', async () => {
    const name = { type: 'string', field_type: 'string', title: 'Name' };
    for (const property of [
      { ...name, $ref: 'http://example.com/x' },
      { ...name, field_type: 'file' },
      { ...name, title: 'Other' },
      { ...name, maxLength: 1e9 },
      { ...name, title: 'x'.repeat(300) },
    ]) {
      const response = await call(owner, 'POST', `/api/form-templates?clinicId=${tenant.clinicId}`, {
        name: 'Bad',
        form_schema: { type: 'object', properties: { name: property }, required: [] },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('answers', () => {
  it('validates field by field and stores nothing from an invalid submission', async () => {
    const made = await create();
    const before = await counts();
    const response = await submit(made.id, {
      full_name: '',
      email: 'not-an-email',
      phone: 'call me',
      weight_kg: 900,
      date_of_birth: '31/12/1990',
      blood_type: 'Z',
      allergies: true,
      member_code: 'abc',
      unknown: 1,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: { field: string; message: string }[] }>();
    expect(body.code).toBe('validation_error');
    expect(Object.fromEntries(body.fields.map((f) => [f.field, f.message]))).toEqual({
      unknown: 'This form has no such field',
      full_name: 'This field is required',
      allergy_list: 'This field is required',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      weight_kg: 'At most 400',
      date_of_birth: 'Enter a date as YYYY-MM-DD',
      blood_type: 'Choose one of the options',
      member_code: 'This answer is not in the format the field asks for',
    });
    const second = await submit(made.id, {
      full_name: 'Ann',
      allergies: false,
      i_confirm: 'yes',
      smoker: 'Maybe',
    });
    expect(second.json<typeof body>().fields).toEqual([
      { field: 'smoker', message: 'Choose one of the options' },
      { field: 'i_confirm', message: 'Choose yes or no' },
    ]);
    const missing = await submit(made.id, { full_name: 'Ann', allergies: true });
    expect(missing.json()).toMatchObject({
      fields: [{ field: 'allergy_list', message: 'This field is required' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a 1 MB answer with {detail, code} and stores nothing', async () => {
    const made = await create();
    const before = await counts();
    const response = await submit(made.id, { full_name: 'x'.repeat(1024 * 1024), allergies: false });
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({
      detail: expect.any(String) as string,
      code: expect.any(String) as string,
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses another clinic's patient as a field error", async () => {
    const made = await create();
    const other = await buildPatient(ctx.db.database, {});
    const response = await call(owner, 'POST', `/api/form-templates/template/${made.id}/submissions`, {
      patient_id: other.id,
      answers: { full_name: 'Ann', allergies: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'patient_id' }] });
  });

  it('reads a submission back with its version, lists it for the patient and renders it as a PDF', async () => {
    const made = await create();
    const response = await submit(made.id, { full_name: 'Ann', allergies: true, allergy_list: 'Nuts' });
    const id = response.json<FormSubmission>().id;
    const detail = await call(owner, 'GET', `/api/form-submissions/${id}`);
    expect(detail.json()).toMatchObject({
      id,
      version: 1,
      form_name: 'New patient intake',
      answers: { full_name: 'Ann', allergies: true, allergy_list: 'Nuts' },
      form_schema: { field_order: made.form_schema.field_order },
    });
    const list = await call(owner, 'GET', `/api/form-submissions/patient/${patientId}`);
    expect(list.json<{ id: string }[]>().map((item) => item.id)).toContain(id);
    const pdf = await call(owner, 'GET', `/api/form-submissions/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const url of [`/api/form-submissions/${id}`, `/api/form-submissions/${id}/pdf`])
      expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
  });

  it('keeps the answers of visible fields only', async () => {
    const made = await create();
    const response = await submit(made.id, {
      full_name: 'Ann',
      allergies: false,
      allergy_list: 'Nuts',
      email: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<FormSubmission>().answers).toEqual({ full_name: 'Ann', allergies: false });
  });
});

describe('the plan', () => {
  it('locks the form routes of a clinic whose plan lacks Forms Management', async () => {
    const trial = await buildTrialTenant(ctx.db.database);
    const member = await signedInStaff(ctx.server, ctx.db.database, trial);
    const response = await ctx.server.inject({
      method: 'GET',
      url: `/api/form-templates/${trial.clinicId}`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'feature_locked' });
  });
});
