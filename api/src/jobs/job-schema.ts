import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { APP_ROLE, SYSTEM_ROLE } from '../db/roles';
import { JOB_NAMES, JOB_SCHEMA, QUEUES } from './queues';

/**
 * Installs or upgrades the job queue's schema as the owner, creates our queues, and grants the
 * two login roles what they need. Runs at start after the migrations (and in `db:migrate`), under
 * an advisory lock so two processes starting together do not race:
 * - clinio_app (requests) may only add jobs, so a change and its jobs commit in one transaction:
 *   USAGE on the schema, SELECT on the queue table (a job takes its queue's policy), INSERT on
 *   the job table and its partitions (and SELECT of `id` and `start_after`, which the insert returns);
 * - clinio_system (workers, the system administrator's job list) reads and settles jobs: every
 *   table of the schema, its sequences and functions. It owns nothing, so schema changes stay
 *   with the owner here.
 */
/**
 * What an install sets up: pg-boss's version (its schema), our queues and their options, and this
 * file's grants (bump GRANTS when they change). Written as the schema's comment when an install
 * completes; a start that finds it unchanged skips the install (issue 20: it was 0.4-0.6 s of every
 * start, a pg-boss start and some thirty statements, for nothing).
 */
const GRANTS = 1;

function installFingerprint(): string {
  const manifest = readFileSync(require.resolve('pg-boss/package.json'), 'utf8');
  const { version } = JSON.parse(manifest) as { version: string };
  return createHash('sha256')
    .update(JSON.stringify({ version, queues: QUEUES, grants: GRANTS }))
    .digest('hex');
}

const INSTALLED_PREFIX = 'clinio job schema ';

export async function installJobSchema(ownerUrl: string, shared?: pg.Client): Promise<void> {
  const lock = shared ?? new pg.Client({ connectionString: ownerUrl });
  if (shared === undefined) await lock.connect();
  const expected = `${INSTALLED_PREFIX}${installFingerprint()}`;
  try {
    const installed = await lock.query<{ comment: string | null }>(
      `select obj_description(oid, 'pg_namespace') as comment from pg_namespace where nspname = $1`,
      [JOB_SCHEMA],
    );
    if (installed.rows[0]?.comment === expected) return;
    await lock.query('select pg_advisory_lock(hashtext($1))', ['clinio_jobs_schema']);
    const boss = new PgBoss({
      connectionString: ownerUrl,
      schema: JOB_SCHEMA,
      max: 2,
      supervise: false,
      schedule: false,
      registerInstance: false,
      application_name: 'clinio-jobs-install',
    });
    boss.on('error', () => undefined);
    await boss.start();
    try {
      for (const name of JOB_NAMES) {
        const existing = await boss.getQueue(name);
        if (existing === null) await boss.createQueue(name, QUEUES[name]);
        else {
          const { policy: _policy, ...changeable } = QUEUES[name];
          await boss.updateQueue(name, changeable);
        }
      }
    } finally {
      await boss.stop({ graceful: false });
    }
    await grantJobAccess(lock);
    await lock.query(
      `comment on schema ${lock.escapeIdentifier(JOB_SCHEMA)} is ${lock.escapeLiteral(expected)}`,
    );
  } finally {
    await lock
      .query('select pg_advisory_unlock(hashtext($1))', ['clinio_jobs_schema'])
      .catch(() => undefined);
    if (shared === undefined) await lock.end();
  }
}

async function grantJobAccess(client: pg.Client): Promise<void> {
  const schema = client.escapeIdentifier(JOB_SCHEMA);
  const app = client.escapeIdentifier(APP_ROLE);
  const system = client.escapeIdentifier(SYSTEM_ROLE);
  await client.query(`grant usage on schema ${schema} to ${app}, ${system}`);
  await client.query(`grant select on ${schema}.queue to ${app}`);
  // A queue's jobs go to a partition of the job table (job_common, or the queue's own table).
  const partitions = await client.query<{ name: string }>(
    `select c.relname as name from pg_inherits i
       join pg_class c on c.oid = i.inhrelid
       join pg_class p on p.oid = i.inhparent
       join pg_namespace n on n.oid = p.relnamespace
      where n.nspname = $1 and p.relname = 'job'`,
    [JOB_SCHEMA],
  );
  for (const table of ['job', ...partitions.rows.map((row) => row.name)]) {
    // RETURNING id, start_after needs those two columns readable; nothing else of a job is.
    await client.query(
      `grant insert, select (id, start_after) on ${schema}.${client.escapeIdentifier(table)} to ${app}`,
    );
  }
  await client.query(`grant select, insert, update, delete on all tables in schema ${schema} to ${system}`);
  await client.query(`grant usage, select on all sequences in schema ${schema} to ${system}`);
  await client.query(`grant execute on all functions in schema ${schema} to ${app}, ${system}`);
}
