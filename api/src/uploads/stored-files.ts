import { createHash } from 'node:crypto';
import type { Config } from '../config/config';
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
 * Replaced or removed files go after the answer, alongside the commit. Should the commit fail, the
 * owner is left with no file (a 404), never with a broken image.
 */
export function removeLater(services: Services, storage: FileStorage, keys: readonly string[]): void {
  const valid = keys.filter(isStorageKey);
  if (valid.length === 0) return;
  services.background.run('delete-replaced-file', async () => {
    for (const key of valid) await storage.delete(key);
  });
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
