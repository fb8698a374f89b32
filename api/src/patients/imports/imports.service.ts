import { createHash } from 'node:crypto';
import type { ImportPreviewRow, ImportRowReport, PatientImport, PatientImportDraft } from '@clinio/contracts';
import { csvRow } from '@clinio/contracts';
import type { StaffContext } from '../../auth/staff-guard';
import { assertFound, conflict } from '../../errors/app-error';
import type { Services } from '../../platform/services';
import { fieldError } from '../../staff/field-error';
import { phoneCountryOf } from '../phone';
import { matchExistingPatients } from '../merge/duplicate-rule';
import { csvRecords, decodeCsvText, readHeader } from './csv-file';
import { branchExists, clinicCountry, inScope, staffBranchScope } from '../patients.queries';
import {
  countImportRows,
  findImport,
  findImportFile,
  insertDraft,
  listImportRows,
  listImports,
  presentImport,
  updateImport,
} from './imports.queries';
import { cleanMapping, columnsOf, type FieldMapping } from './mapping';
import { mappedValues, readRow } from './row-reader';
import type { ReadUpload } from './upload';

/** The first rows an upload or a preview answers, as mapped, with their problems. */
export const PREVIEW_ROWS = 20;

const IMPORT = 'patient_import';

/** An upload, read and checked before the transaction (the route's `prepare`). */
export async function draftImport(ctx: StaffContext, upload: ReadUpload): Promise<PatientImportDraft> {
  const created = await insertDraft(ctx.tx, {
    tenantId: ctx.principal.tenantId,
    createdBy: ctx.principal.userId,
    fileName: upload.fileName,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    mapping: upload.mapping,
    totalRows: upload.rows,
    content: upload.bytes,
  });
  await ctx.audit({
    action: 'patient_import.uploaded',
    resourceType: IMPORT,
    resourceId: created.id,
    outcome: 'success',
  });
  return {
    import: created,
    headers: upload.headers,
    mapping: upload.mapping,
    preview: await previewRows(ctx, upload.text, upload.headers, upload.mapping),
  };
}

async function previewRows(
  ctx: StaffContext,
  text: string,
  headers: readonly string[],
  mapping: FieldMapping,
): Promise<ImportPreviewRow[]> {
  // A guessed mapping may miss the names; the preview then shows the cells with that error.
  const columns = columnsOf(mapping, headers);
  const country = phoneCountryOf(await clinicCountry(ctx.tx));
  const rows: (ImportPreviewRow & { reading: ReturnType<typeof readRow> })[] = [];
  for await (const record of csvRecords(text)) {
    const reading = readRow(mappedValues(record.cells, columns), country);
    const errors = reading.ok ? [] : reading.errors;
    rows.push({ line: record.line, values: reading.values, errors, possible_duplicate: false, reading });
    if (rows.length === PREVIEW_ROWS) break;
  }
  const matches = await matchExistingPatients(
    ctx.tx,
    ctx.principal.tenantId,
    rows.flatMap(({ line, reading }) => (reading.ok ? [{ key: line, ...reading.patient }] : [])),
  );
  return rows.map(({ line, values, errors }) => ({
    line,
    values,
    errors,
    possible_duplicate: matches.has(line),
  }));
}

async function draftOf(ctx: StaffContext, id: string) {
  const found = assertFound(await findImport(ctx.tx, id), 'Import');
  if (found.status !== 'draft')
    throw conflict('This import has already started; upload the file again to change it.');
  const bytes = await findImportFile(ctx.tx, id);
  if (bytes === undefined) throw conflict('The file of this import is no longer available; upload it again.');
  return { found, text: decodeCsvText(bytes) };
}

/** The first rows again under another mapping (kept on the draft for the start). */
export async function previewImport(
  ctx: StaffContext,
  id: string,
  requested: Record<string, string | undefined>,
): Promise<PatientImportDraft> {
  const { text } = await draftOf(ctx, id);
  const headers = await readHeader(text);
  const mapping = cleanMapping(requested);
  columnsOf(mapping, headers);
  const updated = await updateImport(ctx.tx, id, { mapping });
  await ctx.audit({
    action: 'patient_import.previewed',
    resourceType: IMPORT,
    resourceId: id,
    outcome: 'success',
  });
  return { import: updated, headers, mapping, preview: await previewRows(ctx, text, headers, mapping) };
}

/** Confirms the mapping and the home branch, and queues the durable job (answers `queued`). */
export async function startImport(
  services: Services,
  ctx: StaffContext,
  id: string,
  body: { mapping: Record<string, string | undefined>; branch_id?: string | null | undefined },
): Promise<PatientImport> {
  const { text } = await draftOf(ctx, id);
  const mapping = cleanMapping(body.mapping);
  columnsOf(mapping, await readHeader(text));
  const branchId = body.branch_id ?? null;
  if (branchId !== null && !(await branchExists(ctx.tx, branchId))) {
    throw fieldError(400, 'validation_error', 'branch_id', "Choose one of the clinic's branches");
  }
  if (branchId !== null && !inScope(branchId, await staffBranchScope(ctx.tx, ctx.principal))) {
    throw fieldError(400, 'validation_error', 'branch_id', 'Choose one of your branches');
  }
  const queued = await updateImport(ctx.tx, id, { mapping, branch_id: branchId, status: 'queued' });
  await services.jobs.enqueue(ctx.tx, 'patients.import', { tenantId: ctx.principal.tenantId, importId: id });
  await ctx.audit({
    action: 'patient_import.started',
    resourceType: IMPORT,
    resourceId: id,
    outcome: 'success',
    branchId,
  });
  return queued;
}

export async function getImport(ctx: StaffContext, id: string): Promise<PatientImport> {
  return presentImport(assertFound(await findImport(ctx.tx, id), 'Import'));
}

export function listRecentImports(ctx: StaffContext, page: { skip: number; limit: number }) {
  return listImports(ctx.tx, page);
}

export async function importRows(
  ctx: StaffContext,
  id: string,
  page: { skip: number; limit: number },
): Promise<{ results: ImportRowReport[]; total: number }> {
  assertFound(await findImport(ctx.tx, id), 'Import');
  const [results, total] = await Promise.all([listImportRows(ctx.tx, id, page), countImportRows(ctx.tx, id)]);
  await ctx.audit({
    action: 'patient_import.report_read',
    resourceType: IMPORT,
    resourceId: id,
    outcome: 'success',
  });
  return { results, total };
}

const REPORT_CHUNK = 5_000;

/** report.csv: line, outcome, reason of every reported row, read in chunks by line. */
export async function importReportCsv(
  ctx: StaffContext,
  id: string,
): Promise<{ csv: string; fileName: string }> {
  const found = assertFound(await findImport(ctx.tx, id), 'Import');
  const parts = [`\uFEFF${csvRow(['line', 'outcome', 'reason'])}\r\n`];
  let afterLine = 0;
  for (;;) {
    const chunk = await listImportRows(ctx.tx, id, { afterLine, limit: REPORT_CHUNK });
    if (chunk.length > 0)
      parts.push(chunk.map((row) => `${csvRow([row.line, row.outcome, row.reason])}\r\n`).join(''));
    if (chunk.length < REPORT_CHUNK) break;
    afterLine = chunk[chunk.length - 1]?.line ?? afterLine;
  }
  await ctx.audit({
    action: 'patient_import.report_exported',
    resourceType: IMPORT,
    resourceId: id,
    outcome: 'success',
  });
  const base =
    found.file_name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 80) || 'import';
  return { csv: parts.join(''), fileName: `${base}-report.csv` };
}
