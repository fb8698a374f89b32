import { Readable } from 'node:stream';
import { PLATFORM_AUDIT_CSV_COLUMNS, type PlatformAuditPage } from '@clinio/contracts';
import { csvRow } from '../audit/audit-csv';
import type { SystemContext } from '../auth/system-guard';
import {
  countPlatformAuditEntries,
  findPlatformAuditEntries,
  latestPlatformAuditId,
  platformAuditBatches,
  type PlatformAuditFilter,
} from './platform-audit.queries';

/** An export never holds more rows than this; the answer's headers say when it was cut. */
export const PLATFORM_EXPORT_MAX_ROWS = 200_000;
const EXPORT_BATCH_ROWS = 1_000;

/** GET /api/system-admin/audit: newest first, filtered, paged. */
export async function listPlatformAudit(
  ctx: SystemContext,
  query: PlatformAuditFilter & { page: number; page_size: number },
): Promise<PlatformAuditPage> {
  const { page, page_size: pageSize, ...filter } = query;
  const db = ctx.database.unscoped();
  const [items, total] = await Promise.all([
    findPlatformAuditEntries(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countPlatformAuditEntries(db, filter),
  ]);
  return { items, total, page, page_size: pageSize };
}

export interface PlatformAuditExport {
  stream: Readable;
  rows: number;
  truncated: boolean;
}

/**
 * GET /api/system-admin/audit/export: the filtered log as CSV, newest first, streamed in batches
 * (memory holds one batch, not the export). The set is fixed when the export starts (events up to
 * the newest id then), so the row count in the headers is the count sent. Cells go through the
 * tenant export's `csvRow`: quoted, quotes doubled, and a value a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR at the start) prefixed with an apostrophe. A BOM first so
 * spreadsheets read UTF-8; CRLF line ends. The export is recorded in the platform audit log.
 */
export async function exportPlatformAudit(
  ctx: SystemContext,
  filter: PlatformAuditFilter,
): Promise<PlatformAuditExport> {
  const db = ctx.database.unscoped();
  const maxId = await latestPlatformAuditId(db);
  const fixed = { ...filter, max_id: maxId };
  const matching = await countPlatformAuditEntries(db, fixed);
  const rows = Math.min(matching, PLATFORM_EXPORT_MAX_ROWS);
  await ctx.audit({
    action: 'platform_audit.exported',
    resourceType: 'platform_audit_log',
    outcome: 'success',
  });
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow(PLATFORM_AUDIT_CSV_COLUMNS)}\r\n`;
    for await (const batch of platformAuditBatches(db, fixed, {
      batchSize: EXPORT_BATCH_ROWS,
      maxRows: PLATFORM_EXPORT_MAX_ROWS,
    })) {
      yield batch
        .map((entry) => `${csvRow(PLATFORM_AUDIT_CSV_COLUMNS.map((column) => entry[column]))}\r\n`)
        .join('');
    }
  }
  return { stream: Readable.from(lines()), rows, truncated: matching > PLATFORM_EXPORT_MAX_ROWS };
}
