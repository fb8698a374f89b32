import { formatChartNumber, DUPLICATE_REASON_LABELS } from '@clinio/contracts';
import { sql } from 'kysely';
import { writeAudit } from '../../audit/audit';
import type { JobInfo } from '../../jobs/job-queue';
import { runJobForTenant } from '../../jobs/tenant-job';
import type { Services } from '../../platform/services';
import { phoneCountryOf } from '../phone';
import { matchExistingPatients, type ExistingMatch } from '../merge/duplicate-rule';
import { csvFailureReason, csvRecords, decodeCsvText, readHeader } from './csv-file';
import { clinicCountry } from '../patients.queries';
import { existingByFingerprint, insertPatients, jobActor } from './import-insert';
import { deleteImportFile, findImport, findImportFile, updateImport } from './imports.queries';
import { columnsOf, type ImportableField } from './mapping';
import {
  foldName,
  mappedValues,
  readRow,
  reasonOf,
  type ImportedPatient,
  type RowReading,
} from './row-reader';

/**
 * The import job (ADR 033). It streams the stored file through csv-parse, reads each row with the
 * rules of a create, and commits every IMPORT_BATCH_SIZE rows in a transaction of its own: one
 * multi-row insert of the valid rows (`on conflict` on the import fingerprint, so a row already
 * imported is not created again), the report rows, the counts and `processed_rows`. A run that
 * dies resumes from `processed_rows` (the rows before it are committed, the rows after it are
 * not). A run works for at most SLICE_MS and then queues its own continuation in its last batch's
 * transaction, so no claim is held past the queue's expiry and a crash costs one slice at most.
 */

export const IMPORT_BATCH_SIZE = 500;
const SLICE_MS = 20_000;
/** The queue retries 5 times (queues.ts): the 6th attempt that fails ends the import as failed. */
const LAST_ATTEMPT = 6;

export interface ImportJobOptions {
  sliceMs?: number;
  batchSize?: number;
  /** Tests: called after each committed batch (throwing there is a crash between batches). */
  afterBatch?: (processedRows: number) => void;
}

/** Another run moved the import on (or it ended) since this run read it: this run stops. */
class StaleRun extends Error {}

interface BatchRow {
  line: number;
  reading: RowReading;
}

interface RunState {
  tenantId: string;
  importId: string;
  createdBy: string;
  branchId: string | null;
  processed: number;
  total: number;
}

/** The queue's handler for `patients.import`. */
export async function runPatientImportJob(
  services: Services,
  data: { tenantId: string; importId: string },
  job: JobInfo,
  options: ImportJobOptions = {},
): Promise<void> {
  try {
    await runImport(services, data, options);
  } catch (error) {
    if (error instanceof StaleRun) return;
    if (job.attempt >= LAST_ATTEMPT) {
      await finish(services, data.tenantId, data.importId, {
        status: 'failed',
        error: 'The import stopped after repeated errors; the rows imported before it stopped are kept.',
      });
    }
    throw error;
  }
}

