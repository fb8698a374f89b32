import path from 'node:path';
import type pg from 'pg';
import { apiRoot } from '../config/paths';

/**
 * Kysely types from the migrated schema (ADR 026): `readSchema` reads the public tables from
 * pg_catalog, `renderSchema` writes them as TypeScript. `pnpm db:types` writes the result to
 * `schema/generated.ts`; `schema/generated.test.ts` regenerates it from the test template
 * database and fails on any difference, so the types cannot drift from the migrations.
 */

/** Where the generated types live; `schema/index.ts` builds the application's types on them. */
export function generatedTypesFile(): string {
  return path.join(apiRoot(), 'src', 'db', 'schema', 'generated.ts');
}

export interface SchemaColumn {
  name: string;
  /** pg_type name; for an array, its element's, with `isArray`. */
  type: string;
  isArray: boolean;
  nullable: boolean;
  hasDefault: boolean;
  /** `generated always as identity` or a generated column: never written. */
  alwaysGenerated: boolean;
  /** The values of a `check (column in (…))`, when the column has one. */
  allowed: string[] | null;
}

export interface SchemaTable {
  name: string;
  columns: SchemaColumn[];
}

/** Tables that belong to tooling, not to the application. */
const SKIPPED_TABLES = new Set(['schema_migrations']);

const COLUMNS = `
  select c.relname as table, a.attname as column,
         coalesce(e.typname, t.typname) as type, e.oid is not null as is_array,
         not a.attnotnull as nullable, a.atthasdef or a.attidentity <> '' as has_default,
         a.attidentity = 'a' or a.attgenerated <> '' as always_generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
   where n.nspname = 'public' and c.relkind in ('r', 'p')
   order by c.relname, a.attnum`;

const CHECKS = `
  select c.relname as table, a.attname as column, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
   where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1
   order by k.conname`;

/** `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))`, and nothing else, gives ['a', 'b']. */
export function allowedValues(column: string, definition: string): string[] | null {
  const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
  if (match?.[1] !== column || match[2] === undefined) return null;
  const list = match[2];
  const values = [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((item) =>
    (item[1] ?? '').replaceAll("''", "'"),
  );
  const rebuilt = values.map((value) => `'${value.replaceAll("'", "''")}'::text`).join(', ');
  return rebuilt === list && values.length > 0 ? values : null;
}

export async function readSchema(client: pg.Client): Promise<SchemaTable[]> {
  const columns = await client.query<{
    table: string;
    column: string;
    type: string;
    is_array: boolean;
    nullable: boolean;
    has_default: boolean;
    always_generated: boolean;
  }>(COLUMNS);
  const checks = await client.query<{ table: string; column: string; definition: string }>(CHECKS);
  const allowed = new Map<string, string[]>();
  for (const check of checks.rows) {
    const values = allowedValues(check.column, check.definition);
    if (values) allowed.set(`${check.table}.${check.column}`, values);
  }
  const tables = new Map<string, SchemaTable>();
  for (const row of columns.rows) {
    if (SKIPPED_TABLES.has(row.table)) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    tables.set(row.table, table);
    table.columns.push({
      name: row.column,
      type: row.type,
      isArray: row.is_array,
      nullable: row.nullable,
      hasDefault: row.has_default,
      alwaysGenerated: row.always_generated,
      allowed: allowed.get(`${row.table}.${row.column}`) ?? null,
    });
  }
  return [...tables.values()];
}

/** How node-postgres hands a type to us (select), and what it takes (insert and update). */
const TYPES: Record<string, { select: string; write: string }> = {
  uuid: { select: 'string', write: 'string' },
  text: { select: 'string', write: 'string' },
  varchar: { select: 'string', write: 'string' },
  bpchar: { select: 'string', write: 'string' },
  citext: { select: 'string', write: 'string' },
  inet: { select: 'string', write: 'string' },
  bool: { select: 'boolean', write: 'boolean' },
  int2: { select: 'number', write: 'number' },
  int4: { select: 'number', write: 'number' },
  float4: { select: 'number', write: 'number' },
  float8: { select: 'number', write: 'number' },
  // 64-bit and exact numbers come back as strings (no precision lost).
  int8: { select: 'string', write: 'string | number | bigint' },
  numeric: { select: 'string', write: 'string | number' },
  timestamptz: { select: 'Date', write: 'Date | string' },
  timestamp: { select: 'Date', write: 'Date | string' },
  date: { select: 'Date', write: 'Date | string' },
  time: { select: 'string', write: 'string' },
  interval: { select: 'string', write: 'string' },
  json: { select: 'Json', write: 'Json' },
  jsonb: { select: 'Json', write: 'Json' },
  bytea: { select: 'Buffer', write: 'Buffer' },
};

const MAX_WIDTH = 110;

function pascal(name: string): string {
  return name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** A union alias on one line, or one member a line when it is too wide (as prettier prints it). */
function unionAlias(name: string, values: string[]): string {
  const members = values.map((value) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`);
  const line = `export type ${name} = ${members.join(' | ')};`;
  if (line.length <= MAX_WIDTH) return line;
  const next = `  ${members.join(' | ')};`;
  if (next.length <= MAX_WIDTH) return `export type ${name} =\n${next}`;
  return [`export type ${name} =`, ...members.map((member) => `  | ${member}`)].join('\n') + ';';
}

function columnType(table: SchemaTable, column: SchemaColumn, aliases: string[]): string {
  const known = TYPES[column.type];
  if (!known) throw new Error(`no TypeScript type for ${table.name}.${column.name} (${column.type})`);
  let { select, write } = known;
  if (column.allowed && !column.isArray) {
    const alias = `${pascal(table.name)}${pascal(column.name)}`;
    aliases.push(unionAlias(alias, column.allowed));
    select = alias;
    write = alias;
  }
  if (column.isArray) {
    select = `${select.includes(' ') ? `(${select})` : select}[]`;
    write = `${write.includes(' ') ? `(${write})` : write}[]`;
  }
  if (column.nullable) {
    select = `${select} | null`;
    write = `${write} | null`;
  }
  if (column.alwaysGenerated) return `GeneratedAlways<${select}>`;
  if (select === write) return column.hasDefault ? `Generated<${select}>` : select;
  return `ColumnType<${select}, ${write}${column.hasDefault ? ' | undefined' : ''}, ${write}>`;
}

export function renderSchema(tables: readonly SchemaTable[]): string {
  const sorted = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  const aliases: string[] = [];
  const interfaces = sorted.map((table) => {
    const lines = table.columns.map((column) => `  ${column.name}: ${columnType(table, column, aliases)};`);
    return [`export interface ${pascal(table.name)} {`, ...lines, '}'].join('\n');
  });
  const db = sorted.map((table) => `  ${table.name}: ${pascal(table.name)};`);
  return [
    '// Generated by `pnpm db:types` from the migrated schema (api/src/db/schema-codegen.ts). Do not edit:',
    '// a migration changes it, and api/src/db/schema/generated.test.ts fails until it is regenerated.',
    "import type { ColumnType, Generated, GeneratedAlways } from 'kysely';",
    '',
    'export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };',
    '',
    ...aliases.flatMap((alias) => [alias, '']),
    ...interfaces.flatMap((block) => [block, '']),
    'export interface DB {',
    ...db,
    '}',
    '',
  ].join('\n');
}
