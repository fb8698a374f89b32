import { Uuid, decodeJwtPayload, parseDeviceInfo, type LoginNotificationRequest } from '@clinio/contracts';
import type { ApiClient } from '@clinio/platform';

/** Spec 3's login notification: session, no IP (the server has it), user agent and device. */
export function loginNotificationOf(accessToken: string, userAgent: string): LoginNotificationRequest {
  const sid = Uuid.safeParse(decodeJwtPayload(accessToken)?.sid);
  return {
    session_id: sid.success ? sid.data : null,
    ip_address: null,
    user_agent: userAgent.slice(0, 1000),
    device_info: parseDeviceInfo(userAgent),
    // The location is looked up by the server from the request's address.
  };
}

/** Spec 8: the login notification never fails the sign-in. */
export async function sendLoginNotification(
  api: ApiClient,
  accessToken: string,
  userAgent: string,
): Promise<void> {
  try {
    await api.call('recordSignInDevice', { body: loginNotificationOf(accessToken, userAgent) });
  } catch (error) {
    console.warn('[shell] login notification not sent', error instanceof Error ? error.message : error);
  }
}

/**
 * Spec 4.1: a CSRF token, then the logout call carrying it. Sent with the token the session had
 * (the local state is already gone), and never the global logout on a 401: the session is
 * ending anyway.
 */
export async function endServerSession(api: ApiClient, accessToken: string): Promise<void> {
  const authorization = { Authorization: `Bearer ${accessToken}` };
  try {
    const { csrfToken } = await api.call('getCsrfToken', {}, { skipAuth: true, headers: authorization });
    await api.call(
      'signOut',
      {},
      { skipAuth: true, headers: { ...authorization, 'X-CSRF-Token': csrfToken } },
    );
  } catch (error) {
    console.warn(
      '[shell] the server did not end the session',
      error instanceof Error ? error.message : error,
    );
  }
}
