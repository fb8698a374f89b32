import { ApiErrorBody } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';

/** The server's `detail` of a failed call, when it gave one. */
export function detailOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body: unknown = error.response?.data;
  const detail =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).detail : undefined;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}

/** The per-field messages of a failed call (validation errors, conflicts on a field). */
export function fieldErrorsOfError(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = ApiErrorBody.safeParse(error.response?.data);
  const result: Record<string, string> = {};
  for (const { field, message } of (body.success ? body.data.fields : undefined) ?? [])
    result[field] ??= message;
  return result;
}
