import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, signInPatient, signInStaff, staffToken } from '../support/identity';
import { totp } from '../support/totp';

test.describe('staff', () => {
  test('signs in, sees the dashboard with name and role, and logs out to /', async ({ page, pageErrors }) => {
    await signInStaff(page, 'frontdesk');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Tom$/ }),
    ).toBeVisible();
    // The home's figures come from the demo clinic's rows: front desk may see patients and staff.
    await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ has: page.getByText(/using the patient portal/) }),
    ).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Active staff' })).toBeVisible();
    // The spec's stored keys.
    const stored = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(stored).toEqual(expect.arrayContaining(['access_token', 'refresh_token', 'userProfile']));

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The dashboard is closed again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    expect(pageErrors).toEqual([]);
  });

  test('a wrong password says so and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/^Username or email/).fill('frontdesk');
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByLabel(/^Username or email/)).toHaveValue('frontdesk');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a front-desk user sees no admin areas, and the server refuses them too', async ({ page }) => {
    await signInStaff(page, 'frontdesk');
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'My Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token') ?? '';
      const response = await fetch('/api/audit', { headers: { Authorization: `Bearer ${token}` } });
      return response.status;
    });
    expect(status).toBe(403);
  });
});

test('a patient signs in to the portal, and cannot open a staff page or call a staff API', async ({
  page,
  pageErrors,
}) => {
  await signInPatient(page, 'patient@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Miller' })).toBeVisible();
  // The portal home is mfe-patients' (ADR 035); the clinic also appears in other sections there.
  await expect(
    page.getByRole('region', { name: 'Your clinics' }).getByText('Demo Family Clinic'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('patientData'))).not.toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await page.goto('/dashboard/user-settings');
  await expect(page).toHaveURL(/\/patient-dashboard$/);

  const statuses = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` };
    const me = await fetch('/api/me', { headers });
    const staff = await fetch('/api/staff', { headers });
    const system = await fetch('/api/system-auth/verify-token', { headers });
    return [me.status, staff.status, system.status];
  });
  expect(statuses[0]).toBe(403);
  expect(statuses[1]).toBe(403);
  expect([401, 403]).toContain(statuses[2]);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(pageErrors).toEqual([]);
});

test('the system administrator signs in, reaches /system-admin, and logs out', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/system-admin');
  await expect(page).toHaveURL(/\/system-admin-login/);
  await page.getByLabel(/^Username/).fill('sysadmin');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/system-admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System administration' })).toBeVisible();
  await expect(page.getByText('Platform Administrator')).toBeVisible();

  // A staff token is no system-administrator token.
  const staffStatus = await page.evaluate(async () => {
    const login = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'frontdesk', password: 'Clinio!demo1' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const response = await fetch('/api/system-auth/verify-token', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    return response.status;
  });
  expect(staffStatus).toBe(403);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/system-admin-login/);
  await page.goto('/system-admin');
  await expect(page).toHaveURL(/\/system-admin-login/);
  expect(pageErrors).toEqual([]);
});

test('a session ended from another browser is signed out there at its next call', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const away = await second.newPage();
    await signInStaff(away, 'admin');
    await expect(away).toHaveURL(/\/dashboard$/);

    const here = await first.newPage();
    await signInStaff(here, 'admin');
    await expect(here).toHaveURL(/\/dashboard$/);
    await here.goto('/dashboard/user-settings');
    const sessions = here.getByRole('region', { name: 'Active sessions' });
    await sessions
      .getByRole('button', { name: /^Log out / })
      .first()
      .click();
    const dialog = here.getByRole('alertdialog', { name: 'Log out this session?' });
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(dialog).toBeHidden();
    await expect(sessions.getByRole('button', { name: /^Log out / })).toHaveCount(0);

    // The other browser's next request is refused, and the shell logs it out to '/'.
    await away.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Settings' }).click();
    await expect(away).toHaveURL(/\/$/);
    expect(await away.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // This browser is still signed in.
    await here.reload();
    await expect(here.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test('two-factor: set up with the QR code secret, then sign in with a code', async ({ page }) => {
  await signInStaff(page, 'billing');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/user-settings');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Set up two-factor' }).click();
  await security.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  const setup = page.waitForResponse((response) => response.url().endsWith('/api/users/2fa/setup'));
  await security.getByRole('button', { name: 'Continue' }).click();
  const { secret } = (await (await setup).json()) as { secret: string };
  await expect(security.getByRole('img', { name: /QR code/ })).toBeVisible();

  await security.getByLabel(/^6-digit code/).fill(totp(secret));
  await security.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(security.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await security.getByRole('button', { name: 'I have stored my codes' }).click();
  await expect(security.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInStaff(page, 'billing');
  const code = page.getByLabel(/^Authentication code/);
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // The code of this step was spent turning 2FA on: the next step's code (one step of drift).
  await code.fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Bea$/ }),
  ).toBeVisible();
});

test('the inactivity warning appears before the timeout, and Stay Logged In resets it', async ({
  page,
  request,
}) => {
  // Northside Physio's idle timeout is one minute: the warning comes 6 s before the end.
  const token = await staffToken(request, 'owner2');
  const update = await request.patch('/api/tenant-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { session_timeout_minutes: 1 },
  });
  expect(update.status()).toBe(200);

  await page.clock.install();
  await signInStaff(page, 'owner2');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const warning = page.getByRole('alertdialog', { name: 'Session Timeout Warning' });

  // The page's clock stops here and moves only when the test says: the timer starts 2 s after
  // the sign-in, the warning comes 54 s after the last activity and counts down the last 6.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 3_000);
  await page.clock.runFor('00:50');
  await expect(warning).toBeHidden();
  await page.clock.runFor('00:04');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Your session will expire in 0:06 due to inactivity.');

  await warning.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(warning).toBeHidden();
  await page.clock.runFor('00:50');
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Left alone past the end: the warning again, then logged out to '/'.
  await page.clock.runFor('00:05');
  await expect(warning).toBeVisible();
  await page.clock.runFor('00:07');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('identity pages fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/login', '/patient-login', '/register', '/patient-registration', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// A 1×1 PNG, as a phone's photo would arrive (the server re-encodes every picture).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('Edit Profile: a new picture and username are saved, and the avatar shows the picture', async ({
  page,
  pageErrors,
}) => {
  await signInStaff(page, 'provider');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Edit profile of Priya Shah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog
    .getByLabel(/^Profile picture/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel(/^Username/).fill('priya.shah');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(dialog).toBeHidden();

  const avatar = page.getByRole('button', { name: 'Edit profile of Priya Shah' }).locator('img');
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('priya.shah').first()).toBeVisible();

  // Signing in with the new username works; the old one does not.
  await page.getByRole('button', { name: 'Log out' }).click();
  await signInStaff(page, 'priya.shah');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(pageErrors).toEqual([]);
});

test('a patient registers, authorizes a clinic with its code, and revokes it from the portal', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/patient-registration');
  const form = page.getByRole('form', { name: 'Create your patient account' });
  await form.getByLabel(/^First name/).fill('Sam');
  await form.getByLabel(/^Last name/).fill('Rivera');
  await form.getByLabel(/^Email/).fill('sam.rivera@mail.test');
  await form.getByLabel(/^Username/).fill('samrivera');
  await form.getByLabel(/^Password/).fill('quiet river mornings');
  await form.getByLabel(/^Confirm password/).fill('quiet river mornings');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/authorize-clinic/);

  // A wrong code says so and keeps what was typed.
  await page.getByLabel(/^Clinic code/).fill('northside-0000');
  await page.getByRole('button', { name: 'Authorize clinic' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel(/^Clinic code/)).toHaveValue('NORTHSIDE-0000');

  await page.getByLabel(/^Clinic code/).fill('northside-7315');
  await page.getByRole('button', { name: 'Authorize clinic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic authorized' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your patient portal' }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible();

  await page.getByRole('button', { name: 'Revoke Northside Physio' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke access?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByRole('button', { name: 'Revoke Northside Physio' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
