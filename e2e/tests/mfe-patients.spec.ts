import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaffHome } from '../support/identity';

test('mfe-patients: its sidebar item opens its first screen inside the dashboard', async ({
  page,
  pageErrors,
}) => {
  await signInStaffHome(page, 'owner');
  await page.getByRole('link', { name: 'Patients' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/patients$/);
  await expect(
    remoteArea(page, 'patients').getByRole('heading', { level: 1, name: 'Patients' }),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});
