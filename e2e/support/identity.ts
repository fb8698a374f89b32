import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Clinio!demo1';

/** Signs a staff member in through /login and waits for the dashboard. */
export async function signInStaff(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs a staff member in and waits until their home has painted, so that the next click lands
 * on the settled frame rather than racing the redirect from /login (a click on a sidebar link
 * while the home was still arriving was seen lost in CI).
 */
export async function signInStaffHome(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await signInStaff(page, username, password);
  await expect(page).toHaveURL(/\/dashboard(\/tenant_dashboard)?$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Signs a patient in through /patient-login. */
export async function signInPatient(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/patient-login');
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/);
}

/** A staff access token straight from the API, for setting things up. */
export async function staffToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** A patient access token straight from the API, for setting things up. */
export async function patientToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/patients/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** Sets the language a patient's account remembers (issue 22), as their portal's switch does. */
export async function setPatientLanguage(
  request: APIRequestContext,
  username: string,
  locale: 'en' | 'es',
): Promise<void> {
  const token = await patientToken(request, username);
  const response = await request.put('/api/patients/profile/language', {
    headers: { authorization: `Bearer ${token}` },
    data: { locale },
  });
  expect(response.status()).toBe(200);
}
