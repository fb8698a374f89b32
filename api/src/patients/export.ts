import { Readable } from 'node:stream';
import { formatChartNumber, type PatientListQuery } from '@clinio/contracts';
import { stringify } from 'csv-stringify';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { Database } from '../db/database';
import { clinicCountry, listFilters, staffBranchScope } from './patients.queries';
import { answerPhone } from './present';
import { patientExportBatchQuery, setSearchThreshold, type PatientSearchFilters } from './search';
import { dateFormatOf, normaliseSearch, type PatientSearch } from './search-text';

type ExportQuery = Omit<z.output<typeof PatientListQuery>, 'skip' | 'limit'>;

/** Rows read per query; each batch is its own short tenant transaction. */
export const EXPORT_BATCH_SIZE = 1_000;

type ExportRow = Awaited<ReturnType<ReturnType<typeof patientExportBatchQuery>['execute']>>[number];

const list = (values: readonly string[]) => values.join('; ');

/** The CSV columns, in the order of the chart (staff notes are not exported). */
const COLUMNS: [header: string, value: (row: ExportRow) => string][] = [
  ['chart_number', (row) => formatChartNumber(Number(row.chart_number))],
  ['first_name', (row) => row.first_name],
  ['last_name', (row) => row.last_name],
  ['preferred_name', (row) => row.preferred_name],
  ['date_of_birth', (row) => row.birth_date ?? ''],
  ['sex', (row) => row.sex],
  ['gender_identity', (row) => row.gender_identity],
  ['email', (row) => row.email],
  ['phone_number', (row) => answerPhone(row.phone_number)],
  ['address_line1', (row) => row.address_line1],
  ['address_line2', (row) => row.address_line2],
  ['city', (row) => row.city],
  ['region', (row) => row.region],
  ['postal_code', (row) => row.postal_code],
  ['country', (row) => row.country],
  ['emergency_contact_name', (row) => row.emergency_contact_name],
  ['emergency_contact_phone', (row) => answerPhone(row.emergency_contact_phone)],
  ['emergency_contact_relationship', (row) => row.emergency_contact_relationship],
  ['insurance', (row) => row.insurance],
  ['allergies', (row) => list(row.allergies)],
  ['alerts', (row) => list(row.alerts)],
  ['tags', (row) => list(row.tags)],
  ['home_branch', (row) => row.branch_name ?? ''],
  ['status', (row) => (row.archived_at === null ? 'active' : 'archived')],
  ['created_at', (row) => new Date(row.created_at).toISOString()],
];

const FORMULA_START = /^[=+\-@\t\r]/;
const E164 = /^\+[1-9]\d{6,14}$/;

/** A spreadsheet must not run a cell as a formula: a leading = + - @ is quoted (E.164 phones are safe). */
function safeCell(value: string): string {
  return FORMULA_START.test(value) && !E164.test(value) ? `'${value}` : value;
}

export interface PreparedExport {
  tenantId: string;
  search: PatientSearch;
  filters: PatientSearchFilters;
}

/**
 * In the request's transaction: the caller's scope and filters, and the audit row of the export
 * (one per export, never its content). The rows are read afterwards, by `exportStream`.
 */
export async function prepareExport(ctx: StaffContext, query: ExportQuery): Promise<PreparedExport> {
  const { tx, principal } = ctx;
  const [scope, country] = await Promise.all([staffBranchScope(tx, principal), clinicCountry(tx)]);
  const search = normaliseSearch(query.search ?? '', { dateFormat: dateFormatOf(country) });
  await ctx.audit({ action: 'patients.exported', resourceType: 'patient_list', outcome: 'success' });
  return { tenantId: principal.tenantId, search, filters: listFilters(query, scope) };
}

async function* batches(database: Database, prepared: PreparedExport): AsyncGenerator<string[]> {
  let after = 0;
  for (;;) {
    const rows = await database.withTenant(prepared.tenantId, async (tx) => {
      await setSearchThreshold(tx);
      return patientExportBatchQuery(
        tx,
        prepared.tenantId,
        prepared.search,
        prepared.filters,
        after,
        EXPORT_BATCH_SIZE,
      ).execute();
    });
    for (const row of rows) yield COLUMNS.map(([, value]) => safeCell(value(row)));
    const last = rows.at(-1);
    if (last === undefined || rows.length < EXPORT_BATCH_SIZE) return;
    after = Number(last.chart_number);
  }
}

/**
 * The CSV as a stream: a BOM (spreadsheets read UTF-8), a header, then the rows in chart number
 * order, read in batches as the client takes them (backpressure), so any number of rows streams
 * in constant memory.
 */
export function exportStream(database: Database, prepared: PreparedExport): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: COLUMNS.map(([header]) => header),
    record_delimiter: 'windows',
  });
  const source = Readable.from(batches(database, prepared));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
