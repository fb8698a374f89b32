import { randomUUID } from 'node:crypto';
import { BRAND_DEFAULTS, mergeBranding, type ApiErrorBody, type BrandingResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: Member;
let admin: Member;
let frontDesk: Member;
let outsider: Member;
let clinicId: string;
let mainBranch: string;
let westBranch: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database, { name: 'Lakeside Clinic', branches: 2 });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  clinicId = tenant.clinicId;
  [mainBranch = '', westBranch = ''] = tenant.branchIds;
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const brandingUrl = (id = clinicId) => `/api/clinics/${id}/branding`;
const branchBrandingUrl = (id: string) => `/api/branches/${id}/branding`;

function get(by: Member, url: string) {
  return inject({ method: 'GET', url, headers: by.session.headers });
}

function patch(by: Member, payload: Record<string, unknown>, url = brandingUrl()) {
  return inject({ method: 'PATCH', url, headers: by.session.headers, payload });
}

const DEFAULTS = {
  logo: null,
  logo_preview: null,
  primary_color: BRAND_DEFAULTS.primaryColor,
  secondary_color: BRAND_DEFAULTS.secondaryColor,
  custom_header_text: '',
  show_logo_in_header: true,
  tagline: 'Healthcare Management System',
};

describe('mergeBranding (spec 3 defaults, branch over clinic)', () => {
  const empty = {
    logo: null,
    primary_color: null,
    secondary_color: null,
    custom_header_text: null,
    show_logo_in_header: null,
    tagline: null,
  };
  const { logo_preview: _preview, ...resolvedDefaults } = DEFAULTS;
  it('takes the most specific value that is set, else the default', () => {
    expect(mergeBranding([empty])).toEqual({ ...resolvedDefaults, customized: [] });
    const clinic = { ...empty, logo: 'clinic.webp', primary_color: '#111111', show_logo_in_header: false };
    const branch = { ...empty, primary_color: '#222222', custom_header_text: '' };
    expect(mergeBranding([clinic, branch])).toEqual({
      ...resolvedDefaults,
      logo: 'clinic.webp',
      primary_color: '#222222',
      show_logo_in_header: false,
      customized: ['primary_color', 'custom_header_text'],
    });
    expect(mergeBranding([])).toEqual({ ...resolvedDefaults, customized: [] });
  });
});

