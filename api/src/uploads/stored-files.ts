import { createHash } from 'node:crypto';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { Services } from '../platform/services';
import { createLocalFileStorage, isStorageKey, type FileStorage } from '../storage/file-storage';

/** The tenant's uploaded files (pictures, logos). */
export function tenantFiles(services: Services, tenantId: string): FileStorage {
  return createLocalFileStorage({ rootDir: services.config.uploadsDir, tenantId });
}

/**
 * Content-addressed within a scope (a person, a clinic's logo…): the same image uploaded for two
 * owners gets two keys, so removing one never removes the other's file.
 */
export function contentKey(scope: string, bytes: Buffer, suffix = ''): string {
  return `${createHash('sha256').update(`${scope}:`).update(bytes).digest('hex')}${suffix}.webp`;
}

/** The first 16 characters of a key name its version in signed URLs. */
export const versionOf = (key: string): string => key.slice(0, 16);

/**
 * Replaced or removed files are deleted by a `files.delete` job queued in the transaction of the
 * change (`tx`): only once the change has committed, and even across a restart. Should the commit
 * fail, the old file stays where the owner's row still points.
 */
export async function removeLater(
  services: Services,
  change: { tx: Db; tenantId: string; keys: readonly string[] },
): Promise<void> {
  const keys = change.keys.filter(isStorageKey);
  if (keys.length === 0) return;
  await services.jobs.enqueue(change.tx, 'files.delete', { tenantId: change.tenantId, keys });
}

/** The `files.delete` job. Storage keys are checked again: a payload is never trusted as a path. */
export async function deleteStoredFiles(
  services: Services,
  job: { tenantId: string; keys: readonly string[] },
): Promise<void> {
  const storage = tenantFiles(services, job.tenantId);
  for (const key of job.keys.filter(isStorageKey)) await storage.delete(key);
}

/**
 * Headers of a stored image: its own type only (nosniff), nothing it could run (CSP), and a
 * cross-origin policy that lets the web app's <img> load it when the API has another origin.
 */
export function storedImageHeaders(
  config: Config,
  options: { filename: string; disposition: 'inline' | 'attachment'; cacheControl: string },
): Record<string, string> {
  return {
    'cache-control': options.cacheControl,
    'content-security-policy': "default-src 'none'",
    'content-disposition': `${options.disposition}; filename="${options.filename}"`,
    'cross-origin-resource-policy': config.publicApiBaseUrl === '' ? 'same-origin' : 'cross-origin',
    'x-content-type-options': 'nosniff',
  };
}
