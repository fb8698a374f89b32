import { AuthorizeClinicResponse, CsrfResponse, type AuthorizeClinicRequest } from '@clinio/contracts';
import type { ApiClient } from '@clinio/platform';

/**
 * Spec 7 sends no bearer token: the patient is known by the HttpOnly cookie of their sign-in, so
 * the state change needs the CSRF token of that session (quality bar 10). `skipAuth` also keeps a
 * 401 (no patient session) the page's answer instead of the global logout.
 */
export async function authorizeClinic(
  api: ApiClient,
  request: AuthorizeClinicRequest,
): Promise<AuthorizeClinicResponse> {
  const { csrfToken } = CsrfResponse.parse(
    await api.get<unknown>('/api/patients/csrf-token', { skipAuth: true }),
  );
  const body = await api.post<unknown>('/api/patients/authorize-clinic', request, {
    headers: { 'X-CSRF-Token': csrfToken },
    skipAuth: true,
  });
  return AuthorizeClinicResponse.parse(body);
}
