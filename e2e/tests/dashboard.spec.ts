import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { DEMO_PASSWORD, signInStaff, signInStaffHome, staffToken } from '../support/identity';
import { DEMO_TENANT_ID, NORTHSIDE_TENANT_ID, setSubscription, systemToken } from '../support/platform';

const sidebar = (page: Page) => page.locator('[data-sidebar-variant]');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the four layouts: drawer at 375, icon rail at 768, floating rail at 1280, full sidebar at 1536', async ({
  page,
  pageErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard(\/tenant_dashboard)?$/);

  const widths = [
    { width: 1536, variant: 'full' },
    { width: 1280, variant: 'floating' },
    { width: 768, variant: 'rail' },
  ] as const;
  for (const { width, variant } of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect(sidebar(page)).toHaveAttribute('data-sidebar-variant', variant);
    const box = await sidebar(page).boundingBox();
    if (variant === 'full') expect(box?.width).toBeGreaterThan(200);
    else expect(box?.width).toBeLessThan(100);
    await page.screenshot({ path: testInfo.outputPath(`layout-${width}.png`), fullPage: true });
  }

  // The floating rail widens over the page on hover.
  await page.setViewportSize({ width: 1280, height: 900 });
  await sidebar(page).hover();
  await expect(sidebar(page)).toHaveAttribute('data-expanded', 'true');

  // Phones: a drawer behind the menu button, closed again by a route change.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.locator('[data-sidebar-variant]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('[data-sidebar-variant="drawer"]')).toBeVisible();
  // The screenshot waits for the slide-in to end (not a drawer caught halfway).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: testInfo.outputPath('layout-375.png'), fullPage: true });
  await mainNav(page).getByRole('link', { name: 'My Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-settings$/);
  await expect(page.locator('[data-sidebar-variant="drawer"]')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(pageErrors).toEqual([]);
});

test('a front-desk user sees only what their role allows; the super admin sees the admin group', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaff(page, 'frontdesk');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'My Settings' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Audit' })).toHaveCount(0);
  await expect(page.getByText('Administrative & Subscription')).toHaveCount(0);
  // The super-admin home is closed to them.
  await page.goto('/dashboard/tenant_dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Any other dashboard path is 'Page Not Found' inside the layout.
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('The requested dashboard page could not be found.')).toBeVisible();
  await expect(mainNav(page)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard(\/tenant_dashboard)?$/);
  await expect(mainNav(page).getByRole('link', { name: 'Roles' })).toBeVisible();
  await expect(page.getByText('Administrative & Subscription')).toBeVisible();
});

test("the super admin's home counts the clinic's own records, as the server does", async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaffHome(page, 'owner');
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenant_dashboard$/);
  const admin = remoteArea(page, 'admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Clinic overview' })).toBeVisible();

  // The same figures straight from the API, with a token of the same clinic.
  const token = await staffToken(request, 'owner');
  const response = await request.get('/api/dashboard/tenant-overview', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const overview = (await response.json()) as {
    patients: { total: number };
    staff: { active: number };
    activity: { sign_ins: number }[];
  };
  // The demo seed's fifteen patients at least (other tests may add more).
  expect(overview.patients.total).toBeGreaterThanOrEqual(15);
  expect(overview.activity.at(-1)?.sign_ins).toBeGreaterThanOrEqual(1);
  const card = (label: string) => admin.locator('dt', { hasText: label }).locator('xpath=..');
  await expect(card('Patients')).toContainText(overview.patients.total.toLocaleString('en-US'));
  await expect(card('Active staff')).toContainText(overview.staff.active.toLocaleString('en-US'));
  await expect(admin.getByRole('table', { name: 'Latest audit entries' })).toContainText('auth.login');
  await expect(admin.getByRole('region', { name: 'Needs attention' })).toBeVisible();
  // The charts' data tables too (WCAG 2.2 AA, with their scroll boxes reachable by keyboard).
  const tables = admin.getByText('Show as table');
  await expect(tables.first()).toBeVisible();
  for (const summary of await tables.all()) await summary.click();
  await expect(admin.getByRole('region', { name: /as a table$/ }).first()).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="admin"]' });
  await page.screenshot({ path: testInfo.outputPath('tenant-dashboard.png'), fullPage: true });
});

