import type { Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Storage used, read from the file store itself. Uploaded files (profile pictures, logos) live at
 * `<uploadsDir>/<tenantId>/<key>` (api/src/storage); the database keeps their keys but not their
 * sizes, so the sizes come from the files. Each file is written once (content-addressed, written
 * to a temporary name then renamed) and never changed, so its modification time is when it was
 * stored. A replaced or removed file is deleted, so the past of the series counts the files that
 * are still stored, not those since deleted. Half-written temporary files are not counted;
 * symbolic links and folders that are not a tenant's are skipped.
 *
 * With object storage the same three numbers come from its listing (size and last-modified).
 */
export interface StoredFile {
  tenantId: string;
  bytes: number;
  writtenAt: Date;
}

const TENANT_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMPORARY = /\.tmp$/;

export const STORAGE_NOTE =
  'Bytes of the files stored now (profile pictures and logos), measured in the file store; ' +
  'each file counts from when it was written. Files since replaced or removed are not counted.';

async function entriesOf(folder: string): Promise<Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}

/** The files of one tenant's folder. */
export async function tenantStoredFiles(uploadsDir: string, tenantId: string): Promise<StoredFile[]> {
  if (!TENANT_FOLDER.test(tenantId)) return [];
  const folder = path.join(uploadsDir, tenantId);
  const files: StoredFile[] = [];
  for (const entry of await entriesOf(folder)) {
    if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
    try {
      const stats = await lstat(path.join(folder, entry.name));
      if (stats.isFile()) files.push({ tenantId, bytes: stats.size, writtenAt: stats.mtime });
    } catch (error) {
      // Deleted between the listing and the look: it is no longer stored.
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

/** Every tenant's files. */
export async function allStoredFiles(uploadsDir: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const entry of await entriesOf(uploadsDir)) {
    if (!entry.isDirectory() || !TENANT_FOLDER.test(entry.name)) continue;
    files.push(...(await tenantStoredFiles(uploadsDir, entry.name)));
  }
  return files;
}

export function totalBytes(files: readonly StoredFile[]): number {
  return files.reduce((sum, file) => sum + file.bytes, 0);
}
