import { csvRow, type AuditEntry } from '@clinio/contracts';

// One CSV rule for the browser and the server (formula-safe cells): @clinio/contracts' csv.ts.
export { csvCell, csvRow } from '@clinio/contracts';

export const CSV_COLUMNS = [
  'id',
  'at',
  'actor_type',
  'actor_id',
  'actor_name',
  'actor_role',
  'branch_id',
  'action',
  'resource_type',
  'resource_id',
  'outcome',
  'ip_address',
  'user_agent',
  'session_id',
] as const satisfies readonly (keyof AuditEntry)[];

/** A header row, then one row per entry, CRLF line ends; a BOM so spreadsheets read UTF-8. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [
    csvRow(CSV_COLUMNS),
    ...entries.map((entry) => csvRow(CSV_COLUMNS.map((column) => entry[column]))),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
