import { errorMessageFromResponse, fieldErrorsOf } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';

export type FieldErrors = Partial<Record<string, string>>;

/** Spec 8: what to show for a failed call: the server's detail (the client already picked it). */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Something went wrong. Please try again.';
}

/** The per-field messages of a 400 validation answer; empty for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? fieldErrorsOf(error.response?.data) : {};
}

/** The stable error code of a failed call (the front end switches on codes, never on text). */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per top-level field of a schema check, keyed like the request body. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    result[field] ??= issue.message;
  }
  return result;
}

/** Splits a failed submit into inline field messages and one sentence for the top of the form. */
export function describeFailure(error: unknown): { fields: FieldErrors; message: string | null } {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length > 0) return { fields, message: 'Please correct the highlighted fields.' };
  return { fields: {}, message: messageOf(error) };
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
 * The message of a failed download (responseType 'blob'): the error body arrives as a Blob, so the
 * client could not read the server's detail from it; read it here.
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
  return messageOf(error);
}
