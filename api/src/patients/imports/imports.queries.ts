import type { ImportRowReport, PatientImport } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/database';
import type { FieldMapping } from './mapping';

/** Every query here runs in the caller's tenant transaction: row-level security scopes it. */

const IMPORT_COLUMNS = [
  'id',
  'file_name',
  'status',
  'branch_id',
  'total_rows',
  'processed_rows',
  'imported_rows',
  'skipped_rows',
  'duplicate_rows',
  'error',
  'created_at',
  'started_at',
  'finished_at',
] as const;

type ImportRow = Omit<PatientImport, 'created_at' | 'started_at' | 'finished_at'> & {
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

export function presentImport(row: ImportRow): PatientImport {
  return {
    id: row.id,
    file_name: row.file_name,
    status: row.status,
    branch_id: row.branch_id,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    imported_rows: row.imported_rows,
    skipped_rows: row.skipped_rows,
    duplicate_rows: row.duplicate_rows,
    error: row.error,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** One import by id (its primary key; cheap enough for the progress poll), optionally locked. */
export async function findImport(tx: TenantTx, id: string, lock = false) {
  let query = tx
    .selectFrom('patient_imports')
    .select([...IMPORT_COLUMNS, 'mapping', 'created_by'])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : { ...row, mapping: row.mapping as FieldMapping };
}

export async function insertDraft(
  tx: TenantTx,
  draft: {
    tenantId: string;
    createdBy: string;
    fileName: string;
    sha256: string;
    mapping: FieldMapping;
    totalRows: number;
    content: Buffer;
  },
): Promise<PatientImport> {
  const row = await tx
    .insertInto('patient_imports')
    .values({
      tenant_id: draft.tenantId,
      created_by: draft.createdBy,
      file_name: draft.fileName,
      file_sha256: draft.sha256,
      mapping: JSON.stringify(draft.mapping),
      total_rows: draft.totalRows,
    })
    .returning([...IMPORT_COLUMNS])
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('patient_import_files')
    .values({ tenant_id: draft.tenantId, import_id: row.id, content: draft.content })
    .execute();
  return presentImport(row);
}

/** The uploaded bytes while the import has them (removed when the job ends). */
export async function findImportFile(tx: TenantTx, importId: string): Promise<Buffer | undefined> {
  const row = await tx
    .selectFrom('patient_import_files')
    .select('content')
    .where('import_id', '=', importId)
    .executeTakeFirst();
  return row?.content;
}

export async function updateImport(
  tx: TenantTx,
  id: string,
  changes: {
    mapping?: FieldMapping;
    branch_id?: string | null;
    status?: PatientImport['status'];
    error?: string | null;
    started?: boolean;
    finished?: boolean;
  },
): Promise<PatientImport> {
  const row = await tx
    .updateTable('patient_imports')
    .set({
      ...(changes.mapping === undefined ? {} : { mapping: JSON.stringify(changes.mapping) }),
      ...(changes.branch_id === undefined ? {} : { branch_id: changes.branch_id }),
      ...(changes.status === undefined ? {} : { status: changes.status }),
      ...(changes.error === undefined ? {} : { error: changes.error }),
      ...(changes.started ? { started_at: sql<Date>`coalesce(started_at, now())` } : {}),
      ...(changes.finished ? { finished_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .returning([...IMPORT_COLUMNS])
    .executeTakeFirstOrThrow();
  return presentImport(row);
}

export async function deleteImportFile(tx: TenantTx, importId: string): Promise<void> {
  await tx.deleteFrom('patient_import_files').where('import_id', '=', importId).execute();
}

/** Recent imports first. */
export async function listImports(tx: TenantTx, page: { skip: number; limit: number }) {
  const [rows, count] = await Promise.all([
    tx
      .selectFrom('patient_imports')
      .select([...IMPORT_COLUMNS])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(page.skip)
      .limit(page.limit)
      .execute(),
    tx
      .selectFrom('patient_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(presentImport), total: Number(count.n) };
}

/** The reported rows of an import (skipped, flagged, already imported) by line. */
export async function listImportRows(
  tx: TenantTx,
  importId: string,
  page: { skip: number; limit: number } | { afterLine: number; limit: number },
): Promise<ImportRowReport[]> {
  let query = tx
    .selectFrom('patient_import_rows')
    .select(['line', 'outcome', 'reason', 'patient_id'])
    .where('import_id', '=', importId)
    .orderBy('line')
    .limit(page.limit);
  query = 'skip' in page ? query.offset(page.skip) : query.where('line', '>', page.afterLine);
  return query.execute();
}

export async function countImportRows(tx: TenantTx, importId: string): Promise<number> {
  const row = await tx
    .selectFrom('patient_import_rows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('import_id', '=', importId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
