import { isSuperAdminRole, type ProfilePictureResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { Denial, deny } from '../audit/denials';
import { signedPictureUrl } from '../auth/signed-urls';
import { type StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { assertFound, notFound } from '../errors/app-error';
import type { Services } from '../platform/services';
import { isStorageKey } from '../storage/file-storage';
import { locateStoredFile, type SignedFileQuery } from '../uploads/signed-file-access';
import { contentKey, removeLater, tenantFiles, versionOf } from '../uploads/stored-files';
import { normalizePicture } from './picture-image';
import { SUPER_ADMIN_ONLY } from './staff.service';
import { lockStaffUser } from './staff.queries';

const NO_PICTURE = 'No profile picture';

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
  // Content-addressed per person: a colleague's identical picture is another file.
  const key = contentKey(target.id, webp);
  const storage = tenantFiles(services, principal.tenantId);
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
    await removeLater(services, { tx, tenantId: principal.tenantId, keys: [target.profile_picture] });
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
  await removeLater(services, {
    tx: ctx.tx,
    tenantId: ctx.principal.tenantId,
    keys: [target.profile_picture],
  });
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

/**
 * GET /api/staff/{staffId}/profile-picture. The route is public because <img> cannot send a
 * bearer token, so the proof is checked here: a staff bearer token or a signed URL. No proof is
 * 401; a bad signature 403; no picture (or someone of another tenant) 404.
 */
export async function fetchProfilePicture(
  services: Services,
  request: FastifyRequest,
  options: { staffId: string; signature: SignedFileQuery },
): Promise<Buffer> {
  const { staffId, signature } = options;
  const located = await locateStoredFile(services, request, {
    kind: 'picture',
    ownerId: staffId,
    query: signature,
    keyOf: (tx) => pictureKeyOf(tx, staffId),
  });
  if (located.key === null || !isStorageKey(located.key)) throw notFound(NO_PICTURE);
  const bytes = await tenantFiles(services, located.tenantId).get(located.key);
  if (bytes === null) throw notFound(NO_PICTURE);
  return bytes;
}
