import { randomUUID } from 'node:crypto';
import { BRAND_DEFAULTS, type ApiErrorBody, type ClinicList, type ClinicResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: Member;
let admin: Member;
let frontDesk: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database, { name: 'Harbour Family Clinic', branches: 2 });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const clinicUrl = (member: Member) => `/api/clinics/${member.tenant.clinicId}`;

function patch(by: Member, payload: Record<string, unknown>, url = clinicUrl(owner)) {
  return inject({ method: 'PATCH', url, headers: by.session.headers, payload });
}

async function clinicRow() {
  return ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
    tx.selectFrom('clinics').selectAll().executeTakeFirstOrThrow(),
  );
}

describe('GET /api/clinics and /api/clinics/{clinicId}', () => {
  it('answers the caller’s one clinic with default branding and its branches', async () => {
    const response = await inject({ method: 'GET', url: '/api/clinics', headers: frontDesk.session.headers });
    expect(response.statusCode).toBe(200);
    const clinics = response.json<ClinicList>();
    expect(clinics).toHaveLength(1);
    const [clinic] = clinics;
    expect(clinic).toMatchObject({
      id: owner.tenant.clinicId,
      tenant_id: owner.tenant.tenantId,
      name: 'Harbour Family Clinic',
      timezone: 'UTC',
      logo: null,
      default_branch_id: owner.tenant.branchIds[0],
      branding: {
        clinic_id: owner.tenant.clinicId,
        branch_id: null,
        logo: null,
        logo_preview: null,
        primary_color: BRAND_DEFAULTS.primaryColor,
        secondary_color: BRAND_DEFAULTS.secondaryColor,
        custom_header_text: '',
        show_logo_in_header: true,
        clinic_name: 'Harbour Family Clinic',
        tagline: 'Healthcare Management System',
        customized: [],
      },
    });
    expect(clinic?.code).toMatch(/^[A-Z0-9-]{6,32}$/);
    expect(clinic?.branches.map((branch) => [branch.id, branch.is_default])).toEqual([
      [owner.tenant.branchIds[0], true],
      [owner.tenant.branchIds[1], false],
    ]);
    expect(clinic?.branches[0]?.staff_count).toBe(3);

    const one = await inject({ method: 'GET', url: clinicUrl(owner), headers: frontDesk.session.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json<ClinicResponse>()).toEqual(clinic);
  });

  it('shows only the caller’s own clinic, and another tenant’s clinic is 404 like a missing one', async () => {
    const theirs = await inject({ method: 'GET', url: '/api/clinics', headers: outsider.session.headers });
    expect(theirs.json<ClinicList>().map((clinic) => clinic.id)).toEqual([outsider.tenant.clinicId]);
    const foreign = await inject({ method: 'GET', url: clinicUrl(owner), headers: outsider.session.headers });
    const missing = await inject({
      method: 'GET',
      url: `/api/clinics/${randomUUID()}`,
      headers: outsider.session.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toEqual({ detail: 'Clinic not found', code: 'not_found' });
  });

  it('refuses a patient token (403) and no token (401)', async () => {
    const headers = await patientHeaders(ctx.services.keys);
    for (const url of ['/api/clinics', clinicUrl(owner)]) {
      expect((await inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers 400 with the field for an id that is not a uuid', async () => {
    const response = await inject({ method: 'GET', url: '/api/clinics/42', headers: owner.session.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({ code: 'validation_error' });
    expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe('clinicId');
  });
});

describe('PATCH /api/clinics/{clinicId}', () => {
  it('changes the profile (trimmed, country upper-cased, zone canonical), audits it, and keeps the rest', async () => {
    const response = await patch(admin, {
      name: '  Harbour Clinic  ',
      email: 'hello@harbour.test',
      phone: '+1 (860) 555-0100',
      website: 'https://harbour.test',
      address_line1: '1 Quay Road',
      city: 'Mystic',
      region: 'CT',
      postal_code: '06355',
      country: 'us',
      timezone: 'america/new_york',
      default_branch_id: owner.tenant.branchIds[1],
    });
    expect(response.statusCode).toBe(200);
    const clinic = response.json<ClinicResponse>();
    expect(clinic).toMatchObject({
      name: 'Harbour Clinic',
      email: 'hello@harbour.test',
      website: 'https://harbour.test',
      address_line1: '1 Quay Road',
      address_line2: '',
      country: 'US',
      timezone: 'America/New_York',
      default_branch_id: owner.tenant.branchIds[1],
    });
    expect(clinic.branding.clinic_name).toBe('Harbour Clinic');
    expect(clinic.branches.find((branch) => branch.is_default)?.id).toBe(owner.tenant.branchIds[1]);
    const audit = await auditActions(ctx.db.database, owner.tenant.tenantId, { resourceId: clinic.id });
    expect(audit).toContainEqual({
      action: 'clinic.updated',
      outcome: 'success',
      actor_id: admin.id,
      resource_id: clinic.id,
    });

    const cleared = await patch(owner, { email: '', website: '', address_line1: '' });
    expect(cleared.json<ClinicResponse>()).toMatchObject({ email: '', website: '', name: 'Harbour Clinic' });
  });

  it('answers validation errors with detail, code and a message per field', async () => {
    const response = await patch(owner, {
      name: '   ',
      email: 'not-an-address',
      website: 'javascript:alert(1)',
      country: 'USA',
      timezone: 'Mars/Olympus_Mons',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('validation_error');
    const fields = Object.fromEntries((body.fields ?? []).map(({ field, message }) => [field, message]));
    expect(fields).toEqual({
      name: 'Clinic name is required',
      email: 'Enter a valid email address',
      website: 'Enter a web address starting with https://',
      country: 'Use a two-letter country code such as US or GB',
      timezone: 'Choose a valid time zone, such as Europe/London',
      phone: 'Use digits, spaces and + ( ) . - only',
    });
    expect(body.detail).toContain('name: Clinic name is required');
    expect((await clinicRow()).name).toBe('Harbour Clinic');
  });

  it('refuses ids, tenant_id and the clinic code in the body, and a branch of another tenant', async () => {
    for (const extra of [
      { tenant_id: outsider.tenant.tenantId },
      { id: randomUUID() },
      { code: 'STOLEN-0001' },
      { logo_key: 'a'.repeat(64) },
    ]) {
      const response = await patch(owner, { name: 'Mallory Clinic', ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().code).toBe('validation_error');
    }
    const foreignBranch = await patch(owner, { default_branch_id: outsider.tenant.branchIds[0] });
    expect(foreignBranch.statusCode).toBe(400);
    expect(foreignBranch.json<ApiErrorBody>().fields).toEqual([
      { field: 'default_branch_id', message: 'Unknown branch' },
    ]);
    const row = await clinicRow();
    expect(row).toMatchObject({
      tenant_id: owner.tenant.tenantId,
      name: 'Harbour Clinic',
      default_branch_id: owner.tenant.branchIds[1],
    });
    expect(row.code).not.toBe('STOLEN-0001');
  });

  it('is refused to front desk (403, audited) and 404 for another tenant, changing nothing', async () => {
    const refused = await patch(frontDesk, { name: 'Front Desk Clinic' });
    expect(refused.statusCode).toBe(403);
    const foreign = await patch(outsider, { name: 'Outsider Clinic' });
    const missing = await patch(outsider, { name: 'Outsider Clinic' }, `/api/clinics/${randomUUID()}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await clinicRow()).name).toBe('Harbour Clinic');
    const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
      (row) => row.action === 'access.denied' && row.actor_id === frontDesk.id,
    );
    expect(denials).toHaveLength(1);
  });
});

it('documents every clinic, branding and branch call in the OpenAPI document', async () => {
  const response = await inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<{
    paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
  }>();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/clinics',
      '/api/clinics/{clinicId}',
      '/api/clinics/{clinicId}/branding',
      '/api/clinics/{clinicId}/upload-logo',
      '/api/clinics/{clinicId}/logo',
      '/api/branches/{branchId}/branding',
      '/api/branches/{branchId}/logo',
      '/api/tenants/{tenantId}/branches',
      '/api/tenants/{tenantId}/branches/{branchId}',
    ]),
  );
  const patchBranding = document.paths['/api/clinics/{clinicId}/branding']?.patch;
  expect(patchBranding?.parameters?.map((parameter) => parameter.name)).toContain('branch_id');
  expect(patchBranding?.requestBody).toBeDefined();
});
