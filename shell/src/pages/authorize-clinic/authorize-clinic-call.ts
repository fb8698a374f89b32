import type { AuthorizeClinicRequest, AuthorizeClinicResponse } from '@clinio/contracts';
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
  const { csrfToken } = await api.call('getPatientCsrfToken', {}, { skipAuth: true });
  return api.call(
    'authorizeClinic',
    { body: request },
    { headers: { 'X-CSRF-Token': csrfToken }, skipAuth: true },
  );
}
