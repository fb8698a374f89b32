import { errorMessageFromResponse, toCsv, type CsvColumn } from '@clinio/contracts';
import { ApiError, type ApiClient } from '../api-client';
import { messageOfError } from './query-client';

/**
 * Saves a file through an object URL: no new window and no inline script, so it works under the
 * strict CSP.
 */
export function saveBlob(data: Blob | string, fileName: string, type = 'text/csv'): void {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: the download has started by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Today's date in the viewer's time zone, for file names: '2026-11-22'. */
export function localDateStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Rows already in the browser as a CSV file (formula-safe cells, UTF-8 with a BOM). */
export function downloadCsv<T>({
  rows,
  columns,
  fileName,
}: {
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  fileName: string;
}): void {
  saveBlob(toCsv(rows, columns), fileName, 'text/csv;charset=utf-8');
}

/** Blob.text(), with FileReader where a browser (or jsdom) lacks it. */
function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(blob);
  });
}

/**
 * The message of a failed download: the error body arrives as a Blob, so the client could not
 * read the server's detail from it; read it here.
 */
export async function messageOfDownloadFailure(error: unknown): Promise<string> {
  const data: unknown = error instanceof ApiError ? error.response?.data : null;
  if (error instanceof ApiError && data instanceof Blob) {
    try {
      const body: unknown = JSON.parse(await readText(data));
      return errorMessageFromResponse({ status: error.status, statusText: error.response?.statusText, body });
    } catch {
      // Not JSON: the client's own message is the best there is.
    }
  }
  return messageOfError(error);
}

/**
 * A file the server makes (an export), fetched by the API client so it carries the sign-in token,
 * then saved. A failure throws an Error whose message is the server's sentence.
 */
export async function downloadFromServer(
  api: ApiClient,
  { url, fileName }: { url: string; fileName: string },
) {
  try {
    const file = await api.get<Blob | string>(url, { responseType: 'blob' });
    saveBlob(file, fileName);
  } catch (error) {
    throw new Error(await messageOfDownloadFailure(error), { cause: error });
  }
}
