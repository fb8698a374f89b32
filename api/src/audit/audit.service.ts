import type { AuditPage } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { auditCsv } from './audit-csv';
import { countAuditEntries, findAuditEntries, type AuditFilter } from './audit.queries';

/** An export never holds more rows than this; the answer says when it was cut. */
export const EXPORT_MAX_ROWS = 50_000;

export async function listAuditEntries(
  ctx: StaffContext,
  query: AuditFilter & { page: number; page_size: number },
): Promise<AuditPage> {
  const { page, page_size: pageSize, ...filter } = query;
  const [items, total] = await Promise.all([
    findAuditEntries(ctx.tx, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAuditEntries(ctx.tx, filter),
  ]);
  return { items, total, page, page_size: pageSize };
}

export interface AuditExport {
  csv: string;
  rows: number;
  truncated: boolean;
}

/** The filtered log as CSV, newest first; the export itself is recorded in the log. */
export async function exportAuditEntries(ctx: StaffContext, filter: AuditFilter): Promise<AuditExport> {
  const entries = await findAuditEntries(ctx.tx, filter, { limit: EXPORT_MAX_ROWS + 1, offset: 0 });
  const truncated = entries.length > EXPORT_MAX_ROWS;
  const rows = entries.slice(0, EXPORT_MAX_ROWS);
  await ctx.audit({ action: 'audit.exported', resourceType: 'audit_log', outcome: 'success' });
  return { csv: auditCsv(rows), rows: rows.length, truncated };
}
