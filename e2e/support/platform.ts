import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './identity';

/** The demo tenants' ids (api/src/seed). */
export const DEMO_TENANT_ID = '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0a01';
export const NORTHSIDE_TENANT_ID = '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0a02';

/** The demo system administrator's access token. */
export async function systemToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/system-auth/login', {
    data: { username: 'sysadmin', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Changes a tenant's subscription as the system administrator does; each plan change is
 * announced to the clinic's super admins as a notification.
 */
export async function setSubscription(
  request: APIRequestContext,
  token: string,
  tenantId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const response = await request.patch(`/api/system-admin/tenants/${tenantId}/subscription`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}
