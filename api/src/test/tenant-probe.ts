import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { APP_ROLE } from '../db/roles';
import { tenantColumnOf } from '../db/tenant-policy';
import type { Catalog } from './schema-catalog';
import { insertSql, RowFactory } from './tenant-rows';

/**
 * A role like the request role (no superuser, no BYPASSRLS, owns nothing) that holds every
 * privilege in the test database. Steps the request role has no grant for (an append-only table
 * cannot be updated at all) run as this one, so the policy is what stops them, not the grant.
 */
export const PROBE_ROLE = 'clinio_rls_probe';

export async function ensureProbeRole(client: pg.Client): Promise<void> {
  await client.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${PROBE_ROLE}') then
        create role ${PROBE_ROLE} nologin nosuperuser nobypassrls noinherit;
      end if;
    end $$`);
  await client.query(`grant usage on schema public to ${PROBE_ROLE}`);
  await client.query(`grant all on all tables in schema public to ${PROBE_ROLE}`);
  await client.query(`grant all on all sequences in schema public to ${PROBE_ROLE}`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Step = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

async function roleFor(client: pg.Client, table: string, step: Step, column?: string): Promise<string> {
  const { rows } = await client.query<{ allowed: boolean }>(
    column
      ? 'select has_column_privilege($1, $2, $4, $3) as allowed'
      : 'select has_table_privilege($1, $2, $3) as allowed',
    column ? [APP_ROLE, table, step, column] : [APP_ROLE, table, step],
  );
  return rows[0]?.allowed ? APP_ROLE : PROBE_ROLE;
}

/** Runs `text` as `role` with `tenant` set, in its own transaction (committed only when `keep`). */
async function asTenant<T extends pg.QueryResultRow>(
  client: pg.Client,
  options: { role: string; tenant: string; text: string; values: unknown[]; keep: boolean },
): Promise<pg.QueryResult<T>> {
  await client.query('begin');
  try {
    await client.query(`set local role ${options.role}`);
    await client.query(`select set_config('app.tenant_id', $1, true)`, [options.tenant]);
    const result = await client.query<T>(options.text, options.values);
    await client.query(options.keep ? 'commit' : 'rollback');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

async function updatableColumn(client: pg.Client, table: string): Promise<string | undefined> {
  const { rows } = await client.query<{ column: string }>(
    `select column_name as column from information_schema.columns
      where table_schema = 'public' and table_name = $1
        and has_column_privilege($2, format('%I', table_name), column_name, 'UPDATE')
      order by ordinal_position limit 1`,
    [table, APP_ROLE],
  );
  return rows[0]?.column;
}

/**
 * Writes a fresh row of `table` as a new tenant A, then, as tenant B, tries to write a row for A,
 * read, update and delete A's row. Returns what went wrong (empty when the table is isolated).
 */
export async function probeTenantIsolation(
  client: pg.Client,
  options: { catalog: Catalog; table: string; otherTenant: string },
): Promise<string[]> {
  const { table, otherTenant } = options;
  const tenant = randomUUID();
  const factory = new RowFactory(client, options.catalog, tenant);
  if (table !== 'tenants') await factory.parent('tenants');
  const row = await factory.build(table);
  const problems: string[] = [];
  const run = async (step: Step, tenantId: string, text: string, values: unknown[], column?: string) =>
    asTenant<{ row: unknown }>(client, {
      role: await roleFor(client, table, step, column),
      tenant: tenantId,
      text,
      values,
      keep: tenantId === tenant,
    });

  const foreign = await run('INSERT', otherTenant, insertSql(row), row.values).then(
    () => 'accepted',
    (error: unknown) => messageOf(error),
  );
  if (!/row-level security/.test(foreign)) problems.push(`another tenant could write its row: ${foreign}`);

  const inserted = await run('INSERT', tenant, insertSql(row), row.values);
  const stored = JSON.stringify(inserted.rows[0]?.row);
  const match = `where to_jsonb(t.*) = $1::jsonb`;
  const seen = await run('SELECT', otherTenant, `select 1 from "${table}" t ${match}`, [stored]);
  if (seen.rowCount !== 0) problems.push('another tenant read it');
  const column = (await updatableColumn(client, table)) ?? tenantColumnOf(table);
  const updated = await run(
    'UPDATE',
    otherTenant,
    `update "${table}" t set "${column}" = t."${column}" ${match}`,
    [stored],
    column,
  ).catch((error: unknown) => ({ rowCount: messageOf(error) }));
  if (updated.rowCount !== 0) problems.push(`another tenant updated it: ${String(updated.rowCount)}`);
  const deleted = await run('DELETE', otherTenant, `delete from "${table}" t ${match}`, [stored]).catch(
    (error: unknown) => ({ rowCount: messageOf(error) }),
  );
  if (deleted.rowCount !== 0) problems.push(`another tenant deleted it: ${String(deleted.rowCount)}`);

  const kept = await client.query(`select 1 from "${table}" t ${match}`, [stored]);
  if (kept.rowCount !== 1) problems.push('the row did not survive the other tenant');
  const own = await run('SELECT', tenant, `select 1 from "${table}" t ${match}`, [stored]);
  if (own.rowCount !== 1) problems.push('its own tenant cannot read it');
  // Leave the shared test database as it was: the tenant's rows go with it (keys cascade).
  await client.query('delete from tenants where id = $1', [tenant]);
  return problems;
}
