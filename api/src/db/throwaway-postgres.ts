import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

/**
 * A throwaway cluster keeps nothing past its run, so it does not wait for the disk: no fsync, no
 * full-page images, commits acknowledged before their WAL is flushed. A crash of the machine loses
 * the cluster, which is deleted at the end anyway. (The product's own cluster keeps the defaults.)
 */
const NOT_DURABLE = { fsync: 'off', full_page_writes: 'off', synchronous_commit: 'off' } as const;

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
    settings: NOT_DURABLE,
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
