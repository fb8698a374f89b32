import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { apiRoot } from '../config/paths';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/**
 * A migration whose first line is this runs outside a transaction, as one statement: the way to
 * build an index on a busy table (`create index concurrently`, which a transaction refuses) without
 * blocking its writes (issue 20, ADR 047). If it fails, PostgreSQL may leave an INVALID index:
 * drop it, and the next start runs the migration again.
 */
export const NO_TRANSACTION = '-- migrate: no-transaction';

export function runsOutsideTransaction(sql: string): boolean {
  return sql.split('\n', 1)[0]?.trim() === NO_TRANSACTION;
}

export function migrationsDir(): string {
  return path.join(apiRoot(), 'migrations');
}

export async function readMigrations(dir = migrationsDir()): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE.exec(file);
    if (!match) throw new Error(`Migration file name "${file}" must look like 0001_name.sql`);
    const sql = await readFile(path.join(dir, file), 'utf8');
    migrations.push({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migrations must be numbered 0001, 0002, … without gaps; found ${migration.version} at position ${index + 1}`,
      );
    }
  });
  return migrations;
}

export interface MigrationResult {
  applied: string[];
  current: number;
}

/**
 * Applies new migrations in order, each in its own transaction, under an advisory lock so two
 * processes starting together do not race. Forward only: an applied file that changed is an error.
 */
export async function migrate(
  ownerUrl: string,
  options: {
    dir?: string;
    log?: (message: string) => void;
    /** Apply none after this version (a restore stops where its backup was taken). */
    until?: number;
    /** These must be this code's own files, unchanged (a backup's migrations). */
    expect?: { version: number; name: string; checksum: string }[];
    /** The owner's connection to use (the start shares one); otherwise one of its own. */
    client?: pg.Client;
  } = {},
): Promise<MigrationResult> {
  const all = await readMigrations(options.dir);
  for (const wanted of options.expect ?? []) {
    const mine = all.find((migration) => migration.version === wanted.version);
    if (mine?.checksum !== wanted.checksum) {
      throw new Error(
        `Migration ${wanted.version} (${wanted.name}) is not this code's: restore with the version of Clinio that took the backup, or a newer one`,
      );
    }
  }
  const migrations = all.filter(
    (migration) => options.until === undefined || migration.version <= options.until,
  );
  const client = options.client ?? new pg.Client({ connectionString: ownerUrl });
  if (options.client === undefined) await client.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['clinio_migrations']);
    await client.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Map(
      (
        await client.query<{ version: number; checksum: string }>(
          'select version, checksum from schema_migrations',
        )
      ).rows.map((row) => [row.version, row.checksum]),
    );
    for (const migration of migrations) {
      const recorded = done.get(migration.version);
      if (recorded !== undefined) {
        if (recorded !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version} (${migration.name}) changed after it was applied. Migrations are forward only: put the change in a new migration.`,
          );
        }
        continue;
      }
      const record = () =>
        client.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          migration.checksum,
        ]);
      const outside = runsOutsideTransaction(migration.sql);
      if (!outside) await client.query('begin');
      try {
        await client.query(migration.sql);
        await record();
        if (!outside) await client.query('commit');
      } catch (error) {
        if (!outside) await client.query('rollback');
        throw new Error(
          `Migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
      applied.push(`${String(migration.version).padStart(4, '0')}_${migration.name}`);
      options.log?.(`applied migration ${String(migration.version).padStart(4, '0')}_${migration.name}`);
    }
    return { applied, current: migrations.length };
  } finally {
    await client
      .query('select pg_advisory_unlock(hashtext($1))', ['clinio_migrations'])
      .catch(() => undefined);
    if (options.client === undefined) await client.end();
  }
}
