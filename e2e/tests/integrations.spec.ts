import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaffHome, staffToken } from '../support/identity';

/**
 * Issue 21 section 2: a provider connects the development Google adapter (no account: the local
 * consent page), the development calendar's busy hour (15:00-16:00 UTC every day) blocks their
 * bookable slots, and disconnecting frees them again. axe on the page, also at 375 px.
 */
const integrations = (page: Page) => remoteArea(page, 'integrations');
const HOUR = 3_600_000;

/** The next weekdays (local to the demo's New York branch) from tomorrow, as yyyy-mm-dd. */
function nextWeekdays(count: number): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset += 1) {
    const day = new Date(Date.now() + offset * 24 * HOUR);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

async function busyHourSlots(request: APIRequestContext, token: string, date: string) {
  const headers = { authorization: `Bearer ${token}` };
  const resources = await request.get('/api/scheduling/resources', { headers });
  const { providers } = (await resources.json()) as {
    providers: { id: string; name: string; branch_ids: string[] }[];
  };
  const priya = providers.find((provider) => provider.name.includes('Priya'));
  const query = new URLSearchParams({
    appointment_type: 'consultation',
    branch_id: priya?.branch_ids[0] ?? '',
    provider_ids: priya?.id ?? '',
    start_date: date,
    end_date: date,
  });
  const answer = await request.get(`/api/availability?${query.toString()}`, { headers });
  expect(answer.status()).toBe(200);
  const busyStart = Date.parse(`${date}T15:00:00Z`);
  const { slots } = (await answer.json()) as { slots: { start_time: string; end_time: string }[] };
  return slots.filter(
    (slot) => Date.parse(slot.start_time) < busyStart + HOUR && Date.parse(slot.end_time) > busyStart,
  );
}

test('a provider connects the development Google Calendar, its busy hour blocks a slot, and disconnects', async ({
  page,
  request,
  pageErrors,
}) => {
  // By e-mail: identity.spec renames the provider's username in the same product instance.
  const token = await staffToken(request, 'provider@demo.test');
  // The demo's visits fill some of Priya's hours, and which ones depends on the weekday the demo
  // was seeded: take the first of the next weekdays whose busy hour she still has free.
  let date = '';
  for (const day of nextWeekdays(5)) {
    if ((await busyHourSlots(request, token, day)).length > 0) {
      date = day;
      break;
    }
  }
  expect(date).not.toBe('');

  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaffHome(page, 'provider@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/integrations$/);
  await expect(integrations(page).getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const google = integrations(page).getByRole('region', { name: 'Google Calendar' });
  await expect(google.getByText('Not connected')).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="integrations"]' });

  await google.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Development Google Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/dashboard\/integrations\?connected=google$/);
  await expect(integrations(page).getByText('Google Calendar is connected.', { exact: false })).toBeVisible();
  await expect(google.getByText('Connected as dev.calendar@clinio.local')).toBeVisible();

  // The sync job reads the calendar: the busy hour leaves the bookable slots.
  await expect
    .poll(async () => (await busyHourSlots(request, token, date)).length, { timeout: 20_000 })
    .toBe(0);
  await page.reload();
  await expect(google.getByText('Last sync: not yet')).toBeHidden();
  await expect(google.getByLabel('Write my visits to')).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="integrations"]' });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, { include: '[data-remote="integrations"]' });
  await page.setViewportSize({ width: 1536, height: 900 });

  await google.getByRole('button', { name: 'Disconnect Google Calendar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Google Calendar?' });
  await confirm.getByRole('button', { name: 'Disconnect Google Calendar' }).click();
  await expect(google.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  expect((await busyHourSlots(request, token, date)).length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});
