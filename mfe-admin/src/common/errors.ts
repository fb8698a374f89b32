import { ApiError } from '@clinio/platform';

export type FieldErrors = Partial<Record<string, string>>;

/** Spec 8: what to show for a failed call: the server's detail (the client already picked it). */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Something went wrong. Please try again.';
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
