import { type Consent } from '@clinio/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { buildPatient, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { TINY_PNG } from '../forms/test-fixtures';
import { signatureHash } from './signature-image';

/** Consents on the real database: the edit page's calls, status, signing and its lock. */
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
    headers: { ...member.session.headers, 'user-agent': 'KioskTablet/1.0' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const TEXT = 'I consent to the examination and treatment my clinician recommends.';

async function create(overrides: Record<string, unknown> = {}): Promise<Consent> {
  const response = await call(owner, 'POST', '/api/consents', {
    patient_id: patientId,
    clinic_id: tenant.clinicId,
    consent_type: 'treatment',
    consent_text: TEXT,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Consent>();
}

const sign = (id: string, png = TINY_PNG, member = owner) =>
  call(member, 'POST', `/api/consents/${id}/signature`, { signer_name: 'Ann Patient', signature_png: png });

const signatureRows = () =>
  ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.selectFrom('consent_signatures').select(['consent_id', 'content_hash']).execute(),
  );

describe('the edit consent calls (spec 5, 7)', () => {
  it('creates a pending, required consent without expiry, reads it and lists it for the patient', async () => {
    const made = await create({ expires_at: '', appointment_types: ['consultation', 'procedure'] });
    expect(made).toMatchObject({
      patient_id: patientId,
      clinic_id: tenant.clinicId,
      is_required: true,
      expires_at: null,
      patient_signature: null,
      status: 'pending',
      appointment_types: ['consultation', 'procedure'],
      signature: null,
    });
    expect((await call(owner, 'GET', `/api/consents/${made.id}`)).json()).toEqual(made);
    const records = await call(owner, 'GET', `/api/consent-records/patient/${patientId}`);
    expect(records.json<Consent[]>().map((item) => item.id)).toContain(made.id);
  });

  it('derives the status of spec 4.5', async () => {
    const expired = await create({ expires_at: '2020-01-01T00:00:00Z', patient_signature: 'Ann Patient' });
    expect(expired.status).toBe('expired');
    const signed = await create({ patient_signature: 'Ann Patient' });
    expect(signed).toMatchObject({ status: 'signed', patient_signature: 'Ann Patient' });
    const off = await call(owner, 'PUT', `/api/consents/${signed.id}`, { is_active: false });
    expect(off.json()).toMatchObject({ status: 'inactive', is_active: false });
  });

  it('edits an unsigned consent freely', async () => {
    const made = await create();
    const response = await call(owner, 'PUT', `/api/consents/${made.id}`, {
      consent_type: 'telemedicine',
      consent_text: 'I agree to a video visit.',
      expires_at: '2031-01-01T00:00:00Z',
      notes: 'Asked by phone',
    });
    expect(response.json()).toMatchObject({
      consent_type: 'telemedicine',
      consent_text: 'I agree to a video visit.',
      expires_at: '2031-01-01T00:00:00.000Z',
      notes: 'Asked by phone',
      status: 'pending',
    });
  });

  it("answers another clinic's consent and patient with the same 404 as a missing one", async () => {
    const made = await create();
    const missing = await call(stranger, 'GET', '/api/consents/00000000-0000-4000-8000-000000000000');
    for (const response of [
      await call(stranger, 'GET', `/api/consents/${made.id}`),
      await call(stranger, 'PUT', `/api/consents/${made.id}`, { notes: 'x' }),
      await sign(made.id, TINY_PNG, stranger),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect((await call(stranger, 'GET', `/api/consent-records/patient/${patientId}`)).statusCode).toBe(404);
    const foreign = await call(stranger, 'POST', '/api/consents', {
      patient_id: patientId,
      consent_type: 'treatment',
      consent_text: TEXT,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/consents/${made.id}`)).json()).toMatchObject({ notes: null });
  });
});

describe('signing', () => {
  it('stores the drawn signature with the exact text, time, IP, user agent and a verifiable hash', async () => {
    const made = await create();
    const response = await sign(made.id);
    expect(response.statusCode).toBe(200);
    const signed = response.json<Consent>();
    expect(signed).toMatchObject({
      status: 'signed',
      patient_signature: 'Ann Patient',
      signature: { method: 'drawn', has_image: true, signer_name: 'Ann Patient' },
    });
    const row = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .selectFrom('consent_signatures')
        .selectAll()
        .where('consent_id', '=', made.id)
        .executeTakeFirstOrThrow(),
    );
    expect(row.signed_text).toBe(TEXT);
    expect(row.user_agent).toBe('KioskTablet/1.0');
    expect(row.ip_address).not.toBeNull();
    const expected = signatureHash({
      text: TEXT,
      png: Buffer.from(TINY_PNG, 'base64'),
      signerName: 'Ann Patient',
      signedAt: new Date(row.signed_at),
    });
    expect(row.content_hash).toBe(expected);
    expect(signed.signature?.content_hash).toBe(expected);
  });

  it('refuses a second signing, a changed text and a changed signature with 409, changing nothing', async () => {
    const made = await create();
    expect((await sign(made.id)).statusCode).toBe(200);
    const before = await signatureRows();
    for (const response of [
      await sign(made.id),
      await call(owner, 'PUT', `/api/consents/${made.id}`, { consent_text: 'Something else' }),
      await call(owner, 'PUT', `/api/consents/${made.id}`, { patient_signature: 'Someone Else' }),
      await call(owner, 'PUT', `/api/consents/${made.id}`, { expires_at: '2031-01-01T00:00:00Z' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'conflict', detail: expect.any(String) as string });
    }
    expect(await signatureRows()).toEqual(before);
    expect((await call(owner, 'GET', `/api/consents/${made.id}`)).json()).toMatchObject({
      consent_text: TEXT,
    });
    // What was not signed may still change.
    const noted = await call(owner, 'PUT', `/api/consents/${made.id}`, {
      notes: 'Copy given',
      consent_text: TEXT,
    });
    expect(noted.statusCode).toBe(200);
  });

  it('refuses a signature that is not a PNG, or too large, with {detail, code}, storing nothing', async () => {
    const made = await create();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(100)]).toString('base64');
    const big = Buffer.concat([Buffer.from(TINY_PNG, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString(
      'base64',
    );
    const almost = Buffer.concat([Buffer.from(TINY_PNG, 'base64'), Buffer.alloc(210_000)]).toString('base64');
    for (const png of [jpeg, 'not base64!', `data:image/png;base64,${jpeg}`, big, almost]) {
      const response = await sign(made.id, png);
      expect([400, 413]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({
        code: expect.any(String) as string,
        detail: expect.any(String) as string,
      });
    }
    expect((await signatureRows()).filter((row) => row.consent_id === made.id)).toEqual([]);
    expect((await sign(made.id, `data:image/png;base64,${TINY_PNG}`)).statusCode).toBe(200);
  });

  it('has the database refuse an UPDATE of a signature or of a signed text, as the app role and the owner', async () => {
    const made = await create();
    expect((await sign(made.id)).statusCode).toBe(200);
    // The request role holds no UPDATE on signatures at all; the trigger stops everyone else.
    for (const statement of [
      sql`update consent_signatures set signer_name = 'Forged' where consent_id = ${made.id}`,
      sql`update consent_signatures set signature_png = null, method = 'typed' where consent_id = ${made.id}`,
    ]) {
      const asApp = ctx.db.database.withTenant(tenant.tenantId, (tx) => statement.execute(tx));
      await expect(asApp).rejects.toThrow(/permission denied for table consent_signatures/);
    }
    const text = ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      sql`update consents set consent_text = 'Forged' where id = ${made.id}`.execute(tx),
    );
    await expect(text).rejects.toThrow(/signed and locked/);
    const owner_ = new pg.Client({ connectionString: ctx.db.ownerUrl });
    await owner_.connect();
    try {
      await expect(
        owner_.query("update consent_signatures set content_hash = repeat('0', 64) where consent_id = $1", [
          made.id,
        ]),
      ).rejects.toThrow(/cannot change/);
      await expect(
        owner_.query("update consents set consent_text = 'x' where id = $1", [made.id]),
      ).rejects.toThrow(/signed and locked/);
    } finally {
      await owner_.end();
    }
    expect((await call(owner, 'GET', `/api/consents/${made.id}`)).json()).toMatchObject({
      consent_text: TEXT,
      patient_signature: 'Ann Patient',
    });
  });
});

describe('the record', () => {
  it('blocks erasing a patient with a signed consent', async () => {
    const signedPatient = (await buildPatient(ctx.db.database, { tenant })).id;
    const made = await create({ patient_id: signedPatient });
    expect((await sign(made.id)).statusCode).toBe(200);
    const chart = (await call(owner, 'GET', `/api/patients/${signedPatient}`)).json<{
      chart_number: string;
    }>();
    const response = await call(owner, 'POST', `/api/patients/${signedPatient}/erase`, {
      confirm_chart_number: chart.chart_number,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toMatch(/signed consents/);
  });
});

describe('a merge of two records', () => {
  it("moves the merged record's signed consents and answers to the survivor, hash intact", async () => {
    const duplicate = (await buildPatient(ctx.db.database, { tenant })).id;
    const survivor = (await buildPatient(ctx.db.database, { tenant })).id;
    const made = await create({ patient_id: duplicate });
    const signed = (await sign(made.id)).json<Consent>();
    const template = await call(owner, 'POST', '/api/form-templates', {
      name: 'Merge probe',
      form_schema: {
        type: 'object',
        properties: { name: { type: 'string', field_type: 'string', title: 'Name' } },
        required: [],
      },
    });
    const templateId = template.json<{ id: string }>().id;
    const answered = await call(owner, 'POST', `/api/form-templates/template/${templateId}/submissions`, {
      patient_id: duplicate,
      answers: { name: 'Ann' },
    });
    expect(answered.statusCode).toBe(201);
    // Outside a merge, a signed consent's patient does not move.
    const move = ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      sql`update consents set patient_id = ${survivor} where id = ${made.id}`.execute(tx),
    );
    await expect(move).rejects.toThrow(/signed and locked/);
    const merged = await call(owner, 'POST', '/api/patients/merge', {
      survivor_id: survivor,
      merged_id: duplicate,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<{ moved: Record<string, number> }>().moved).toMatchObject({
      consents: 1,
      form_submissions: 1,
    });
    const after = (await call(owner, 'GET', `/api/consents/${made.id}`)).json<Consent>();
    expect(after).toMatchObject({ patient_id: survivor, status: 'signed', signature: signed.signature });
  });
});

describe('PDFs', () => {
  it('renders a signed consent with its text, signer and hash, and a submission with its answers', async () => {
    const made = await create();
    const signed = (await sign(made.id)).json<Consent>();
    const response = await call(owner, 'GET', `/api/consents/${made.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { consentPdf } = await import('../forms/pdf');
    const plain = await consentPdf({
      clinic: { name: 'Clinic', primaryColor: null },
      title: 'Treatment consent',
      text: TEXT,
      patientName: 'Ann Patient',
      signature: {
        signerName: 'Ann Patient',
        signedAt: new Date(signed.signature?.signed_at ?? ''),
        hash: signed.signature?.content_hash ?? '',
        png: Buffer.from(TINY_PNG, 'base64'),
      },
      compress: false,
    });
    expect(plain.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(plain.length).toBeGreaterThan(1000);
    const missing = await call(stranger, 'GET', `/api/consents/${made.id}/pdf`);
    expect(missing.statusCode).toBe(404);
  });
});
