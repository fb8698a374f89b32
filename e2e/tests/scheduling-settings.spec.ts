import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInStaff, staffToken } from '../support/identity';

/**
 * The two settings screens issue 11 added to mfe-admin (ADR 037): the clinic's Online booking card
 * and a provider's Calendar link, each used by keyboard on a 375 px phone and checked with axe.
 */
const PHONE = { width: 375, height: 812 };

async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the owner lists a website for the booking page by keyboard, on a phone', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await staffToken(request, 'owner')}` };
  const before = (await (await request.get('/api/booking-settings', { headers })).json()) as Record<
    string,
    unknown
  > & { embed_allowed_origins: string[] };
  try {
    await page.setViewportSize(PHONE);
    await signInStaff(page, 'owner');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/settings');
    const card = page.getByRole('region', { name: 'Online booking' });
    const websites = card.getByLabel('Websites that may show the booking page');
    await expect(websites).toHaveValue(before.embed_allowed_origins.join('\n'));
    await expect(card.getByTestId('embed-snippet')).toContainText('<iframe');
    await noSideways(page);
    await expectAccessible(page, { include: 'section[aria-label="Online booking"]' });

    await websites.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('https://book.northside-clinic.test');
    await card.getByRole('button', { name: 'Save online booking' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Online booking settings saved')).toBeVisible();
    const after = (await (await request.get('/api/booking-settings', { headers })).json()) as {
      embed_allowed_origins: string[];
    };
    expect(after.embed_allowed_origins).toEqual([
      ...before.embed_allowed_origins,
      'https://book.northside-clinic.test',
    ]);
  } finally {
    const { clinic_id: _clinic, embed_path: _path, ...settings } = before;
    await request.put('/api/booking-settings', { headers, data: settings });
  }
});

test('a provider makes a calendar link by keyboard, subscribes to it, and turns it off', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  // By e-mail: identity.spec renames this account's username in the same run.
  await signInStaff(page, 'provider@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/user-settings');
  const section = page.getByRole('region', { name: 'Calendar link' });
  await section.getByRole('button', { name: /Make (my calendar|a new) link/ }).focus();
  await page.keyboard.press('Enter');
  const link = section.getByLabel('Your calendar link (shown only now)');
  await expect(link).toHaveValue(/\/api\/calendar-feeds\/.+\.ics$/);
  await noSideways(page);
  await expectAccessible(page, { include: '[data-remote="admin"]' });

  const url = await link.inputValue();
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await section.getByRole('button', { name: 'Turn the link off' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText('You have no calendar link.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test('the owner sets an appointment type on a phone: its price and that it is a video visit', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await staffToken(request, 'owner')}` };
  const types = (await (await request.get('/api/appointment-types', { headers })).json()) as (Record<
    string,
    unknown
  > & { key: string; name: string })[];
  const before = types.find((type) => type.key === 'follow_up');
  if (before === undefined) throw new Error('The demo clinic has no follow-up type');
  try {
    await page.setViewportSize(PHONE);
    await signInStaff(page, 'owner');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Appointment types' });
    await section.getByRole('button', { name: `Edit ${before.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${before.name}` });
    await dialog.getByLabel(/^Price/).fill('65.00');
    await dialog.getByRole('checkbox', { name: /^Video visit/ }).check();
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save type' }).click();
    await expect(dialog).toBeHidden();
    const card = section.getByRole('listitem', { name: before.name });
    await expect(card).toContainText('Video visit');
    await expect(card).toContainText('price 65.00');
    await noSideways(page);
    await expectAccessible(page, { include: 'section[aria-label="Appointment types"]' });
  } finally {
    const { id: _id, key, required_consents: _consents, required_form_ids: _forms, ...fields } = before;
    await request.put(`/api/appointment-types/${key}`, { headers, data: fields });
  }
});
