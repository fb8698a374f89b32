import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import { migrate, NO_TRANSACTION, readMigrations } from './migrate';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function migrationsFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'clinio-migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
  return dir;
}

describe('migrations', () => {
  it('are numbered without gaps in the repository', async () => {
    const migrations = await readMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
  });

  it('do nothing when the database is up to date', async () => {
    const result = await migrate(db.ownerUrl);
    expect(result.applied).toEqual([]);
  });

  it('apply new files in order and refuse an applied file that changed', async () => {
    const real = await readMigrations();
    const files = Object.fromEntries(
      real.map((migration) => [
        `${String(migration.version).padStart(4, '0')}_${migration.name}.sql`,
        migration.sql,
      ]),
    );
    const next = String(real.length + 1).padStart(4, '0');
    const dir = await migrationsFolder({
      ...files,
      [`${next}_probe.sql`]: 'create table migration_probe (id int);',
    });
    expect((await migrate(db.ownerUrl, { dir })).applied).toEqual([`${next}_probe`]);
    const tables = await ownerQuery(
      db.ownerUrl,
      "select 1 from pg_tables where tablename = 'migration_probe'",
    );
    expect(tables.rowCount).toBe(1);

    await writeFile(path.join(dir, `${next}_probe.sql`), 'create table migration_probe (id bigint);');
    await expect(migrate(db.ownerUrl, { dir })).rejects.toThrow(/changed after it was applied/);
  });

  it('roll back a failing migration completely', async () => {
    const real = await readMigrations();
    const files = Object.fromEntries(
      real.map((migration) => [
        `${String(migration.version).padStart(4, '0')}_${migration.name}.sql`,
        migration.sql,
      ]),
    );
    files[`${String(real.length + 1).padStart(4, '0')}_probe.sql`] = 'create table migration_probe (id int);';
    files[`${String(real.length + 2).padStart(4, '0')}_broken.sql`] =
      'create table half_done (id int); select * from no_such_table;';
    const dir = await migrationsFolder(files);
    await expect(migrate(db.ownerUrl, { dir })).rejects.toThrow(/broken\) failed/);
    const leftovers = await ownerQuery(db.ownerUrl, "select 1 from pg_tables where tablename = 'half_done'");
    expect(leftovers.rowCount).toBe(0);
  });

  it('build an index concurrently in a migration marked to run outside a transaction', async () => {
    // A database of its own: the tests above applied other files under the next numbers.
    const own = await createTestDatabase();
    const real = await readMigrations();
    const files = Object.fromEntries(
      real.map((migration) => [
        `${String(migration.version).padStart(4, '0')}_${migration.name}.sql`,
        migration.sql,
      ]),
    );
    const next = (offset: number) => String(real.length + offset).padStart(4, '0');
    files[`${next(1)}_table.sql`] = 'create table concurrent_probe (id int, label text);';
    files[`${next(2)}_index.sql`] =
      `${NO_TRANSACTION}\n-- A busy table keeps taking writes while this builds.\ncreate index concurrently concurrent_probe_label on concurrent_probe (label);\n`;
    const dir = await migrationsFolder(files);
    await migrate(own.ownerUrl, { dir });
    const index = await ownerQuery<{ valid: boolean }>(
      own.ownerUrl,
      `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = 'concurrent_probe_label'`,
    );
    expect(index.rows).toEqual([{ valid: true }]);
    // The same statement without the mark is refused: a transaction cannot build concurrently.
    files[`${next(3)}_unmarked.sql`] =
      'create index concurrently concurrent_probe_id on concurrent_probe (id);';
    await expect(migrate(own.ownerUrl, { dir: await migrationsFolder(files) })).rejects.toThrow(
      /cannot run inside a transaction block/,
    );
    await own.drop();
  });

  it('refuse numbering gaps', async () => {
    const dir = await migrationsFolder({ '0001_a.sql': 'select 1;', '0003_c.sql': 'select 1;' });
    await expect(readMigrations(dir)).rejects.toThrow(/without gaps/);
  });
});
