import { expect, remoteArea, test } from '../support/fixtures';

test('the shell starts without the marketing remote and recovers when it is back', async ({ page }) => {
  let blocked = true;
  await page.route('**/mfe/marketing/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.fallback(),
  );

  await page.goto('/about-us');
  // The shell is up and shows the area's fallback after its bounded retries (not an error page).
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('heading', { level: 1 })).toContainText('temporarily unavailable');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page).toHaveTitle(/Clinio/);

  blocked = false;
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
