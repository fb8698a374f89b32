import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, ProfilePictureResponse, UserProfile } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { signedPictureUrl } from '../auth/signed-urls';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  buildMember,
  multipartBody,
  patientHeaders,
  type FilePart,
  type Member,
} from './staff-test-fixtures';

const MAX_BYTES = 64 * 1024;
let ctx: TestContext;
let owner: Member;
let admin: Member;
let provider: Member;
let colleague: Member;
let outsider: Member;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  colleague = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3e16d0' } })
    .withExif({ IFD0: { Copyright: 'Secret location', ImageDescription: 'GPS 51.5N' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const pictureUrl = (id: string) => `/api/staff/${id}/profile-picture`;

function upload(by: Member | null, staffId: string, part: Partial<FilePart> = {}) {
  const body = multipartBody([
    { name: 'file', filename: 'me.png', contentType: 'image/png', content: png, ...part },
  ]);
  return inject({
    method: 'POST',
    url: pictureUrl(staffId),
    payload: body.payload,
    headers: { ...body.headers, ...(by ? by.session.headers : {}) },
  });
}

async function storedKey(member: Member): Promise<string | null> {
  const row = await ctx.db.database.withTenant(member.tenant.tenantId, (tx) =>
    tx
      .selectFrom('staff_users')
      .select('profile_picture')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow(),
  );
  return row.profile_picture;
}

describe('POST /api/staff/{staffId}/profile-picture', () => {
  it('re-encodes a real PNG to a 256×256 WebP without metadata, served with nosniff from a signed URL', async () => {
    const response = await upload(provider, provider.id);
    expect(response.statusCode).toBe(200);
    const fileUrl = response.json<ProfilePictureResponse>().profile_picture.file_url;
    expect(fileUrl).toMatch(
      new RegExp(`^/api/staff/${provider.id}/profile-picture\\?t=.+&v=[0-9a-f]{16}&exp=\\d+&sig=`),
    );

    const image = await inject({ method: 'GET', url: fileUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
    expect(String(image.headers['cache-control'])).toMatch(/^private/);
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Secret location'))).toBe(false);

    const key = await storedKey(provider);
    expect(key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(existsSync(path.join(ctx.config.uploadsDir, provider.tenant.tenantId, key ?? ''))).toBe(true);
    const me = (
      await inject({ method: 'GET', url: '/api/me', headers: provider.session.headers })
    ).json<UserProfile>();
    expect(me.profile_picture).toContain(`v=${key?.slice(0, 16) ?? ''}`);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(MAX_BYTES + 1024, 1)]);
    const response = await upload(provider, provider.id, { content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses SVG, a text file named .png and a broken image with 415 and a clear message', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases: Partial<FilePart>[] = [
      { content: svg, filename: 'me.svg', contentType: 'image/svg+xml' },
      { content: 'just some text, honestly a picture', filename: 'me.png', contentType: 'image/png' },
      { content: Buffer.concat([png.subarray(0, 64), Buffer.from('truncated')]), filename: 'me.png' },
    ];
    for (const part of cases) {
      const response = await upload(provider, provider.id, part);
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiErrorBody>().detail).toMatch(/PNG, JPEG, WebP or GIF/);
    }
  });

  it('needs a multipart body with a non-empty field named file', async () => {
    const json = await inject({
      method: 'POST',
      url: pictureUrl(provider.id),
      headers: provider.session.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(provider, provider.id, { name: 'picture' })).statusCode).toBe(400);
    expect((await upload(provider, provider.id, { content: Buffer.alloc(0) })).statusCode).toBe(400);
    expect((await upload(null, provider.id)).statusCode).toBe(401);
    const noBoundary = await inject({
      method: 'POST',
      url: pictureUrl(provider.id),
      headers: { ...provider.session.headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const body = multipartBody([{ name: 'file', filename: 'me.png', content: png }]);
    const cut = await inject({
      method: 'POST',
      url: pictureUrl(provider.id),
      headers: { ...provider.session.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 100),
    });
    expect(cut.statusCode).toBe(400);
  });

  it('lets you change your own picture, staff_manage anyone’s, and only a super admin a super admin’s', async () => {
    expect((await upload(provider, colleague.id)).statusCode).toBe(403);
    expect(await storedKey(colleague)).toBeNull();
    expect((await upload(admin, colleague.id)).statusCode).toBe(200);
    expect((await upload(admin, owner.id)).statusCode).toBe(403);
    expect((await upload(owner, owner.id)).statusCode).toBe(200);
  });

  it('answers 404 for another tenant’s member, as for a missing id, and stores nothing', async () => {
    const before = await storedKey(colleague);
    const foreign = await upload(outsider, colleague.id);
    const missing = await upload(outsider, randomUUID());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await storedKey(colleague)).toBe(before);
  });
});

describe('GET /api/staff/{staffId}/profile-picture', () => {
  let member: Member;
  let fileUrl: string;
  beforeAll(async () => {
    member = await buildMember(ctx.server, ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    fileUrl = (await upload(member, member.id)).json<ProfilePictureResponse>().profile_picture.file_url;
  });

  it('serves the picture to a colleague’s bearer token, not to another tenant or a patient', async () => {
    const byColleague = await inject({
      method: 'GET',
      url: pictureUrl(member.id),
      headers: colleague.session.headers,
    });
    expect(byColleague.statusCode).toBe(200);
    expect(byColleague.headers['content-type']).toBe('image/webp');
    const foreign = await inject({
      method: 'GET',
      url: pictureUrl(member.id),
      headers: outsider.session.headers,
    });
    const missing = await inject({
      method: 'GET',
      url: pictureUrl(randomUUID()),
      headers: outsider.session.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(
      (
        await inject({
          method: 'GET',
          url: pictureUrl(member.id),
          headers: await patientHeaders(ctx.services.keys),
        })
      ).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'GET', url: pictureUrl(member.id) })).statusCode).toBe(401);
  });

  it('refuses a tampered or expired signed URL', async () => {
    const url = new URL(fileUrl, 'http://x');
    const tampered = new URL(url);
    tampered.searchParams.set('t', outsider.tenant.tenantId);
    expect((await inject({ method: 'GET', url: `${tampered.pathname}${tampered.search}` })).statusCode).toBe(
      403,
    );
    const otherPerson = `${pictureUrl(colleague.id)}${url.search}`;
    expect((await inject({ method: 'GET', url: otherPerson })).statusCode).toBe(403);
    const badSig = new URL(url);
    badSig.searchParams.set('sig', 'A'.repeat(43));
    expect((await inject({ method: 'GET', url: `${badSig.pathname}${badSig.search}` })).statusCode).toBe(403);
    const version = url.searchParams.get('v') ?? '';
    const expired = signedPictureUrl(ctx.services.keys, {
      tenantId: member.tenant.tenantId,
      userId: member.id,
      version,
      nowMs: Date.now() - 2 * 86_400_000,
    });
    expect((await inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('answers 404 when there is no picture, and after a replacement the old link and file are gone', async () => {
    expect(
      (await inject({ method: 'GET', url: pictureUrl(provider.id), headers: colleague.session.headers }))
        .statusCode,
    ).toBe(200);
    const fresh = await buildMember(ctx.server, ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    expect(
      (await inject({ method: 'GET', url: pictureUrl(fresh.id), headers: fresh.session.headers })).statusCode,
    ).toBe(404);

    const oldKey = await storedKey(member);
    const recoloured = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#1585cb' },
    })
      .jpeg()
      .toBuffer();
    const replaced = await upload(member, member.id, {
      content: recoloured,
      filename: 'new.jpg',
      contentType: 'image/jpeg',
    });
    expect(replaced.statusCode).toBe(200);
    await ctx.jobs.drain();
    expect((await inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'GET', url: replaced.json<ProfilePictureResponse>().profile_picture.file_url }))
        .statusCode,
    ).toBe(200);
    expect(existsSync(path.join(ctx.config.uploadsDir, member.tenant.tenantId, oldKey ?? ''))).toBe(false);
  });
});

describe('DELETE /api/staff/{staffId}/profile-picture', () => {
  it('removes your picture (then GET is 404) and is refused for a colleague without staff_manage', async () => {
    const member = await buildMember(ctx.server, ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    await upload(member, member.id);
    const key = await storedKey(member);
    expect(
      (await inject({ method: 'DELETE', url: pictureUrl(member.id), headers: colleague.session.headers }))
        .statusCode,
    ).toBe(403);
    const foreign = await inject({
      method: 'DELETE',
      url: pictureUrl(member.id),
      headers: outsider.session.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await storedKey(member)).toBe(key);

    expect(
      (await inject({ method: 'DELETE', url: pictureUrl(member.id), headers: member.session.headers }))
        .statusCode,
    ).toBe(204);
    await ctx.jobs.drain();
    expect(await storedKey(member)).toBeNull();
    expect(existsSync(path.join(ctx.config.uploadsDir, member.tenant.tenantId, key ?? ''))).toBe(false);
    expect(
      (await inject({ method: 'GET', url: pictureUrl(member.id), headers: member.session.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: pictureUrl(member.id), headers: member.session.headers }))
        .statusCode,
    ).toBe(204);
  });
});
