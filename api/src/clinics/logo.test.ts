import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, BrandingResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { signFileQuery } from '../auth/signed-urls';
import {
  auditActions,
  buildMember,
  multipartBody,
  patientHeaders,
  type FilePart,
  type Member,
} from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

const MAX_BYTES = 64 * 1024;
let ctx: TestContext;
let admin: Member;
let frontDesk: Member;
let outsider: Member;
let clinicId: string;
let mainBranch: string;
let westBranch: string;
let wideLogo: Buffer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
  const tenant = await buildTenant(ctx.db.database, { branches: 2 });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  clinicId = tenant.clinicId;
  [mainBranch = '', westBranch = ''] = tenant.branchIds;
  // A wide, partly transparent logo carrying metadata that must not survive.
  wideLogo = await sharp({
    create: { width: 1200, height: 400, channels: 4, background: { r: 62, g: 22, b: 208, alpha: 0.5 } },
  })
    .withExif({ IFD0: { Copyright: 'Secret studio', ImageDescription: 'GPS 41.7N' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const uploadUrl = (id = clinicId) => `/api/clinics/${id}/upload-logo`;

function upload(by: Member | null, options: { url?: string; part?: Partial<FilePart> } = {}) {
  const body = multipartBody([
    { name: 'file', filename: 'logo.png', contentType: 'image/png', content: wideLogo, ...options.part },
  ]);
  return inject({
    method: 'POST',
    url: options.url ?? uploadUrl(),
    payload: body.payload,
    headers: { ...body.headers, ...(by ? by.session.headers : {}) },
  });
}

async function logoKeys(): Promise<{ clinic: string | null; west: string | null }> {
  return ctx.db.database.withTenant(admin.tenant.tenantId, async (tx) => ({
    clinic: (await tx.selectFrom('clinics').select('logo_key').executeTakeFirstOrThrow()).logo_key,
    west: (
      await tx
        .selectFrom('branches')
        .select('logo_key')
        .where('id', '=', westBranch)
        .executeTakeFirstOrThrow()
    ).logo_key,
  }));
}

const stored = (key: string) => path.join(ctx.config.uploadsDir, admin.tenant.tenantId, key);
const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url, headers });

describe('POST /api/clinics/{clinicId}/upload-logo', () => {
  it('re-encodes the logo to WebP within 512 px (aspect and transparency kept, metadata gone) and answers the branding', async () => {
    const response = await upload(admin);
    expect(response.statusCode).toBe(200);
    const branding = response.json<BrandingResponse>();
    expect(branding).toMatchObject({ clinic_id: clinicId, branch_id: null, customized: ['logo'] });
    const urlPattern = `^/api/clinics/${clinicId}/logo\\?t=${admin.tenant.tenantId}&v=[0-9a-f]{16}&exp=\\d+&sig=[\\w-]+`;
    expect(branding.logo).toMatch(new RegExp(`${urlPattern}$`));
    expect(branding.logo_preview).toMatch(new RegExp(`${urlPattern}&size=preview$`));

    const image = await get(branding.logo ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'content-disposition': 'attachment; filename="logo.webp"',
      'cache-control': 'private, max-age=86400, immutable',
    });
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 171, hasAlpha: true });
    expect(metadata.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Secret studio'))).toBe(false);

    const preview = await get(branding.logo_preview ?? '');
    expect(preview.statusCode).toBe(200);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 128, height: 43 });

    const { clinic: key } = await logoKeys();
    expect(key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(existsSync(stored(key ?? ''))).toBe(true);
    // The URL stays the same between loads, so the browser's cached copy is used.
    const again = await get(`/api/clinics/${clinicId}/branding`, frontDesk.session.headers);
    expect(again.json<BrandingResponse>().logo).toBe(branding.logo);
    const audit = await auditActions(ctx.db.database, admin.tenant.tenantId, { resourceId: clinicId });
    expect(audit).toContainEqual({
      action: 'branding.logo_uploaded',
      outcome: 'success',
      actor_id: admin.id,
      resource_id: clinicId,
    });
  });

  it('refuses SVG (with script), GIF, wrong magic bytes and a broken image with 415, storing nothing', async () => {
    const before = await logoKeys();
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const cases: Partial<FilePart>[] = [
      { content: svg, filename: 'logo.svg', contentType: 'image/svg+xml' },
      { content: svg, filename: 'logo.png', contentType: 'image/png' },
      { content: gif, filename: 'logo.gif', contentType: 'image/gif' },
      { content: 'plain text pretending to be a logo', filename: 'logo.png' },
      { content: Buffer.concat([wideLogo.subarray(0, 64), Buffer.from('cut off')]), filename: 'logo.png' },
    ];
    for (const part of cases) {
      const response = await upload(admin, { part });
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiErrorBody>()).toMatchObject({ code: 'unsupported_media_type' });
      expect(response.json<ApiErrorBody>().detail).toMatch(/PNG, JPEG or WebP/);
    }
    expect(await logoKeys()).toEqual(before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
    const big = Buffer.concat([wideLogo.subarray(0, 8), Buffer.alloc(MAX_BYTES + 1024, 1)]);
    const response = await upload(admin, { part: { content: big } });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'payload_too_large',
      detail: 'The file is too large; the limit is 0.1 MB',
    });
  });

  it('needs a multipart body with a non-empty field named file', async () => {
    const wrongField = await upload(admin, { part: { name: 'logo' } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<ApiErrorBody>()).toEqual({
      detail: 'file: Choose a file to upload',
      code: 'validation_error',
      fields: [{ field: 'file', message: 'Choose a file to upload' }],
    });
    expect((await upload(admin, { part: { content: Buffer.alloc(0) } })).statusCode).toBe(400);
    const json = await inject({
      method: 'POST',
      url: uploadUrl(),
      headers: admin.session.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(null)).statusCode).toBe(401);
  });

  it('is refused to front desk and a patient (403), and 404 for another tenant, changing nothing', async () => {
    const before = await logoKeys();
    expect((await upload(frontDesk)).statusCode).toBe(403);
    const body = multipartBody([{ name: 'file', filename: 'a.png', content: wideLogo }]);
    const patient = await inject({
      method: 'POST',
      url: uploadUrl(),
      payload: body.payload,
      headers: { ...body.headers, ...(await patientHeaders(ctx.services.keys)) },
    });
    expect(patient.statusCode).toBe(403);
    const foreign = await upload(outsider);
    const missing = await upload(outsider, { url: uploadUrl(randomUUID()) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const foreignBranch = await upload(outsider, {
      url: `${uploadUrl(outsider.tenant.clinicId)}?branch_id=${westBranch}`,
    });
    expect(foreignBranch.statusCode).toBe(404);
    expect(await logoKeys()).toEqual(before);
  });
});

describe('branch logos and fetching', () => {
  let branchLogo: BrandingResponse;
  beforeAll(async () => {
    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1585cb' } })
      .jpeg()
      .toBuffer();
    const response = await upload(admin, {
      url: `${uploadUrl()}?branch_id=${westBranch}`,
      part: { content: square, filename: 'west.jpg', contentType: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(200);
    branchLogo = response.json<BrandingResponse>();
  });

  it('gives a branch its own logo while the other branch keeps the clinic’s', async () => {
    expect(branchLogo).toMatchObject({ branch_id: westBranch, customized: ['logo'] });
    expect(branchLogo.logo).toMatch(new RegExp(`^/api/branches/${westBranch}/logo\\?`));
    const west = await get(`/api/branches/${westBranch}/branding`, frontDesk.session.headers);
    expect(west.json<BrandingResponse>().logo).toBe(branchLogo.logo);
    const main = await get(`/api/branches/${mainBranch}/branding`, frontDesk.session.headers);
    expect(main.json<BrandingResponse>().logo).toMatch(new RegExp(`^/api/clinics/${clinicId}/logo\\?`));
    const image = await get(branchLogo.logo ?? '');
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(
      (await auditActions(ctx.db.database, admin.tenant.tenantId, { resourceId: westBranch })).map(
        (row) => row.action,
      ),
    ).toContain('branding.logo_uploaded');
  });

  it('serves a staff bearer token of the tenant, not another tenant (404) or no proof (401)', async () => {
    const url = `/api/clinics/${clinicId}/logo`;
    const mine = await get(url, frontDesk.session.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const foreign = await get(url, outsider.session.headers);
    const missing = await get(`/api/clinics/${randomUUID()}/logo`, outsider.session.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await patientHeaders(ctx.services.keys))).statusCode).toBe(403);
  });

  it('refuses a tampered, misplaced or expired signed URL (403)', async () => {
    const url = new URL(branchLogo.logo ?? '', 'http://x');
    const tampered = new URL(url);
    tampered.searchParams.set('t', outsider.tenant.tenantId);
    expect((await get(`${tampered.pathname}${tampered.search}`)).statusCode).toBe(403);
    // The branch's signature does not open the clinic's logo (nor another branch's).
    expect((await get(`/api/clinics/${clinicId}/logo${url.search}`)).statusCode).toBe(403);
    expect((await get(`/api/branches/${mainBranch}/logo${url.search}`)).statusCode).toBe(403);
    const badSig = new URL(url);
    badSig.searchParams.set('sig', 'A'.repeat(43));
    expect((await get(`${badSig.pathname}${badSig.search}`)).statusCode).toBe(403);
    const expired = signFileQuery(
      ctx.services.keys,
      {
        kind: 'branch-logo',
        tenantId: admin.tenant.tenantId,
        ownerId: westBranch,
        version: url.searchParams.get('v') ?? '',
      },
      { nowMs: Date.now() - 3 * 86_400_000 },
    );
    expect((await get(`${url.pathname}?${expired.toString()}`)).statusCode).toBe(403);
  });
});

describe('DELETE /api/clinics/{clinicId}/logo and replacing a logo', () => {
  it('replacing the logo retires the old link and files', async () => {
    const first = await get(`/api/clinics/${clinicId}/branding`, admin.session.headers);
    const oldUrl = first.json<BrandingResponse>().logo ?? '';
    const { clinic: oldKey } = await logoKeys();
    const square = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f4a261' } })
      .webp()
      .toBuffer();
    const replaced = await upload(admin, { part: { content: square, filename: 'new.webp' } });
    expect(replaced.statusCode).toBe(200);
    await ctx.jobs.drain();
    expect((await get(oldUrl)).statusCode).toBe(404);
    expect(existsSync(stored(oldKey ?? ''))).toBe(false);
    expect(existsSync(stored((oldKey ?? '').replace('.webp', '-preview.webp')))).toBe(false);
    const image = await get(replaced.json<BrandingResponse>().logo ?? '');
    // Never enlarged: a 64 px logo stays 64 px.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
  });

  it('removes a branch’s logo (it inherits the clinic’s), then the clinic’s (default), idempotently and audited', async () => {
    const url = `/api/clinics/${clinicId}/logo`;
    expect((await inject({ method: 'DELETE', url, headers: frontDesk.session.headers })).statusCode).toBe(
      403,
    );
    const foreign = await inject({ method: 'DELETE', url, headers: outsider.session.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await logoKeys()).clinic).not.toBeNull();

    const keys = await logoKeys();
    const branch = await inject({
      method: 'DELETE',
      url: `${url}?branch_id=${westBranch}`,
      headers: admin.session.headers,
    });
    expect(branch.statusCode).toBe(200);
    expect(branch.json<BrandingResponse>()).toMatchObject({ branch_id: westBranch, customized: [] });
    expect(branch.json<BrandingResponse>().logo).toMatch(new RegExp(`^/api/clinics/${clinicId}/logo\\?`));

    const clinic = await inject({ method: 'DELETE', url, headers: admin.session.headers });
    expect(clinic.statusCode).toBe(200);
    expect(clinic.json<BrandingResponse>()).toMatchObject({ logo: null, logo_preview: null, customized: [] });
    await ctx.jobs.drain();
    expect(await logoKeys()).toEqual({ clinic: null, west: null });
    expect(existsSync(stored(keys.clinic ?? ''))).toBe(false);
    expect(existsSync(stored(keys.west ?? ''))).toBe(false);
    expect((await get(url, admin.session.headers)).statusCode).toBe(404);

    const again = await inject({ method: 'DELETE', url, headers: admin.session.headers });
    expect(again.statusCode).toBe(200);
    const actions = (await auditActions(ctx.db.database, admin.tenant.tenantId))
      .filter((row) => row.action === 'branding.logo_removed')
      .map((row) => row.resource_id);
    expect(actions).toEqual([westBranch, clinicId]);
  });
});
