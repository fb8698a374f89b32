import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { installJobSchema } from '../jobs/job-schema';
import { DEMO_TENANT_ID, seedDemoData } from '../seed/demo-seed';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import { TEST_ENV } from '../test/test-env';
import { backup, readBackupHeader, restore } from './backup';

/** ADR 059: back up, change, restore into a fresh database, and find everything as it was. */

let source: TestDatabase;
let work: string;
const made: string[] = [];

function urlOf(name: string): string {
  const url = new URL(process.env[TEST_ENV.ownerUrl] ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function emptyDatabase(): Promise<string> {
  const name = `clinio_restore_${randomBytes(5).toString('hex')}`;
  await ownerQuery(process.env[TEST_ENV.ownerUrl] ?? '', `create database ${name}`);
  made.push(name);
  return urlOf(name);
}

/** Every table's rows as one digest, and the security facts of each (RLS, forced, grants). */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string; rls: boolean; forced: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and c.relname <> 'schema_migrations'
        order by c.relname`,
    );
    const rows: Record<string, string> = {};
    for (const table of tables.rows) {
      const result = await client.query<{ n: number; digest: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(to_json(t)::text, '|' order by to_json(t)::text), '')) as digest
           from ${client.escapeIdentifier(table.name)} t`,
      );
      rows[table.name] = `${result.rows[0]?.n}:${result.rows[0]?.digest}`;
    }
    const grants = await client.query<{ g: string }>(
      `select grantee || ' ' || table_name || ' ' || privilege_type as g
         from information_schema.role_table_grants
        where grantee in ('clinio_app', 'clinio_system') order by 1`,
    );
    const policies = await client.query<{ p: string }>(
      `select tablename || ' ' || policyname || ' ' || coalesce(qual, '') as p from pg_policies order by 1`,
    );
    const sequences = await client.query<{ s: string }>(
      `select sequencename || ' ' || coalesce(last_value::text, '-') as s from pg_sequences
        where schemaname = 'public' order by 1`,
    );
    return {
      rows,
      sequences: sequences.rows.map((row) => row.s),
      security: tables.rows.map((table) => `${table.name} ${table.rls} ${table.forced}`),
      grants: grants.rows.map((row) => row.g),
      policies: policies.rows.map((row) => row.p),
    };
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  source = await createTestDatabase();
  await seedDemoData(source.database);
  work = await mkdtemp(path.join(tmpdir(), 'clinio-backup-'));
  await mkdir(path.join(work, 'uploads', DEMO_TENANT_ID), { recursive: true });
  await writeFile(path.join(work, 'uploads', DEMO_TENANT_ID, 'photo.png'), randomBytes(70_000));
  await mkdir(path.join(work, 'mfe', 'admin', '1.0.0'), { recursive: true });
  await writeFile(path.join(work, 'mfe', 'state.json'), '{"remotes":{}}\n');
  await writeFile(path.join(work, 'mfe', 'admin', '1.0.0', 'remoteEntry.js'), 'export {};\n');
}, 60_000);

afterAll(async () => {
  await source.drop();
  for (const name of made) {
    await ownerQuery(process.env[TEST_ENV.ownerUrl] ?? '', `drop database if exists ${name} with (force)`);
  }
  await rm(work, { recursive: true, force: true });
});

it('restores every row, sequence and file as they were at the backup, with RLS, policies and grants', async () => {
  const file = path.join(work, 'demo.backup.gz');
  const before = await fingerprint(source.ownerUrl);
  const summary = await backup({
    url: source.ownerUrl,
    file,
    folders: { uploads: path.join(work, 'uploads'), mfe: path.join(work, 'mfe') },
  });
  expect(summary.rows).toBeGreaterThan(100);
  expect(summary.files).toBe(3);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect((await readBackupHeader(file)).migrations.length).toBeGreaterThan(20);

  // Changes after the backup are not in it.
  await ownerQuery(source.ownerUrl, `update patients set first_name = 'Changed' where tenant_id = $1`, [
    DEMO_TENANT_ID,
  ]);
  await writeFile(path.join(work, 'uploads', DEMO_TENANT_ID, 'photo.png'), 'overwritten');

  const target = await emptyDatabase();
  const restoredTo = await mkdtemp(path.join(tmpdir(), 'clinio-restored-'));
  try {
    const restored = await restore({
      url: target,
      file,
      folders: { uploads: path.join(restoredTo, 'uploads'), mfe: path.join(restoredTo, 'mfe') },
      installJobSchema,
    });
    expect(restored.rows).toBeGreaterThanOrEqual(summary.rows - 50);
    const after = await fingerprint(target);
    expect(after.rows).toEqual(before.rows);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.security).toEqual(before.security);
    expect(after.grants).toEqual(before.grants);
    expect(after.policies).toEqual(before.policies);
    expect(await readFile(path.join(restoredTo, 'mfe', 'admin', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe(
      'export {};\n',
    );
    expect((await readFile(path.join(restoredTo, 'uploads', DEMO_TENANT_ID, 'photo.png'))).length).toBe(
      70_000,
    );

    // A second restore into the same database is refused, and changes nothing.
    await expect(restore({ url: target, file, folders: {}, installJobSchema })).rejects.toThrow(
      'The database is not empty',
    );
    expect((await fingerprint(target)).rows).toEqual(before.rows);
  } finally {
    await rm(restoredTo, { recursive: true, force: true });
  }
}, 120_000);

it('a backup cut short restores nothing', async () => {
  const file = path.join(work, 'whole.backup.gz');
  await backup({ url: source.ownerUrl, file, folders: {} });
  // Keep the first half of the text (header and some tables), without its END line.
  const text = gunzipSync(await readFile(file)).toString('utf8');
  const cut = path.join(work, 'cut.backup.gz');
  await writeFile(cut, gzipSync(text.slice(0, Math.floor(text.length / 2))));
  const target = await emptyDatabase();
  await expect(restore({ url: target, file: cut, folders: {}, installJobSchema })).rejects.toThrow(
    'The backup ends early',
  );
  const counts = await ownerQuery<{ n: number }>(target, `select count(*)::int as n from patients`);
  expect(counts.rows[0]?.n).toBe(0);
}, 120_000);
