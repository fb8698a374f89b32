import { createHash, hkdfSync } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type Config } from '../config/config';
import { repositoryRoot } from '../config/paths';
import { backup, readBackupHeader, restore } from '../db/backup';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';
import { ensureRoles } from '../db/roles';
import { installJobSchema } from '../jobs/job-schema';

/**
 * `pnpm db:backup [file]` and `pnpm db:restore <file>` (ADR 059): the database, the uploaded files
 * and the published remotes, of the embedded server (stopped product) or of DATABASE_URL (live).
 */
const RUNNING =
  'The product is running and its embedded PostgreSQL holds DATA_DIR: stop it first (Ctrl+C), or ' +
  'set DATABASE_URL to back up a PostgreSQL of your own while it serves.';

/** The application secret as it is now, without making one (loadKeys would). */
async function currentSecret(config: Config): Promise<string | null> {
  if (config.appSecret !== null) return config.appSecret;
  const stored = await readFile(path.join(config.dataDir, 'secrets', 'app-secret'), 'utf8').catch(() => '');
  return stored.trim() === '' ? null : stored.trim();
}

/** Tells two secrets apart without revealing either. */
function keyCheck(secret: string | null): string | null {
  if (secret === null) return null;
  return createHash('sha256')
    .update(Buffer.from(hkdfSync('sha256', secret, 'clinio', 'backup-key-check', 32)))
    .digest('hex')
    .slice(0, 16);
}

function folders(config: Config): Record<string, string> {
  return { uploads: config.uploadsDir, mfe: config.mfeStoreDir };
}

async function ownerUrl(config: Config): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.database.kind === 'external') return { url: config.database.ownerUrl, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    dir: config.database.dir,
    port: config.database.port,
    sharedBuffers: config.database.sharedBuffers,
    database: 'clinio',
    log: (message) => console.log(message),
    whenRunning: RUNNING,
  });
  return { url: server.ownerUrl, stop: () => server.stop() };
}

/** A path given is relative to the repository's root (where the README's commands run), as DATA_DIR is. */
const fromUser = (file: string) => path.resolve(repositoryRoot(), file);

async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch(() => [] as string[]);
  return entries.length === 0;
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const target = path.resolve(
      file ??
        path.join(
          config.dataDir,
          'backups',
          `clinio-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.gz`,
        ),
    );
    const server = await ownerUrl(config);
    try {
      const summary = await backup({
        url: server.url,
        file: target,
        folders: folders(config),
        keyCheck: keyCheck(await currentSecret(config)),
        onProgress: (message) => console.log(`  ${message}`),
      });
      console.log(
        `backup written to ${target}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files (${summary.bytes} bytes)`,
      );
    } finally {
      await server.stop();
    }
    return;
  }
  if (command === 'restore' && file) {
    for (const [name, folder] of Object.entries(folders(config))) {
      if (!(await isEmptyFolder(folder))) {
        throw new Error(
          `${folder} (${name}) is not empty: restore into a new DATA_DIR (or move it away first)`,
        );
      }
    }
    const server = await ownerUrl(config);
    try {
      await ensureRoles(server.url);
      const summary = await restore({
        url: server.url,
        file: fromUser(file),
        folders: folders(config),
        installJobSchema,
        onProgress: (message) => console.log(`  ${message}`),
      });
      const newer = await migrate(server.url, { log: (message) => console.log(message) });
      await installJobSchema(server.url);
      const header = await readBackupHeader(fromUser(file));
      const here = keyCheck(await currentSecret(config));
      if (header.key_check !== null && here !== header.key_check) {
        console.warn(
          here === null
            ? 'No application secret here yet: before starting, set APP_SECRET (or copy secrets/app-secret from the old DATA_DIR) to the one the backup was taken with, or two-factor secrets and stored tokens cannot be read.'
            : 'This APP_SECRET is not the one the backup was taken with: two-factor secrets and stored tokens cannot be read until it is.',
        );
      }
      console.log(
        `restored ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files` +
          (newer.applied.length > 0 ? `, then ${newer.applied.length} newer migrations` : ''),
      );
    } finally {
      await server.stop();
    }
    return;
  }
  throw new Error('Usage: pnpm db:backup [file] | pnpm db:restore <file>');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
