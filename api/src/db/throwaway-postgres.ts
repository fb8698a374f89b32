import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

/**
 * An embedded PostgreSQL in a fresh temporary folder on a free port, for tests and tooling;
 * `stop` also deletes the folder.
 */
export async function startThrowawayPostgres(database: string): Promise<EmbeddedPostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'clinio-pg-'));
  // When run as root, PostgreSQL runs as the postgres user, which must reach its folder.
  await chmod(root, 0o755);
  const server = await startEmbeddedPostgres({
    dir: path.join(root, 'postgres'),
    port: 0,
    database,
    log: () => undefined,
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
