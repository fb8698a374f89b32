import { fieldErrorsOf } from '@clinio/contracts';
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
