import { createHash } from 'node:crypto';
import { isSuperAdminRole, type ProfilePictureResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { Denial, deny } from '../audit/denials';
import { verifyAccessToken } from '../auth/access-tokens';
import { bearerToken } from '../auth/request-auth';
import { signedPictureUrl, verifyPictureSignature } from '../auth/signed-urls';
import { assertFound, withStaff, type StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { AppError, forbidden, notFound, unauthenticated } from '../errors/app-error';
import type { Services } from '../platform/services';
import { createLocalFileStorage, isStorageKey, type FileStorage } from '../storage/file-storage';
import { normalizePicture } from './picture-image';
import { SUPER_ADMIN_ONLY } from './staff.service';
import { lockStaffUser } from './staff.queries';

const NO_PICTURE = 'No profile picture';

export function pictureStorage(services: Services, tenantId: string): FileStorage {
  return createLocalFileStorage({ rootDir: services.config.uploadsDir, tenantId });
}

/**
 * Content-addressed, per person: the same image uploaded by two colleagues gets two keys, so
 * removing one never removes the other's file. The first 16 characters are the URL version.
 */
export function pictureKey(userId: string, webp: Buffer): string {
  return `${createHash('sha256').update(`${userId}:`).update(webp).digest('hex')}.webp`;
}

const versionOf = (key: string) => key.slice(0, 16);

/** Your own picture, or anyone's with staff_manage; a super admin's only by a super admin. */
async function lockEditableTarget(ctx: StaffContext, staffId: string) {
  const { principal } = ctx;
  const isSelf = staffId === principal.userId;
  if (!isSelf && !principal.permissions.has('staff_manage')) {
    return deny(ctx, { resourceType: 'staff_picture', resourceId: staffId });
  }
  const target = assertFound(await lockStaffUser(ctx.tx, staffId), 'Staff member');
  if (!isSelf && isSuperAdminRole(target.role_name) && !principal.isSuperAdmin) {
    return deny(ctx, { resourceType: 'staff_picture', resourceId: staffId }, SUPER_ADMIN_ONLY);
  }
  return target;
}

/**
 * The old file goes alongside the commit. Should the commit fail, the person is left with no
 * picture (GET answers 404), never with a broken image.
 */
function removeLater(services: Services, storage: FileStorage, key: string): void {
  if (!isStorageKey(key)) return;
  services.background.run('delete-replaced-picture', () => storage.delete(key));
}

/** POST /api/staff/{staffId}/profile-picture: the upload, re-encoded, replaces the old picture. */
export async function replaceProfilePicture(
  services: Services,
  ctx: StaffContext,
  options: { staffId: string; upload: Buffer },
): Promise<ProfilePictureResponse | Denial> {
  const { tx, principal } = ctx;
  const target = await lockEditableTarget(ctx, options.staffId);
  if (target instanceof Denial) return target;
  const webp = await normalizePicture(options.upload);
  const key = pictureKey(target.id, webp);
  const storage = pictureStorage(services, principal.tenantId);
  await storage.put(key, webp);
  await tx
    .updateTable('staff_users')
    .set({ profile_picture: key, updated_at: new Date() })
    .where('id', '=', target.id)
    .execute();
  await ctx.audit({
    action: 'staff.picture_updated',
    resourceType: 'staff_user',
    resourceId: target.id,
    outcome: 'success',
  });
  if (target.profile_picture !== null && target.profile_picture !== key)
    removeLater(services, storage, target.profile_picture);
  const fileUrl = signedPictureUrl(services.keys, {
    tenantId: principal.tenantId,
    userId: target.id,
    version: versionOf(key),
  });
  return { profile_picture: { file_url: fileUrl } };
}

/** DELETE /api/staff/{staffId}/profile-picture (idempotent). */
export async function removeProfilePicture(
  services: Services,
  ctx: StaffContext,
  staffId: string,
): Promise<null | Denial> {
  const target = await lockEditableTarget(ctx, staffId);
  if (target instanceof Denial) return target;
  if (target.profile_picture === null) return null;
  await ctx.tx
    .updateTable('staff_users')
    .set({ profile_picture: null, updated_at: new Date() })
    .where('id', '=', staffId)
    .execute();
  await ctx.audit({
    action: 'staff.picture_removed',
    resourceType: 'staff_user',
    resourceId: staffId,
    outcome: 'success',
  });
  removeLater(services, pictureStorage(services, ctx.principal.tenantId), target.profile_picture);
  return null;
}

async function pictureKeyOf(tx: TenantTx, staffId: string): Promise<string | null> {
  const row = await tx
    .selectFrom('staff_users')
    .select('profile_picture')
    .where('id', '=', staffId)
    .executeTakeFirst();
  return row?.profile_picture ?? null;
}

export interface PictureSignature {
  t?: string;
  v?: string;
  exp?: string;
  sig?: string;
}

interface Located {
  tenantId: string;
  key: string | null;
}

/** A staff access token of the picture's tenant, with a live session as on every staff route. */
async function locateByToken(
  services: Services,
  request: FastifyRequest,
  token: string,
  staffId: string,
): Promise<Located> {
  const verified = await verifyAccessToken(services.keys.accessToken, token);
  if (!verified.ok) {
    throw unauthenticated(
      verified.reason === 'expired'
        ? 'Your session has expired. Please sign in again.'
        : 'Invalid access token',
    );
  }
  const { claims } = verified;
  if (claims.aud !== 'staff' || claims.tid === null) throw forbidden();
  request.claims = claims;
  const key = await withStaff(services.database, request, (ctx) => pictureKeyOf(ctx.tx, staffId));
  return { tenantId: claims.tid, key };
}

/** A signed URL (from /api/me or an upload): that tenant, person and picture version, until it expires. */
async function locateBySignature(
  services: Services,
  signature: Required<PictureSignature>,
  staffId: string,
): Promise<Located> {
  const proof = {
    tenantId: signature.t,
    userId: staffId,
    version: signature.v,
    expires: signature.exp,
    sig: signature.sig,
  };
  if (!verifyPictureSignature(services.keys, proof)) {
    throw new AppError(403, 'permission_denied', 'This picture link is invalid or has expired');
  }
  const key = await services.database.withTenant(signature.t, (tx) => pictureKeyOf(tx, staffId));
  // A link shows the picture it was made for, never a later one.
  return { tenantId: signature.t, key: key !== null && versionOf(key) === signature.v ? key : null };
}

function isComplete(signature: PictureSignature): signature is Required<PictureSignature> {
  return (
    signature.t !== undefined &&
    signature.v !== undefined &&
    signature.exp !== undefined &&
    signature.sig !== undefined
  );
}

/**
 * GET /api/staff/{staffId}/profile-picture. The route is public because <img> cannot send a
 * bearer token, so the proof is checked here: a staff bearer token or a signed URL. No proof is
 * 401; a bad signature 403; no picture (or someone of another tenant) 404.
 */
export async function fetchProfilePicture(
  services: Services,
  request: FastifyRequest,
  options: { staffId: string; signature: PictureSignature },
): Promise<Buffer> {
  const { staffId, signature } = options;
  const token = bearerToken(request);
  let located: Located;
  if (token !== null) located = await locateByToken(services, request, token, staffId);
  else if (isComplete(signature)) located = await locateBySignature(services, signature, staffId);
  else throw unauthenticated();
  if (located.key === null || !isStorageKey(located.key)) throw notFound(NO_PICTURE);
  const bytes = await pictureStorage(services, located.tenantId).get(located.key);
  if (bytes === null) throw notFound(NO_PICTURE);
  return bytes;
}
