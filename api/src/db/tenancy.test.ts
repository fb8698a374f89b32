import { sql } from 'kysely';
import pg from 'pg';
import { seedDemoData, DEMO_TENANT_ID } from '../seed/demo-seed';
import { readCatalog, readTenantTables } from '../test/schema-catalog';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import { ensureProbeRole, probeTenantIsolation } from '../test/tenant-probe';
import { APP_ROLE } from './roles';
import {
  TENANT_POLICY_NAME,
  tenantColumnOf,
  tenantPredicate,
  UNGENERATED_TENANT_TABLES,
} from './tenant-policy';

let db: TestDatabase;
const OTHER_TENANT = '0b7a6a3e-1111-4c53-9a4e-5b0d3c1f0a99';

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database);
  await db.database.withTenant(OTHER_TENANT, async (tx) => {
    await tx
      .insertInto('tenants')
      .values({ id: OTHER_TENANT, slug: 'other', name: 'Other Clinic' })
      .execute();
    await tx
      .insertInto('clinics')
      .values({ tenant_id: OTHER_TENANT, name: 'Other Clinic', code: 'OTHER-000001' })
      .execute();
  });
});
afterAll(() => db.drop());

async function tenantTables(): Promise<string[]> {
  const client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
  try {
    return await readTenantTables(client);
  } finally {
    await client.end();
  }
}

