import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';

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
