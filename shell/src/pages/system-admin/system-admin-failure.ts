import { ApiError } from '@clinio/platform';

/** Spec 8: the server's detail, else 'Login failed'; a call with no answer is 'Network error'. */
export function systemAdminLoginMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Login failed';
  if (error.status === 0) return 'Network error';
  const body: unknown = error.response?.data;
  const detail =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).detail : undefined;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : 'Login failed';
}
