/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One RFC 4180 field: quoted, inner quotes doubled. A value a spreadsheet would run as a formula
 * (a user agent such as `=HYPERLINK(…)`) is prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A header row, then one row per item, CRLF line ends; a BOM so spreadsheets read UTF-8. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    csvRow(columns.map((column) => column.header)),
    ...rows.map((row) => csvRow(columns.map((column) => column.value(row)))),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
