import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';

test('mfe-appointments: its sidebar item opens its first screen inside the dashboard', async ({
  page,
  pageErrors,
}) => {
  await signInStaff(page, 'owner');
  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/appointments$/);
  await expect(
    remoteArea(page, 'appointments').getByRole('heading', { level: 1, name: 'Appointments' }),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});
