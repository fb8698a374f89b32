import { LOGO_MAX_SIZE_PX, LOGO_PREVIEW_SIZE_PX, type BrandingResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { notFound } from '../errors/app-error';
import type { Services } from '../platform/services';
import { isStorageKey } from '../storage/file-storage';
import { reencodeImage, type ImageRule } from '../uploads/images';
import { locateStoredFile, type SignedFileQuery } from '../uploads/signed-file-access';
import { contentKey, removeLater, tenantFiles } from '../uploads/stored-files';
import { loadBrandingTarget, type BrandingTarget, type LoadedTarget } from './branding.service';
import { presentBranding, previewKeyOf, type LogoRef } from './clinics.presenter';

const NO_LOGO = 'No logo';

/** PNG, JPEG or WebP by their bytes (no GIF, no SVG), kept within 512 px, plus a 128 px preview. */
const LOGO: ImageRule = {
  accept: ['png', 'jpeg', 'webp'],
  describe: 'PNG, JPEG or WebP',
  renditions: [
    { width: LOGO_MAX_SIZE_PX, height: LOGO_MAX_SIZE_PX, fit: 'inside', quality: 90 },
    { width: LOGO_PREVIEW_SIZE_PX, height: LOGO_PREVIEW_SIZE_PX, fit: 'inside', quality: 85 },
  ],
};

function ownerOf({ clinic, branch }: LoadedTarget): Omit<LogoRef, 'key'> {
  return branch === null
    ? { kind: 'clinic-logo', ownerId: clinic.id }
    : { kind: 'branch-logo', ownerId: branch.id };
}

async function setLogoKey(
  ctx: StaffContext,
  loaded: LoadedTarget,
  key: string | null,
): Promise<LoadedTarget> {
  const changes = { logo_key: key, updated_at: new Date() };
  if (loaded.branch === null) {
    const clinic = await ctx.tx
      .updateTable('clinics')
      .set(changes)
      .where('id', '=', loaded.clinic.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { clinic, branch: null };
  }
  await ctx.tx.updateTable('branches').set(changes).where('id', '=', loaded.branch.id).execute();
  return { clinic: loaded.clinic, branch: { ...loaded.branch, logo_key: key } };
}

const storedFilesOf = (key: string | null): string[] => (key === null ? [] : [key, previewKeyOf(key)]);

async function recordLogoChange(ctx: StaffContext, loaded: LoadedTarget, action: string): Promise<void> {
  const owner = ownerOf(loaded);
  await ctx.audit({
    action,
    resourceType: loaded.branch === null ? 'clinic' : 'branch',
    resourceId: owner.ownerId,
    branchId: loaded.branch?.id ?? null,
    outcome: 'success',
  });
}

/**
 * POST /api/clinics/{clinicId}/upload-logo (`?branch_id=` for a branch's own logo): the upload,
 * checked by its bytes and re-encoded, replaces the old logo. Answers the branding with its URL.
 */
export async function uploadLogo(
  services: Services,
  ctx: StaffContext,
  options: { target: BrandingTarget; upload: Buffer },
): Promise<BrandingResponse> {
  const loaded = await loadBrandingTarget(ctx, options.target, { lock: true });
  const [logo, preview] = await reencodeImage(options.upload, LOGO);
  if (logo === undefined || preview === undefined) throw new Error('missing logo rendition');
  const owner = ownerOf(loaded);
  const key = contentKey(`${owner.kind}:${owner.ownerId}`, logo);
  const storage = tenantFiles(services, ctx.principal.tenantId);
  await storage.put(key, logo);
  await storage.put(previewKeyOf(key), preview);
  const previous = (loaded.branch ?? loaded.clinic).logo_key;
  const updated = await setLogoKey(ctx, loaded, key);
  await recordLogoChange(ctx, loaded, 'branding.logo_uploaded');
  if (previous !== key)
    await removeLater(services, {
      tx: ctx.tx,
      tenantId: ctx.principal.tenantId,
      keys: storedFilesOf(previous),
    });
  return presentBranding(services.keys, updated.clinic, updated.branch);
}

/** DELETE /api/clinics/{clinicId}/logo (idempotent): back to the clinic's logo or the default. */
export async function removeLogo(
  services: Services,
  ctx: StaffContext,
  target: BrandingTarget,
): Promise<BrandingResponse> {
  const loaded = await loadBrandingTarget(ctx, target, { lock: true });
  const previous = (loaded.branch ?? loaded.clinic).logo_key;
  if (previous === null) return presentBranding(services.keys, loaded.clinic, loaded.branch);
  const updated = await setLogoKey(ctx, loaded, null);
  await recordLogoChange(ctx, loaded, 'branding.logo_removed');
  await removeLater(services, {
    tx: ctx.tx,
    tenantId: ctx.principal.tenantId,
    keys: storedFilesOf(previous),
  });
  return presentBranding(services.keys, updated.clinic, updated.branch);
}

async function logoKeyOf(tx: TenantTx, owner: Omit<LogoRef, 'key'>): Promise<string | null> {
  const row =
    owner.kind === 'clinic-logo'
      ? await tx.selectFrom('clinics').select('logo_key').where('id', '=', owner.ownerId).executeTakeFirst()
      : await tx.selectFrom('branches').select('logo_key').where('id', '=', owner.ownerId).executeTakeFirst();
  return row?.logo_key ?? null;
}

/**
 * GET /api/clinics/{clinicId}/logo and /api/branches/{branchId}/logo: public routes (for <img>),
 * so the proof is a signed URL or a staff bearer token. No proof 401, a bad signature 403, no logo
 * (or another tenant's) 404.
 */
export async function fetchLogo(
  services: Services,
  request: FastifyRequest,
  options: { owner: Omit<LogoRef, 'key'>; query: SignedFileQuery; size: 'full' | 'preview' },
): Promise<Buffer> {
  const located = await locateStoredFile(services, request, {
    kind: options.owner.kind,
    ownerId: options.owner.ownerId,
    query: options.query,
    keyOf: (tx) => logoKeyOf(tx, options.owner),
  });
  if (located.key === null || !isStorageKey(located.key)) throw notFound(NO_LOGO);
  const key = options.size === 'preview' ? previewKeyOf(located.key) : located.key;
  const bytes = await tenantFiles(services, located.tenantId).get(key);
  if (bytes === null) throw notFound(NO_LOGO);
  return bytes;
}
