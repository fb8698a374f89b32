import type pg from 'pg';

/** What the tests need to know about the public schema, read from pg_catalog. */
export interface CatalogColumn {
  name: string;
  /** As `format_type` prints it, usable as a cast: `text`, `timestamp with time zone`, `text[]`. */
  type: string;
  notNull: boolean;
  /** A default, an identity or a generated column: an insert may leave it out. */
  hasDefault: boolean;
}

export interface CatalogForeignKey {
  columns: string[];
  table: string;
  refColumns: string[];
}

export interface CatalogCheck {
  name: string;
  columns: string[];
  definition: string;
}

export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  foreignKeys: CatalogForeignKey[];
  checks: CatalogCheck[];
}

export type Catalog = ReadonlyMap<string, CatalogTable>;

const TABLES = `
  select c.relname as table,
         coalesce(json_agg(json_build_object(
           'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'notNull', a.attnotnull,
           'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') order by a.attnum)
           filter (where a.attnum > 0), '[]') as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where n.nspname = 'public' and c.relkind in ('r', 'p')
   group by c.relname`;

const CONSTRAINTS = `
  select c.relname as table, k.contype as kind, k.conname as name, pg_get_constraintdef(k.oid) as definition,
         f.relname as ref_table,
         array(select a.attname::text from unnest(k.conkey) with ordinality u(num, i)
                 join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num order by u.i) as columns,
         array(select a.attname::text from unnest(k.confkey) with ordinality u(num, i)
                 join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.num order by u.i) as ref_columns
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class f on f.oid = k.confrelid
   where n.nspname = 'public' and k.contype in ('f', 'c')
   order by k.conname`;

export async function readCatalog(client: pg.Client): Promise<Catalog> {
  const tables = await client.query<{ table: string; columns: CatalogColumn[] }>(TABLES);
  const catalog = new Map<string, CatalogTable>(
    tables.rows.map((row) => [
      row.table,
      { name: row.table, columns: row.columns, foreignKeys: [], checks: [] },
    ]),
  );
  const constraints = await client.query<{
    table: string;
    kind: 'f' | 'c';
    name: string;
    definition: string;
    ref_table: string | null;
    columns: string[];
    ref_columns: string[];
  }>(CONSTRAINTS);
  for (const row of constraints.rows) {
    const table = catalog.get(row.table);
    if (!table) continue;
    if (row.kind === 'f' && row.ref_table) {
      table.foreignKeys.push({ columns: row.columns, table: row.ref_table, refColumns: row.ref_columns });
    } else {
      table.checks.push({ name: row.name, columns: row.columns, definition: row.definition });
    }
  }
  return catalog;
}

/** Tables with a `tenant_id` column, and `tenants` itself: the tables row-level security guards. */
export async function readTenantTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ table: string }>(
    `select c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (c.relname = 'tenants' or exists (select 1 from pg_attribute a
              where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped))
      order by 1`,
  );
  return rows.map((row) => row.table);
}
