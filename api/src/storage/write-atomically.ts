import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` to a hidden temporary file beside `file` and renames it into place, so a reader
 * (a developer's outbox watcher, a test polling for an e-mail, another process reading state)
 * sees either the old file or the whole new one, never half of it. The temporary name starts with
 * a dot and ends in `.tmp`, so a reader listing `*.json` never picks it up.
 */
export async function writeAtomically(
  file: string,
  data: string | Uint8Array,
  options: { mode?: number } = {},
): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, data, { mode: options.mode ?? 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
