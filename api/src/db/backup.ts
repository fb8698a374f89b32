import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { writeAtomically } from '../storage/write-atomically';
import { migrate } from './migrate';

/**
 * A logical backup of the whole product (ADR 059): every row of every table the migrations and the
 * job queue made, read in one repeatable-read snapshot (consistent while the API keeps serving),
 * the sequences, and the files of the folders given (uploads, published remotes). It is one gzip
 * stream of lines: a header, then per table its columns and one JSON object a row, then per file
 * its path and base64 content. The schema is not in it: a restore runs the migrations the backup
 * was taken at, so row-level security, policies and grants are the code's own, then loads the rows.
 *
 * Why not pg_dump: the embedded server is PostgreSQL 18 and ships no pg_dump, and Debian's
 * pg_dump 15 refuses a newer server. JSON rows round-trip every type we use (bytea, arrays, jsonb,
 * ranges, timestamps) through PostgreSQL's own text forms.
 */

export const BACKUP_MAGIC = 'CLINIO-BACKUP 1';
const END = '\\.';
const BATCH_ROWS = 500;
/** Tables the restore makes itself: the migrations' ledger and the queue's own bookkeeping. */
const SKIPPED = new Set(['public.schema_migrations', 'pgboss.version', 'pgboss.queue']);
/** Rows here may already exist after the queue's install (e.g. schedules): kept, not doubled. */
const MERGED_SCHEMAS = new Set(['pgboss']);

export interface BackupHeader {
  created_at: string;
  server_version: string;
  migrations: { version: number; name: string; checksum: string }[];
  /**
   * A check value of the application secret that encrypted some columns (two-factor secrets,
   * tokens). The secret itself is never in a backup: a restore needs the same APP_SECRET.
   */
  key_check: string | null;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

interface TableInfo {
  schema: string;
  table: string;
  /** Columns a row can be given (generated columns are left out). */
  columns: string[];
  overriding: boolean;
}

const qualified = (schema: string, table: string) => `${schema}.${table}`;
const quote = (client: pg.ClientBase, schema: string, table: string) =>
  `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;

/** Ordinary and partitioned tables outside the system schemas (never a partition itself). */
async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{
    schema: string;
    table: string;
    columns: string[];
    overriding: boolean;
  }>(
    `select n.nspname::text as schema, c.relname::text as "table",
            array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns,
            bool_or(a.attidentity = 'a') as overriding
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
  );
  return rows.filter((row) => !SKIPPED.has(qualified(row.schema, row.table)));
}