async function runImport(
  services: Services,
  data: { tenantId: string; importId: string },
  options: ImportJobOptions,
): Promise<void> {
  const { database } = services;
  const { tenantId, importId } = data;
  const loaded = await runJobForTenant(database, tenantId, async (tx) => {
    const found = await findImport(tx, importId, true);
    if (found === undefined || (found.status !== 'queued' && found.status !== 'running')) return null;
    if (found.status === 'queued') await updateImport(tx, importId, { status: 'running', started: true });
    return { found, bytes: await findImportFile(tx, importId), country: await clinicCountry(tx) };
  });
  if (loaded === null) return;
  const { found, bytes } = loaded;
  if (bytes === undefined) {
    await finish(services, tenantId, importId, {
      status: 'failed',
      error: 'The uploaded file is no longer available.',
    });
    return;
  }
  const state: RunState = {
    tenantId,
    importId,
    createdBy: found.created_by,
    branchId: found.branch_id,
    processed: found.processed_rows,
    total: found.total_rows,
  };
  const country = phoneCountryOf(loaded.country);
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const deadline = Date.now() + (options.sliceMs ?? SLICE_MS);

  let columns: Map<ImportableField, number>;
  let text: string;
  try {
    text = decodeCsvText(bytes);
    columns = columnsOf(found.mapping, await readHeader(text));
  } catch (error) {
    await finish(services, tenantId, importId, { status: 'failed', error: csvFailureReason(error) });
    return;
  }

  let batch: BatchRow[] = [];
  try {
    for await (const record of csvRecords(text, { skip: state.processed })) {
      batch.push({ line: record.line, reading: readRow(mappedValues(record.cells, columns), country) });
      if (batch.length < batchSize) continue;
      const more = state.processed + batch.length < state.total;
      const pause = more && Date.now() >= deadline;
      await commitBatch(services, state, batch, pause);
      options.afterBatch?.(state.processed);
      batch = [];
      if (pause) return;
    }
  } catch (error) {
    if (error instanceof StaleRun || !isCsvError(error)) throw error;
    // The rows read before the unreadable part are committed batch by batch; the rest is not.
    if (batch.length > 0) await commitBatch(services, state, batch, false);
    await finish(services, tenantId, importId, { status: 'failed', error: csvFailureReason(error) });
    return;
  }
  if (batch.length > 0) {
    await commitBatch(services, state, batch, false);
    options.afterBatch?.(state.processed);
  }
  await finish(services, tenantId, importId, { status: 'completed', error: null });
}

function isCsvError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('CSV_');
}

/** The end: status, finished_at, the file removed, and the audit row with the counts' outcome. */
async function finish(
  services: Services,
  tenantId: string,
  importId: string,
  end: { status: 'completed' | 'failed'; error: string | null },
): Promise<void> {
  await runJobForTenant(services.database, tenantId, async (tx) => {
    const found = await findImport(tx, importId, true);
    if (found === undefined || (found.status !== 'running' && found.status !== 'queued')) return;
    await updateImport(tx, importId, { status: end.status, error: end.error, finished: true });
    await deleteImportFile(tx, importId);
    await writeAudit(tx, tenantId, jobActor(found.created_by), {
      action: end.status === 'completed' ? 'patient_import.finished' : 'patient_import.failed',
      resourceType: 'patient_import',
      resourceId: importId,
      outcome: end.status === 'completed' ? 'success' : 'failure',
      branchId: found.branch_id,
    });
  });
}

type Outcome =
  | { kind: 'skipped'; reason: string }
  | { kind: 'already_imported'; reason: string; patientId: string | null }
  | { kind: 'imported'; duplicateOf: string | null };

/** Same-batch look-alikes: a later row that shares a phone, an e-mail, or a birth date and name. */
function batchKeys(patient: ImportedPatient): string[] {
  const keys: string[] = [];
  if (patient.phone_number !== '') keys.push(`p:${patient.phone_number}`);
  if (patient.email !== '') keys.push(`e:${patient.email.toLowerCase()}`);
  if (patient.date_of_birth !== null) {
    keys.push(`d:${patient.date_of_birth}:${foldName(`${patient.first_name} ${patient.last_name}`)}`);
  }
  return keys;
}

function matchReason(match: ExistingMatch): string {
  return `Looks like ${formatChartNumber(match.chart_number)} (${DUPLICATE_REASON_LABELS[match.reason].toLowerCase()}); imported for merge review`;
}