test('a trial-expired super admin sees the banner, and blocked items lead to subscription management', async ({
  page,
  request,
}) => {
  const token = await systemToken(request);
  await setSubscription(request, token, NORTHSIDE_TENANT_ID, { status: 'expired' });
  try {
    await page.setViewportSize({ width: 1536, height: 900 });
    await signInStaff(page, 'owner2');
    await expect(page).toHaveURL(/\/dashboard/);
    const banner = page.getByRole('region', { name: 'Trial Expired - Limited Access' });
    await expect(banner).toBeVisible();
    await banner
      .getByRole('button', { name: 'Upgrade Now' })
      .or(banner.getByRole('link', { name: 'Upgrade Now' }))
      .click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/subscription-management$/);
    await expect(remoteArea(page, 'admin').getByRole('heading', { level: 1 })).toBeVisible();

    await mainNav(page)
      .getByRole('link', { name: 'Staff' })
      .or(mainNav(page).getByRole('button', { name: 'Staff' }))
      .first()
      .click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Trial expired. Please upgrade to access this feature.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/subscription-management$/);
  } finally {
    const future = new Date(Date.now() + 14 * 86_400_000).toISOString();
    await setSubscription(request, token, NORTHSIDE_TENANT_ID, { status: 'trial', trial_ends_at: future });
  }
});

test("the bell shows '99+' past 99 unread and opens the unread notifications", async ({ page, request }) => {
  test.setTimeout(120_000);
  // 100 real plan changes by the platform, each announced to the clinic's super admins.
  const token = await systemToken(request);
  for (let index = 0; index < 100; index += 1) {
    await setSubscription(request, token, DEMO_TENANT_ID, { plan: index % 2 === 0 ? 'enterprise' : 'pro' });
  }
  await setSubscription(request, token, DEMO_TENANT_ID, { plan: 'pro', status: 'active' });

  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaff(page, 'owner');
  const bell = page.getByRole('link', { name: /^Notifications, 99\+ unread$/ });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveText('99+');
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\?unread=true$/);
  const admin = remoteArea(page, 'admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await admin.getByRole('button', { name: /Mark all as read/ }).click();
  await expect(admin.getByText('You have 0 unread notifications.')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('a new primary colour in clinic settings recolours the shell and the mounted remote without a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/settings');
  const admin = remoteArea(page, 'admin');
  const form = admin.getByRole('form', { name: 'Branding' });
  await expect(form).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // A colour the clinic does not have yet, so the change is visible; the seed's is put back after.
  const primary = form.getByLabel('Primary colour', { exact: true });
  const original = (await primary.inputValue()).toLowerCase();
  const chosen = original === '#b42318' ? '#1d4ed8' : '#b42318';
  const chosenRgb = chosen === '#b42318' ? 'rgb(180, 35, 24)' : 'rgb(29, 78, 216)';
  const brandVariable = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--clinio-brand-primary').trim(),
    );
  await primary.fill(chosen);
  await form.getByRole('button', { name: 'Save branding' }).click();
  await expect.poll(brandVariable).toBe(chosen);
  // The shell's avatar and a control inside the remote take the colour from the same variable.
  const avatarBackground = await page
    .getByRole('button', { name: /^Edit profile of / })
    .locator('div')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(avatarBackground).toBe(chosenRgb);
  // Read at rest (not hovered or focused, which tint it).
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect
    .poll(() =>
      form
        .getByRole('button', { name: 'Save branding' })
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    )
    .toBe(chosenRgb);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // Put the clinic's own colour back for the tests that follow.
  await primary.fill(original);
  await form.getByRole('button', { name: 'Save branding' }).click();
  await expect.poll(brandVariable).toBe(original);
});

test('the system administrator lists tenants and opens one', async ({ page }) => {
  await page.goto('/system-admin-login');
  await page.getByLabel(/^Username/).fill('sysadmin');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/system-admin$/);
  await page.getByRole('link', { name: 'Tenants' }).click();
  await expect(page).toHaveURL(/\/system-admin\/tenants$/);
  const admin = remoteArea(page, 'admin');
  await expect(admin.getByText('Demo Family Clinic').first()).toBeVisible();
  await expect(admin.getByText('Northside Physio').first()).toBeVisible();
  await admin
    .getByRole('link', { name: /Demo Family Clinic/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/system-admin/tenants/${DEMO_TENANT_ID}$`));
  await expect(admin.getByText('DEMOFAMILY-4821').first()).toBeVisible();
});

test('the system administrator reads the job queue on a phone; the page passes axe', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/system-admin-login');
  await page.getByLabel(/^Username/).fill('sysadmin');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/system-admin$/);
  await page.goto('/system-admin/jobs?state=completed');
  const admin = remoteArea(page, 'admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible({ timeout: 30_000 });
  // The demo's start sent e-mails and ran trial checks: completed jobs are listed.
  await expect(admin.getByRole('region', { name: 'Jobs table' })).toBeVisible();
  await expect(admin.getByLabel('State')).toHaveValue('completed');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page, { include: '[data-remote="admin"]' });
  await admin.getByLabel('State').selectOption('failed');
  await expect(page).toHaveURL(/state=failed/);
  await expect(
    admin
      .getByRole('heading', { name: 'No dead letters' })
      .or(admin.getByRole('region', { name: 'Jobs table' })),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});