/** Parents before children, by foreign key, as far as there is an order. */
async function loadOrder(client: pg.ClientBase, tables: TableInfo[]): Promise<TableInfo[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = parents.get(row.child) ?? new Set<string>();
    set.add(row.parent);
    parents.set(row.child, set);
  }
  const byName = new Map(tables.map((table) => [qualified(table.schema, table.table), table]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    // A cycle (clinics and branches refer to each other) is cut where it is met: the restore
    // loads with foreign-key triggers off (session_replication_role), and the snapshot was whole.
    if (state.get(name) === 'visiting') return;
    state.set(name, 'visiting');
    for (const parent of parents.get(name) ?? []) if (byName.has(parent)) visit(parent);
    state.set(name, 'done');
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

async function* walkFiles(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* walkFiles(root, child);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield child;
  }
}

/** Streams a backup of the database at `url` and of `folders` (name -> absolute path) to `file`. */
export async function backup(options: {
  url: string;
  file: string;
  folders: Record<string, string>;
  keyCheck?: string | null;
  onProgress?: (message: string) => void;
}): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: options.url, application_name: 'clinio-backup' });
  await client.connect();
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0, bytes: 0 };
  await mkdir(path.dirname(options.file), { recursive: true });
  const partial = `${options.file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    const header: BackupHeader = {
      created_at: new Date().toISOString(),
      server_version: (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '',
      migrations: (
        await client.query<BackupHeader['migrations'][number]>(
          'select version, name, checksum from schema_migrations order by version',
        )
      ).rows,
      key_check: options.keyCheck ?? null,
    };
    await write(BACKUP_MAGIC);
    await write(JSON.stringify(header));
    // Parents before children, so the restore can stream each table straight in.
    for (const table of await loadOrder(client, await listTables(client))) {
      await write(
        `TABLE ${JSON.stringify({ schema: table.schema, table: table.table, columns: table.columns })}`,
      );
      const name = quote(client, table.schema, table.table);
      const list = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
      await client.query(
        `declare rows_out no scroll cursor for select to_json(t)::text as row from (select ${list} from ${name}) t`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch forward ${BATCH_ROWS} from rows_out`);
        if (rows.length === 0) break;
        for (const row of rows) await write(row.row);
        summary.rows += rows.length;
      }
      await client.query('close rows_out');
      await write(END);
      summary.tables += 1;
      options.onProgress?.(`table ${table.schema}.${table.table}`);
    }
    const sequences = await client.query<{ schema: string; name: string; last_value: string | null }>(
      `select schemaname as schema, sequencename as name, last_value::text from pg_sequences
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    for (const sequence of sequences.rows) {
      if (sequence.last_value !== null) await write(`SEQUENCE ${JSON.stringify(sequence)}`);
    }
    await client.query('commit');
    for (const [folder, root] of Object.entries(options.folders)) {
      for await (const relative of walkFiles(root)) {
        const absolute = path.join(root, relative);
        const info = await stat(absolute);
        await write(
          `FILE ${JSON.stringify({ folder, path: relative.split(path.sep).join('/'), size: info.size, mode: info.mode & 0o777 })}`,
        );
        const content = (await readFile(absolute)).toString('base64');
        for (let at = 0; at < content.length; at += 4096) await write(content.slice(at, at + 4096));
        await write(END);
        summary.files += 1;
        summary.bytes += info.size;
      }
      options.onProgress?.(`folder ${folder}`);
    }
    await write(`END ${JSON.stringify(summary)}`);
    gzip.end();
    await written;
    await rename(partial, options.file);
    return summary;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/** The statement that loads a batch of JSON rows into `target`, with the columns both versions have. */
function insertFor(client: pg.ClientBase, target: TableInfo, saved: string[]): string {
  const list = saved
    .filter((column) => target.columns.includes(column))
    .map((column) => client.escapeIdentifier(column))
    .join(', ');
  const name = quote(client, target.schema, target.table);
  return `insert into ${name} (${list})${target.overriding ? ' overriding system value' : ''}
    select ${list} from json_populate_recordset(null::${name}, $1::json)${
      MERGED_SCHEMAS.has(target.schema) ? ' on conflict do nothing' : ''
    }`;
}

async function restoreFile(
  folders: Record<string, string>,
  file: { folder: string; path: string; mode: number; chunks: string[] },
  summary: BackupSummary,
): Promise<void> {
  const root = folders[file.folder];
  if (root === undefined) return;
  const target = path.resolve(root, file.path);
  if (!target.startsWith(path.resolve(root) + path.sep))
    throw new Error(`Unsafe path in the backup: ${file.path}`);
  await mkdir(path.dirname(target), { recursive: true });
  const bytes = Buffer.from(file.chunks.join(''), 'base64');
  await writeAtomically(target, bytes, { mode: file.mode });
  summary.files += 1;
  summary.bytes += bytes.length;
}

/** Reads a backup's header without loading anything (the restore checks it first). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  try {
    const magic = await iterator.next();
    if (magic.value !== BACKUP_MAGIC) throw new Error(`${file} is not a Clinio backup`);
    const header = await iterator.next();
    return JSON.parse(String(header.value)) as BackupHeader;
  } finally {
    lines.close();
  }
}

/**
 * Restores a backup into an empty database: the migrations the backup was taken at, the job
 * queue's schema, then every row in one transaction (nothing is left half-restored when a row is
 * refused), the sequences, and the files into `folders`. Newer migrations of this code then run as
 * at every start. `url` must be the owner (it disables the tables' own triggers while loading, so
 * an audit trigger does not write the audit log twice) and able to bypass row-level security.
 */
export async function restore(options: {
  url: string;
  file: string;
  folders: Record<string, string>;
  installJobSchema: (url: string) => Promise<void>;
  onProgress?: (message: string) => void;
}): Promise<BackupSummary> {
  const header = await readBackupHeader(options.file);
  const latest = header.migrations.at(-1)?.version ?? 0;
  const client = new pg.Client({ connectionString: options.url, application_name: 'clinio-restore' });
  await client.connect();
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0, bytes: 0 };
  try {
    const facts = (
      await client.query<{ allowed: boolean }>(
        'select rolsuper or rolbypassrls as allowed from pg_roles where rolname = current_user',
      )
    ).rows[0];
    if (!facts?.allowed) {
      throw new Error('The restore needs the database owner with BYPASSRLS (or a superuser) in the URL');
    }
    const applied = await client.query<{ exists: boolean }>(
      `select to_regclass('public.schema_migrations') is not null as exists`,
    );
    if (applied.rows[0]?.exists) {
      const count = await client.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      if ((count.rows[0]?.n ?? 0) > 0) {
        throw new Error(
          'The database is not empty: restore into a new database (see README, "Backup and restore")',
        );
      }
    }
    await migrate(options.url, { until: latest, expect: header.migrations });
    await options.installJobSchema(options.url);
    const tables = await listTables(client);
    const known = new Map(tables.map((table) => [qualified(table.schema, table.table), table]));

    await client.query('begin');
    // Rows go in as they were: no trigger (audit, versions, ledger guards) and no foreign-key
    // check fires; the snapshot was consistent when it was read.
    await client.query('set local session_replication_role = replica').catch((error: unknown) => {
      throw new Error(
        'The restore needs a role that may set session_replication_role (a superuser; rds_superuser on RDS)',
        { cause: error },
      );
    });
    // The migrations put rows of their own in (plans, settings): the backup's replace them.
    const replaced = tables.filter((table) => !MERGED_SCHEMAS.has(table.schema));
    if (replaced.length > 0) {
      await client.query(
        `truncate table ${replaced.map((table) => quote(client, table.schema, table.table)).join(', ')}`,
      );
    }
    const lines = createInterface({
      input: createReadStream(options.file).pipe(createGunzip()),
      crlfDelay: Infinity,
    });
    let current: { insert: string | null; key: string; rows: string[]; count: number } | null = null;
    const flush = async () => {
      if (!current || current.rows.length === 0) return;
      if (current.insert) await client.query(current.insert, [`[${current.rows.join(',')}]`]);
      current.count += current.rows.length;
      current.rows = [];
    };
    let file: { folder: string; path: string; mode: number; chunks: string[] } | null = null;
    let lineNumber = 0;
    let ended = false;
    for await (const line of lines) {
      lineNumber += 1;
      if (lineNumber <= 2) continue;
      if (current) {
        if (line === END) {
          await flush();
          if (current.insert) {
            summary.rows += current.count;
            summary.tables += 1;
            options.onProgress?.(`table ${current.key}: ${current.count} rows`);
          } else options.onProgress?.(`skipped ${current.key}: not in this version's schema`);
          current = null;
        } else {
          current.rows.push(line);
          if (current.rows.length >= BATCH_ROWS) await flush();
        }
        continue;
      }
      if (file) {
        if (line === END) {
          await restoreFile(options.folders, file, summary);
          file = null;
        } else file.chunks.push(line);
        continue;
      }
      const space = line.indexOf(' ');
      const kind = space === -1 ? line : line.slice(0, space);
      const body = space === -1 ? '' : line.slice(space + 1);
      if (kind === 'TABLE') {
        const info = JSON.parse(body) as { schema: string; table: string; columns: string[] };
        const key = qualified(info.schema, info.table);
        const target = known.get(key);
        current = {
          key,
          insert: target ? insertFor(client, target, info.columns) : null,
          rows: [],
          count: 0,
        };
      } else if (kind === 'SEQUENCE') {
        const sequence = JSON.parse(body) as { schema: string; name: string; last_value: string };
        await client.query('select setval($1::regclass, $2::bigint, true)', [
          quote(client, sequence.schema, sequence.name),
          sequence.last_value,
        ]);
      } else if (kind === 'FILE') {
        const info = JSON.parse(body) as { folder: string; path: string; mode: number };
        file = { folder: info.folder, path: info.path, mode: info.mode, chunks: [] };
      } else if (kind === 'END') {
        ended = true;
        break;
      } else {
        throw new Error(`Unreadable backup at line ${lineNumber}`);
      }
    }
    if (!ended) throw new Error('The backup ends early (a copy cut short?): nothing was restored');
    await client.query('commit');
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
