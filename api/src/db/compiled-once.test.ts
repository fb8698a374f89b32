import { sql } from 'kysely';
import { buildBranch, buildTenant } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { compiledOnce } from './compiled-once';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('compiledOnce', () => {
  it('compiles on first use and runs each call with its own values, in the caller’s transaction', async () => {
    const built: string[] = [];
    const branchNamed = compiledOnce((tx, name: string) => {
      built.push(name);
      return tx.selectFrom('branches').select(['id', 'name']).where('name', '=', name);
    });
    const first = await buildBranch(db.database, { name: 'North Wing' });
    const second = await buildBranch(db.database, { tenant: first.tenant, name: 'South Wing' });
    const other = await buildBranch(db.database, { name: 'North Wing' });

    const [north, south, none] = await db.database.withTenant(first.tenant.tenantId, async (tx) => [
      await branchNamed(tx, 'North Wing'),
      await branchNamed(tx, 'South Wing'),
      await branchNamed(tx, 'East Wing'),
    ]);
    expect(north.map((row) => row.id)).toEqual([first.id]);
    expect(south.map((row) => row.id)).toEqual([second.id]);
    expect(none).toEqual([]);
    // Row-level security still scopes it: the other clinic's North Wing is not seen here, but is there.
    const theirs = await db.database.withTenant(other.tenant.tenantId, (tx) => branchNamed(tx, 'North Wing'));
    expect(theirs.map((row) => row.id)).toEqual([other.id]);
    // Built once, with markers, not with any caller's value.
    expect(built).toHaveLength(1);
    expect(built[0]).not.toBe('North Wing');
  });

  it('keeps the values the statement fixes itself, beside the caller’s', async () => {
    const tenant = await buildTenant(db.database);
    const labelled = compiledOnce((tx, label: string) =>
      tx
        .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('t'))
        .select([sql<string>`${'fixed'}::text`.as('fixed'), sql<string>`${label}::text`.as('label')]),
    );
    const rows = await db.database.withTenant(tenant.tenantId, (tx) => labelled(tx, 'mine'));
    expect(rows).toEqual([{ fixed: 'fixed', label: 'mine' }]);
  });

  it('refuses a statement that does not take an argument as a value', async () => {
    const tenant = await buildTenant(db.database);
    const shaped = compiledOnce((tx, _ignored: string) => tx.selectFrom('branches').select('id'));
    await expect(db.database.withTenant(tenant.tenantId, (tx) => shaped(tx, 'x'))).rejects.toThrow(
      'compiledOnce: argument 0 is not a parameter',
    );
  });
});
