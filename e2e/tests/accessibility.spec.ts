import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';
import { DEMO_TENANT_ID, setSubscription, systemToken } from '../support/platform';

// axe-core at WCAG 2.2 AA on the screens of the platform issues; each domain remote's own e2e
// checks its screens the same way (e2e/support/axe.ts).
test('the public pages and sign-in screens pass axe-core WCAG 2.2 AA', async ({ page }) => {
  for (const path of ['/', '/login', '/patient-login', '/system-admin-login']) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"], form').first()).toBeVisible();
    await expectAccessible(page);
  }
});

test('the staff dashboard, staff list and audit log pass axe-core WCAG 2.2 AA', async ({ page }) => {
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expectAccessible(page);
});

// Issue 20: the faults a probe found at other widths than the domain tests use. The month view
// re-renders its rows after measuring them ("+N more" where a day is full), and the notifications'
// buttons must say what they show (label in name).
for (const width of [1440, 375]) {
  test(`the month view and the notifications pass axe-core WCAG 2.2 AA at ${String(width)} px`, async ({
    page,
    request,
  }) => {
    // Two plan changes and back: the clinic's owner has unread notifications to list.
    const token = await systemToken(request);
    await setSubscription(request, token, DEMO_TENANT_ID, { plan: 'enterprise' });
    await setSubscription(request, token, DEMO_TENANT_ID, { plan: 'pro', status: 'active' });
    await page.setViewportSize({ width, height: 900 });
    await signInStaff(page, 'owner');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/appointments?view=month');
    const calendar = remoteArea(page, 'appointments');
    await expect(calendar.getByRole('tab', { name: 'Month', selected: true })).toBeVisible();
    await expect(calendar.getByRole('status', { name: 'Loading appointments…' })).toHaveCount(0);
    await expect(calendar.locator('.rbc-month-view')).toBeVisible();
    await expectAccessible(page, { include: '[data-remote="appointments"]' });

    await page.goto('/dashboard/notifications');
    const admin = remoteArea(page, 'admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(
      admin.getByRole('list', { name: 'Notifications' }).or(admin.getByText(/no notifications/i)),
    ).toBeVisible();
    await expectAccessible(page, { include: '[data-remote="admin"]' });
  });
}

// Issue 20, section 6: the screens no other e2e test checks with axe, at a phone's width.
test('the screens without an axe check elsewhere pass axe-core WCAG 2.2 AA at 375 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/register', '/forgot-password', '/patient-registration', '/patient-forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, remote] of [
    ['/dashboard/roles', 'admin'],
    ['/dashboard/patients', 'patients'],
  ] as const) {
    await page.goto(path);
    await expect(remoteArea(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(remoteArea(page, remote).getByRole('status')).toHaveCount(0);
    await expectAccessible(page);
  }
});