/** One batch in one transaction: inserts, report rows, counts and progress. */
async function commitBatch(
  services: Services,
  state: RunState,
  batch: BatchRow[],
  pause: boolean,
): Promise<void> {
  await runJobForTenant(services.database, state.tenantId, async (tx) => {
    const current = await findImport(tx, state.importId, true);
    // Another run committed this batch already (a retried claim), or the import ended.
    if (current?.status !== 'running' || current.processed_rows !== state.processed) throw new StaleRun();

    const outcomes = new Map<number, Outcome>();
    const firstByFingerprint = new Map<string, number>();
    const firstByKey = new Map<string, number>();
    const valid: { line: number; patient: ImportedPatient; fingerprint: string }[] = [];
    for (const { line, reading } of batch) {
      if (!reading.ok) {
        outcomes.set(line, { kind: 'skipped', reason: reasonOf(reading.errors) });
        continue;
      }
      const earlier = firstByFingerprint.get(reading.fingerprint);
      if (earlier !== undefined) {
        outcomes.set(line, {
          kind: 'already_imported',
          reason: `Same patient as line ${earlier}`,
          patientId: null,
        });
        continue;
      }
      firstByFingerprint.set(reading.fingerprint, line);
      valid.push({ line, patient: reading.patient, fingerprint: reading.fingerprint });
    }

    const matches = await matchExistingPatients(
      tx,
      state.tenantId,
      valid.map(({ line, patient }) => ({ key: line, ...patient })),
    );
    const duplicateReasons = new Map<number, string>();
    for (const { line, patient } of valid) {
      const match = matches.get(line);
      if (match) duplicateReasons.set(line, matchReason(match));
      for (const key of batchKeys(patient)) {
        const first = firstByKey.get(key);
        if (first === undefined) firstByKey.set(key, line);
        else if (!duplicateReasons.has(line))
          duplicateReasons.set(line, `Looks like line ${first} of this file; imported for merge review`);
      }
    }

    const inserted = await insertPatients(tx, state, valid);
    const already = await existingByFingerprint(
      tx,
      valid.filter(({ fingerprint }) => !inserted.has(fingerprint)).map(({ fingerprint }) => fingerprint),
    );
    const duplicates: { line: number; patientId: string; reason: string }[] = [];
    for (const { line, fingerprint } of valid) {
      const created = inserted.get(fingerprint);
      if (created === undefined) {
        const existing = already.get(fingerprint);
        outcomes.set(line, {
          kind: 'already_imported',
          reason: existing
            ? `Already imported as ${formatChartNumber(existing.chart_number)}`
            : 'Already imported',
          patientId: existing?.id ?? null,
        });
        continue;
      }
      const reason = duplicateReasons.get(line);
      if (reason !== undefined) duplicates.push({ line, patientId: created, reason });
      outcomes.set(line, { kind: 'imported', duplicateOf: reason ?? null });
    }

    const reportRows: {
      tenant_id: string;
      import_id: string;
      line: number;
      outcome: 'skipped' | 'duplicate' | 'already_imported';
      reason: string;
      patient_id: string | null;
    }[] = [...outcomes.entries()].flatMap(([line, outcome]) => {
      if (outcome.kind === 'imported') return [];
      return [
        {
          tenant_id: state.tenantId,
          import_id: state.importId,
          line,
          outcome: outcome.kind,
          reason: outcome.reason,
          patient_id: outcome.kind === 'already_imported' ? outcome.patientId : null,
        },
      ];
    });
    for (const duplicate of duplicates) {
      reportRows.push({
        tenant_id: state.tenantId,
        import_id: state.importId,
        line: duplicate.line,
        outcome: 'duplicate',
        reason: duplicate.reason,
        patient_id: duplicate.patientId,
      });
    }
    if (reportRows.length > 0) {
      await tx
        .insertInto('patient_import_rows')
        .values(reportRows)
        .onConflict((conflict) => conflict.columns(['tenant_id', 'import_id', 'line']).doNothing())
        .execute();
    }

    const counts = { imported: inserted.size, skipped: 0, duplicate: duplicates.length };
    for (const outcome of outcomes.values()) if (outcome.kind !== 'imported') counts.skipped += 1;
    await tx
      .updateTable('patient_imports')
      .set({
        processed_rows: sql<number>`processed_rows + ${batch.length}`,
        imported_rows: sql<number>`imported_rows + ${counts.imported}`,
        skipped_rows: sql<number>`skipped_rows + ${counts.skipped}`,
        duplicate_rows: sql<number>`duplicate_rows + ${counts.duplicate}`,
      })
      .where('id', '=', state.importId)
      .execute();
    if (pause)
      await services.jobs.enqueue(tx, 'patients.import', {
        tenantId: state.tenantId,
        importId: state.importId,
      });
  });
  state.processed += batch.length;
}
