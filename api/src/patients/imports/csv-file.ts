import { Readable } from 'node:stream';
import { PATIENT_IMPORT_MAX_ROWS } from '@clinio/contracts';
import { parse, type CsvError, type Info } from 'csv-parse';
import { AppError } from '../../errors/app-error';

/**
 * Reading an uploaded CSV file (ADR 033): the bytes decide what it is (never its name or declared
 * type), UTF-8 with or without a BOM, `,` `;` or tab separated. Rows are streamed through
 * csv-parse one at a time; nothing here ever holds all the rows of a file in one array.
 */

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** What an upload is when it is not a CSV text, by its first bytes. */
const KNOWN_BINARIES: { magic: number[]; what: string }[] = [
  { magic: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP or Excel (.xlsx) file' },
  { magic: [0xd0, 0xcf, 0x11, 0xe0], what: 'an Excel (.xls) file' },
  { magic: [0x25, 0x50, 0x44, 0x46], what: 'a PDF' },
  { magic: [0x89, 0x50, 0x4e, 0x47], what: 'an image' },
  { magic: [0xff, 0xd8, 0xff], what: 'an image' },
  { magic: [0x47, 0x49, 0x46, 0x38], what: 'an image' },
  { magic: [0x1f, 0x8b], what: 'a compressed file' },
];

const SAVE_AS = 'Save the sheet as "CSV UTF-8" and upload that file.';

function unsupported(detail: string): AppError {
  return new AppError(415, 'unsupported_media_type', detail);
}

function unreadable(message: string): AppError {
  return new AppError(400, 'validation_error', `file: ${message}`, { fields: [{ field: 'file', message }] });
}

function startsWith(bytes: Buffer, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

/**
 * Refuses what is not UTF-8 text (415 for binaries and UTF-16, 400 for text in another encoding)
 * and answers the text without its BOM.
 */
export function decodeCsvText(bytes: Buffer): string {
  const binary = KNOWN_BINARIES.find((known) => startsWith(bytes, known.magic));
  if (binary) throw unsupported(`This is ${binary.what}, not a CSV file. ${SAVE_AS}`);
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    throw unsupported(`This file is UTF-16 text. ${SAVE_AS}`);
  }
  if (bytes.includes(0)) throw unsupported(`This is not a text file. ${SAVE_AS}`);
  const body = startsWith(bytes, [...BOM]) ? bytes.subarray(BOM.length) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw unreadable(`The file is not UTF-8 text. ${SAVE_AS}`);
  }
}

/** The separator of the header line: the most frequent of `,` `;` and tab outside quotes. */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as Delimiter)) {
      counts.set(char as Delimiter, (counts.get(char as Delimiter) ?? 0) + 1);
    }
  }
  let best: Delimiter = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** One data row of the file: its line (the header is line 1) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The text in slices, so csv-parse's output waits for its reader (backpressure per slice). */
function* slices(text: string, size = 64 * 1024): Generator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

/**
 * The rows of `text` after the header, streamed in small groups (whatever the parser has ready,
 * read synchronously: one promise per group, not per row); `skip` passes over that many data
 * rows first (a resumed import). Rows whose cells are all empty (a spreadsheet's trailing rows)
 * are not rows.
 */
export async function* csvRecordGroups(
  text: string,
  options: { skip?: number } = {},
): AsyncGenerator<CsvRecord[]> {
  let toSkip = options.skip ?? 0;
  const parser = parse({
    delimiter: detectDelimiter(text),
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // The header is read by readHeader; data rows start on the next record.
    from: 2,
  });
  const source = Readable.from(slices(text));
  source.pipe(parser);
  // Set by the parser's events while this generator waits.
  const state: { failure: Error | null; ended: boolean } = { failure: null, ended: false };
  parser.on('error', (error) => {
    state.failure = error;
  });
  parser.on('end', () => {
    state.ended = true;
  });
  try {
    for (;;) {
      const group: CsvRecord[] = [];
      let item = parser.read() as { record: string[]; info: Info } | null;
      while (item !== null) {
        if (!item.record.every((cell) => cell.trim() === '')) {
          if (toSkip > 0) toSkip -= 1;
          else group.push({ line: item.info.lines, cells: item.record });
        }
        item = parser.read() as { record: string[]; info: Info } | null;
      }
      if (state.failure !== null) throw state.failure;
      if (group.length > 0) yield group;
      if (state.ended) return;
      await new Promise<void>((resolve) => {
        const wake = () => {
          parser.off('readable', wake);
          parser.off('end', wake);
          parser.off('error', wake);
          resolve();
        };
        parser.on('readable', wake);
        parser.on('end', wake);
        parser.on('error', wake);
      });
    }
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}

/** The rows of `text` after the header, one at a time (see csvRecordGroups). */
export async function* csvRecords(text: string, options: { skip?: number } = {}): AsyncGenerator<CsvRecord> {
  for await (const group of csvRecordGroups(text, options)) yield* group;
}

/** The header cells: trimmed, blanks named by position, repeated names made unique. */
export function headerNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cell.trim().slice(0, 200) || `Column ${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

export interface CsvSummary {
  headers: string[];
  /** Data rows (after the header, empty rows not counted). */
  rows: number;
}

function csvProblem(error: unknown): AppError {
  const csv = error as Partial<CsvError> & { lines?: number };
  const where = typeof csv.lines === 'number' ? ` near line ${csv.lines}` : '';
  if (csv.code === 'CSV_QUOTE_NOT_CLOSED') return unreadable(`A quoted value is never closed${where}.`);
  if (typeof csv.code === 'string' && csv.code.startsWith('CSV_')) {
    return unreadable(`The file could not be read as CSV${where}.`);
  }
  return error instanceof AppError ? error : unreadable('The file could not be read as CSV.');
}

/** The header and the number of data rows; refuses a file with no header, no rows or too many rows. */
export async function summarizeCsv(text: string): Promise<CsvSummary> {
  const header = await readHeader(text);
  let rows = 0;
  try {
    for await (const group of csvRecordGroups(text)) {
      rows += group.length;
      if (rows > PATIENT_IMPORT_MAX_ROWS) {
        throw unreadable(
          `The file has more than ${PATIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it in parts.`,
        );
      }
    }
  } catch (error) {
    throw csvProblem(error);
  }
  if (rows === 0) throw unreadable('The file has a header but no rows.');
  return { headers: header, rows };
}

/** The file's column names (its first non-empty row). */
export async function readHeader(text: string): Promise<string[]> {
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: 1,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.some((cell) => cell.trim() !== '')) return headerNames(record);
    }
  } catch (error) {
    throw csvProblem(error);
  } finally {
    parser.destroy();
  }
  throw unreadable('The file is empty.');
}

/** Wraps a CSV reading failure of the job in a plain sentence for the import's `error`. */
export function csvFailureReason(error: unknown): string {
  return csvProblem(error).message.replace(/^file: /, '');
}
