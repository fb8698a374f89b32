import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaffHome, staffToken } from '../support/identity';

const analytics = (page: Page) => remoteArea(page, 'analytics');
const include = { include: '[data-remote="analytics"]' };
const LIVE = 'booked,confirmed,checked_in,in_progress,completed,no_show';

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

test('analytics shows the demo clinic its visits as the schedule counts them; reports keep their filters in the URL', async ({
  page,
  pageErrors,
  request,
}) => {
  // Three pages and axe on each (the analytics page holds 90 days of tables) on a shared machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaffHome(page, 'owner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Analytics & Reports' }).click();
  await nav.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(analytics(page).getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await analytics(page).getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const url = new URL(page.url());
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  // The same visits counted by the schedule's own list (the seed's past and coming visits, not cancelled).
  const token = await staffToken(request, 'owner');
  const listed = await request.get(
    `/api/appointments/?start=${from}&end=${dayAfter(to)}&status=${LIVE}&limit=1`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const { total } = (await listed.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(analytics(page).getByTestId('value-visits')).toHaveText(total.toLocaleString('en-US'));
  await expect(analytics(page).getByTestId('value-no-show-rate')).toHaveText(/^\d+(\.\d)?%$/);
  await expect(analytics(page).getByRole('region', { name: 'Visits per day, data' })).toBeVisible();
  await expectAccessible(page, include);

  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(analytics(page).getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await analytics(page).getByLabel('Report', { exact: true }).selectOption('no_shows');
  await expect(page).toHaveURL(/section=no_shows/);
  await analytics(page).getByLabel('Group by').selectOption('provider');
  await expect(page).toHaveURL(/section=no_shows.*group_by=provider|group_by=provider.*section=no_shows/);
  const table = analytics(page).getByRole('region', { name: 'No-shows report table' });
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  const download = page.waitForEvent('download');
  await analytics(page).getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^no_shows-.*\.csv$/);
  await expectAccessible(page, include);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/system-analytics');
  await expect(analytics(page).getByRole('heading', { level: 1, name: 'System Analytics' })).toBeVisible();
  await expect(analytics(page).getByTestId('value-active-staff')).toHaveText(/^\d+$/);
  await expectAccessible(page, include);
  expect(pageErrors).toEqual([]);
});
