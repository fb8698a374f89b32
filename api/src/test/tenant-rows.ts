import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { tenantColumnOf } from '../db/tenant-policy';
import type { Catalog, CatalogColumn, CatalogTable } from './schema-catalog';

/** A row ready to insert: column names, their casts and text values (PostgreSQL parses them). */
export interface GeneratedRow {
  table: string;
  columns: string[];
  types: string[];
  values: string[];
}

const CHECK_VIOLATION = '23514';
const MAX_ATTEMPTS = 200;

function unique(): string {
  return randomBytes(5).toString('hex');
}

/** String literals a check compares a column with (`status in ('a', 'b')`), minus patterns. */
function literalsOf(table: CatalogTable, column: string): string[] {
  const found = new Set<string>();
  for (const check of table.checks) {
    if (!check.columns.includes(column)) continue;
    for (const match of check.definition.matchAll(/'((?:[^']|'')*)'::/g)) {
      const literal = (match[1] ?? '').replaceAll("''", "'");
      if (!/[\^$]/.test(literal)) found.add(literal);
    }
  }
  return [...found];
}

/** Values to try, in order, for a column the generator must fill; a failed check moves it on. */
function candidates(table: CatalogTable, column: CatalogColumn): string[] {
  const type = column.type;
  // Empty, then two elements (a check such as `cardinality(x) between 2 and 5`).
  if (type.endsWith('[]')) return ['{}', '{probe,probe}'];
  // A random id first; the lowest and highest ids after it satisfy an ordering check such as
  // `patient_a < patient_b` whichever way the random ones fell.
  if (type === 'uuid')
    return [randomUUID(), `00000000${randomUUID().slice(8)}`, `ffffffff${randomUUID().slice(8)}`];
  if (type === 'boolean') return ['true', 'false'];
  if (
    ['smallint', 'integer', 'bigint', 'real', 'double precision'].includes(type) ||
    type.startsWith('numeric')
  ) {
    return ['1', '2', '7', '30', '100', '1000'];
  }
  if (type === 'date') return ['2000-01-01', '2030-01-01'];
  if (type.startsWith('timestamp')) return ['2030-01-01 00:00:00+00', '2000-01-01 00:00:00+00'];
  if (type.startsWith('time')) return ['08:00', '17:00', '23:00'];
  if (type === 'jsonb' || type === 'json') return ['{}'];
  if (type === 'inet') return ['127.0.0.1'];
  if (type === 'bytea') return ['\\x00'];
  if (type === 'text' || type.startsWith('character') || type === 'citext') {
    const id = unique();
    return [
      ...literalsOf(table, column.name),
      `probe${id}`,
      `PROBE${id.toUpperCase()}`,
      `probe${id}@example.com`,
      // An E.164 phone number (messaging's numbers).
      `+1202555${String(parseInt(id, 16) % 10_000).padStart(4, '0')}`,
      // A longer text, for a check of a minimum length (a 10DLC campaign's description).
      `probe${id}`.padEnd(64, '.'),
    ];
  }
  throw new Error(`no generated value for ${table.name}.${column.name} of type ${type}`);
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function insertSql(row: GeneratedRow): string {
  const placeholders = row.types.map((type, index) => `$${index + 1}::${type}`);
  return `insert into ${quote(row.table)} (${row.columns.map(quote).join(', ')})
          values (${placeholders.join(', ')}) returning to_jsonb(${quote(row.table)}.*) as row`;
}

/**
 * Builds rows for any table of the catalog, as the owner: parents a foreign key needs are
 * inserted (and kept) first, columns with a default or NULL allowed are left out, the tenant
 * column takes the tenant, and every other column takes a value of its type; a value a check
 * refuses is replaced by the next candidate (odometer over the check's columns).
 */
export class RowFactory {
  private readonly parents = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly client: pg.Client,
    private readonly catalog: Catalog,
    private readonly tenantId: string,
  ) {}

  private table(name: string): CatalogTable {
    const table = this.catalog.get(name);
    if (!table) throw new Error(`no table ${name} in the catalog`);
    return table;
  }

  /** A stored row of `table` for this factory's tenant, made once and reused as a parent. */
  async parent(name: string): Promise<Record<string, unknown>> {
    const known = this.parents.get(name);
    if (known) return known;
    const row = await this.build(name);
    const { rows } = await this.client.query<{ row: Record<string, unknown> }>(insertSql(row), row.values);
    const stored = rows[0]?.row;
    if (!stored) throw new Error(`inserting a parent row of ${name} returned nothing`);
    this.parents.set(name, stored);
    return stored;
  }

  /** A valid row of `table` for this factory's tenant, not inserted (its parents are). */
  async build(name: string): Promise<GeneratedRow> {
    const table = this.table(name);
    const fixed = new Map<string, string>();
    const tenantColumn = tenantColumnOf(name);
    if (table.columns.some((column) => column.name === tenantColumn)) fixed.set(tenantColumn, this.tenantId);
    const required = (column: string) => table.columns.find((c) => c.name === column)?.notNull === true;
    for (const key of table.foreignKeys) {
      if (!key.columns.every(required)) continue; // MATCH SIMPLE: a NULL column skips the key
      if (key.table === name) throw new Error(`${name} needs a parent of its own kind`);
      const parent = await this.parent(key.table);
      key.columns.forEach((column, index) => fixed.set(column, String(parent[key.refColumns[index] ?? ''])));
    }
    const free = table.columns.filter(
      (column) => column.notNull && !column.hasDefault && !fixed.has(column.name),
    );
    const options = free.map((column) => candidates(table, column));
    const chosen = free.map(() => 0);
    const columns = [...fixed.keys(), ...free.map((column) => column.name)];
    const types = columns.map((column) => table.columns.find((c) => c.name === column)?.type ?? 'text');
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const row: GeneratedRow = {
        table: name,
        columns,
        types,
        values: [...fixed.values(), ...chosen.map((choice, index) => options[index]?.[choice] ?? '')],
      };
      const refused = await this.refusedCheck(row);
      if (!refused) return row;
      if (!this.advance({ table, free, options, chosen, refused })) {
        const check = table.checks.find((c) => c.name === refused);
        throw new Error(`cannot satisfy ${name}'s check ${refused}: ${check?.definition ?? '?'}`);
      }
    }
    throw new Error(`no valid row of ${name} after ${MAX_ATTEMPTS} attempts`);
  }

  /** Tries the insert in a transaction that is rolled back; the name of a refused check, if any. */
  private async refusedCheck(row: GeneratedRow): Promise<string | null> {
    await this.client.query('begin');
    try {
      await this.client.query(insertSql(row), row.values);
      return null;
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === CHECK_VIOLATION && constraint) return constraint;
      throw error;
    } finally {
      await this.client.query('rollback');
    }
  }

  private advance(state: {
    table: CatalogTable;
    free: CatalogColumn[];
    options: string[][];
    chosen: number[];
    refused: string;
  }): boolean {
    const check = state.table.checks.find((c) => c.name === state.refused);
    const involved = state.free
      .map((column, index) => ({ column, index }))
      .filter(({ column }) => check?.columns.includes(column.name));
    for (const { index } of involved.reverse()) {
      const next = (state.chosen[index] ?? 0) + 1;
      if (next < (state.options[index]?.length ?? 0)) {
        state.chosen[index] = next;
        return true;
      }
      state.chosen[index] = 0;
    }
    return false;
  }
}