describe('row-level security (quality bar 14)', () => {
  it('is enabled and forced, with a policy, on every table that has tenant_id', async () => {
    const { rows } = await ownerQuery<{ table: string; enabled: boolean; forced: boolean; policies: number }>(
      db.ownerUrl,
      `select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
              (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and (exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
               or c.relname = 'tenants')
        order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const unprotected = rows
      .filter((row) => !row.enabled || !row.forced || row.policies === 0)
      .map((row) => row.table);
    expect(unprotected).toEqual([]);
  });

  it('gives every tenant table exactly the tenant predicate, in USING and WITH CHECK (ADR 025)', async () => {
    const { rows } = await ownerQuery<{ table: string; policies: unknown[] }>(
      db.ownerUrl,
      `select c.relname as table,
              coalesce(json_agg(json_build_object(
                'name', p.polname, 'command', p.polcmd, 'permissive', p.polpermissive,
                'roles', (select coalesce(array_agg(case when r = 0 then 'public' else pg_get_userbyid(r)::text end), '{}')
                            from unnest(p.polroles) r),
                'using', pg_get_expr(p.polqual, p.polrelid),
                'check', pg_get_expr(p.polwithcheck, p.polrelid)) order by p.polname)
                filter (where p.oid is not null), '[]') as policies
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_policy p on p.polrelid = c.oid
        where n.nspname = 'public' and c.relname = any($1)
        group by c.relname order by 1`,
      [await tenantTables()],
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const wrong = rows.filter((row) => {
      const predicate = tenantPredicate(tenantColumnOf(row.table));
      const expected = [
        {
          name: TENANT_POLICY_NAME,
          command: '*',
          permissive: true,
          roles: ['public'],
          using: predicate,
          check: predicate,
        },
      ];
      return JSON.stringify(row.policies) !== JSON.stringify(expected);
    });
    expect(wrong).toEqual([]);
  });

  it('keeps every tenant table’s rows from another tenant: write, read, update, delete (ADR 025)', async () => {
    const client = new pg.Client({ connectionString: db.ownerUrl });
    await client.connect();
    try {
      await ensureProbeRole(client);
      const catalog = await readCatalog(client);
      const tables = (await tenantTables()).filter((table) => !(table in UNGENERATED_TENANT_TABLES));
      expect(tables.length).toBeGreaterThanOrEqual(15);
      const problems: Record<string, string[]> = {};
      for (const table of tables) {
        const found = await probeTenantIsolation(client, { catalog, table, otherTenant: OTHER_TENANT });
        if (found.length > 0) problems[table] = found;
      }
      expect(problems).toEqual({});
    } finally {
      await client.end();
    }
  });

  it('serves requests as a role that is neither superuser, BYPASSRLS nor an owner', async () => {
    const { rows } = await ownerQuery<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
      db.ownerUrl,
      `select rolsuper, rolbypassrls,
              (select count(*)::int from pg_tables where tableowner = $1) as owned
         from pg_roles where rolname = $1`,
      [APP_ROLE],
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false, owned: 0 });
    const current = await sql<{ user: string }>`select current_user as user`.execute(db.database.app);
    expect(current.rows[0]?.user).toBe(APP_ROLE);
  });

  it('shows nothing of a tenant table when no tenant is set', async () => {
    expect(await db.database.app.selectFrom('tenants').selectAll().execute()).toEqual([]);
    expect(await db.database.app.selectFrom('clinics').selectAll().execute()).toEqual([]);
    expect(await db.database.app.selectFrom('branches').selectAll().execute()).toEqual([]);
  });

  it('shows only the tenant set for the transaction, and forgets it afterwards', async () => {
    const clinics = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.selectFrom('clinics').select(['tenant_id', 'name']).execute(),
    );
    expect(clinics).toEqual([{ tenant_id: DEMO_TENANT_ID, name: 'Demo Family Clinic' }]);
    const branches = await db.database.withTenant(OTHER_TENANT, (tx) =>
      tx.selectFrom('branches').selectAll().execute(),
    );
    expect(branches).toEqual([]);
    expect(await db.database.app.selectFrom('clinics').selectAll().execute()).toEqual([]);
  });

  it('refuses to write a row for another tenant', async () => {
    await expect(
      db.database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx
          .insertInto('clinics')
          .values({ tenant_id: OTHER_TENANT, name: 'Sneaky', code: 'SNEAKY-0001' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('cannot update or delete another tenant’s rows', async () => {
    const updated = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .updateTable('clinics')
        .set({ name: 'Renamed' })
        .where('tenant_id', '=', OTHER_TENANT)
        .executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const deleted = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.deleteFrom('tenants').where('id', '=', OTHER_TENANT).executeTakeFirst(),
    );
    expect(Number(deleted.numDeletedRows)).toBe(0);
  });

  it('lets the explicit unscoped handle read across tenants', async () => {
    const tenants = await db.database
      .unscoped()
      .selectFrom('tenants')
      .select('slug')
      .orderBy('slug')
      .execute();
    expect(tenants.map((tenant) => tenant.slug)).toEqual(['demo', 'northside', 'other']);
  });

  it('refuses a tenant id that is not a uuid', async () => {
    await expect(db.database.withTenant("x' or 1=1", () => Promise.resolve(1))).rejects.toThrow(/uuid/);
  });
});

describe('the audit log is append-only (quality bar 13)', () => {
  it('lets requests insert and read their tenant’s rows, never change or delete them', async () => {
    await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .insertInto('audit_log')
        .values({
          tenant_id: DEMO_TENANT_ID,
          actor_type: 'anonymous',
          action: 'probe',
          resource_type: 'test',
          outcome: 'success',
        })
        .execute(),
    );
    await expect(
      db.database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx.updateTable('audit_log').set({ action: 'tampered' }).execute(),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      db.database.withTenant(DEMO_TENANT_ID, (tx) => tx.deleteFrom('audit_log').execute()),
    ).rejects.toThrow(/permission denied/);
    await expect(db.database.app.selectFrom('platform_audit_log').selectAll().execute()).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe('cross-tenant lookups', () => {
  it('run only through functions owned by the unscoped role, which requests may call but not replace', async () => {
    const { rows } = await ownerQuery<{ name: string; owner: string; definer: boolean }>(
      db.ownerUrl,
      `select p.proname as name, pg_get_userbyid(p.proowner) as owner, p.prosecdef as definer
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and starts_with(p.proname, 'auth_') order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(row).toMatchObject({ owner: 'clinio_system', definer: true });
  });
});

describe('demo seed', () => {
  it('creates the demo clinic once', async () => {
    expect(await seedDemoData(db.database)).toEqual({ created: false });
    const branches = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.selectFrom('branches').select('name').orderBy('name').execute(),
    );
    expect(branches.map((branch) => branch.name)).toEqual(['Main Street', 'West End']);
  });
});
