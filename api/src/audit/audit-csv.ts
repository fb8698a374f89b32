import type { AuditEntry } from '@clinio/contracts';

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

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted, inner quotes doubled. A value a spreadsheet would run as a formula
 * (a user agent such as `=HYPERLINK(…)`) is prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | null)[]): string {
  return values.map(csvCell).join(',');
}

/** A header row, then one row per entry, CRLF line ends; a BOM so spreadsheets read UTF-8. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [
    csvRow(CSV_COLUMNS),
    ...entries.map((entry) => csvRow(CSV_COLUMNS.map((column) => entry[column]))),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