describe('GET branding of the clinic and of a branch', () => {
  it('answers spec 3’s defaults when nothing is set, to any staff member', async () => {
    const clinic = await get(frontDesk, brandingUrl());
    expect(clinic.statusCode).toBe(200);
    expect(clinic.json<BrandingResponse>()).toEqual({
      ...DEFAULTS,
      clinic_id: clinicId,
      branch_id: null,
      clinic_name: 'Lakeside Clinic',
      customized: [],
    });
    const branch = await get(frontDesk, branchBrandingUrl(westBranch));
    expect(branch.json<BrandingResponse>()).toEqual({
      ...DEFAULTS,
      clinic_id: clinicId,
      branch_id: westBranch,
      clinic_name: 'Lakeside Clinic',
      customized: [],
    });
  });

  it('answers 404 for another tenant’s clinic or branch, with the body of a missing one', async () => {
    for (const [foreignUrl, missingUrl] of [
      [brandingUrl(), brandingUrl(randomUUID())],
      [branchBrandingUrl(westBranch), branchBrandingUrl(randomUUID())],
    ] as const) {
      const foreign = await get(outsider, foreignUrl);
      const missing = await get(outsider, missingUrl);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
  });

  it('refuses a patient token with 403', async () => {
    const headers = await patientHeaders(ctx.services.keys);
    expect((await inject({ method: 'GET', url: brandingUrl(), headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: branchBrandingUrl(mainBranch), headers })).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH /api/clinics/{clinicId}/branding', () => {
  it('sets the clinic’s colours (lower-cased), header text and logo display, and audits the change', async () => {
    const response = await patch(admin, {
      primary_color: '#0A7E8C',
      secondary_color: '#f4a261',
      custom_header_text: '  Lakeside Care  ',
      show_logo_in_header: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BrandingResponse>()).toMatchObject({
      branch_id: null,
      primary_color: '#0a7e8c',
      secondary_color: '#f4a261',
      custom_header_text: 'Lakeside Care',
      show_logo_in_header: false,
      tagline: 'Healthcare Management System',
      customized: ['primary_color', 'secondary_color', 'custom_header_text', 'show_logo_in_header'],
    });
    expect(
      await auditActions(ctx.db.database, owner.tenant.tenantId, { resourceId: clinicId }),
    ).toContainEqual({
      action: 'branding.updated',
      outcome: 'success',
      actor_id: admin.id,
      resource_id: clinicId,
    });
  });

  it('lets a branch override some fields and inherit the rest; null clears an override', async () => {
    const url = `${brandingUrl()}?branch_id=${westBranch}`;
    const override = await patch(owner, { primary_color: '#aa3300', tagline: 'West End care' }, url);
    expect(override.statusCode).toBe(200);
    const merged = {
      clinic_id: clinicId,
      branch_id: westBranch,
      primary_color: '#aa3300',
      secondary_color: '#f4a261',
      custom_header_text: 'Lakeside Care',
      show_logo_in_header: false,
      tagline: 'West End care',
      customized: ['primary_color', 'tagline'],
    };
    expect(override.json<BrandingResponse>()).toMatchObject(merged);
    expect((await get(frontDesk, branchBrandingUrl(westBranch))).json<BrandingResponse>()).toMatchObject(
      merged,
    );
    // The other branch and the clinic itself are unchanged.
    expect((await get(frontDesk, branchBrandingUrl(mainBranch))).json<BrandingResponse>()).toMatchObject({
      primary_color: '#0a7e8c',
      customized: [],
    });
    expect((await get(frontDesk, brandingUrl())).json<BrandingResponse>().primary_color).toBe('#0a7e8c');
    const branchAudit = await auditActions(ctx.db.database, owner.tenant.tenantId, {
      resourceId: westBranch,
    });
    expect(branchAudit.map((row) => row.action)).toContain('branding.updated');

    const cleared = await patch(owner, { primary_color: null }, url);
    expect(cleared.json<BrandingResponse>()).toMatchObject({
      primary_color: '#0a7e8c',
      customized: ['tagline'],
    });
    // Clearing at the clinic goes back to spec 3's default, which the branch then inherits.
    await patch(owner, { primary_color: null, custom_header_text: null });
    expect((await get(frontDesk, branchBrandingUrl(westBranch))).json<BrandingResponse>()).toMatchObject({
      primary_color: BRAND_DEFAULTS.primaryColor,
      custom_header_text: '',
      tagline: 'West End care',
    });
  });

  it('answers validation errors per field with {detail, code}', async () => {
    const response = await patch(owner, {
      primary_color: 'red',
      secondary_color: '#12345',
      custom_header_text: 'x'.repeat(61),
      show_logo_in_header: 'yes',
      tagline: 'two\nlines',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('validation_error');
    expect(Object.fromEntries((body.fields ?? []).map(({ field, message }) => [field, message]))).toEqual({
      primary_color: 'Use a colour like #3e16d0: # and six hexadecimal digits',
      secondary_color: 'Use a colour like #3e16d0: # and six hexadecimal digits',
      custom_header_text: 'At most 60 characters',
      show_logo_in_header: expect.any(String) as string,
      tagline: 'Use one line of text without control characters',
    });
    expect(body.detail).toMatch(/^primary_color: Use a colour like #3e16d0/);
  });

  it('refuses ids, tenant_id and the logo key in the body (mass assignment)', async () => {
    for (const extra of [
      { tenant_id: outsider.tenant.tenantId },
      { clinic_id: outsider.tenant.clinicId },
      { branch_id: westBranch },
      { logo_key: `${'a'.repeat(64)}.webp` },
      { logo: 'https://evil.test/logo.png' },
    ]) {
      const response = await patch(owner, { secondary_color: '#000000', ...extra });
      expect(response.statusCode).toBe(400);
    }
    expect((await get(owner, brandingUrl())).json<BrandingResponse>().secondary_color).toBe('#f4a261');
  });

  it('is refused to front desk (403) and answers 404 for another tenant’s clinic or branch', async () => {
    expect((await patch(frontDesk, { primary_color: '#000000' })).statusCode).toBe(403);
    const foreign = await patch(outsider, { primary_color: '#000000' });
    const missing = await patch(outsider, { primary_color: '#000000' }, brandingUrl(randomUUID()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    // The caller's own clinic with another tenant's branch: that branch is not found.
    const foreignBranch = await patch(
      outsider,
      { primary_color: '#000000' },
      `${brandingUrl(outsider.tenant.clinicId)}?branch_id=${westBranch}`,
    );
    const missingBranch = await patch(
      outsider,
      { primary_color: '#000000' },
      `${brandingUrl(outsider.tenant.clinicId)}?branch_id=${randomUUID()}`,
    );
    expect(foreignBranch.statusCode).toBe(404);
    expect(foreignBranch.json()).toEqual(missingBranch.json());
    expect(foreignBranch.json()).toEqual({ detail: 'Branch not found', code: 'not_found' });
    const west = (await get(owner, branchBrandingUrl(westBranch))).json<BrandingResponse>();
    expect(west.primary_color).toBe(BRAND_DEFAULTS.primaryColor);
  });
});
