import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';

test('mfe-__NAME__: its sidebar item opens its first screen inside the dashboard', async ({
  page,
  pageErrors,
}) => {
  await signInStaff(page, 'owner');
  await page.getByRole('link', { name: '__TITLE__' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/__NAME__$/);
  await expect(
    remoteArea(page, '__NAME__').getByRole('heading', { level: 1, name: '__TITLE__' }),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});
