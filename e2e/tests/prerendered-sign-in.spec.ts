import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { outboxNames, waitForMail } from '../support/outbox';
import { holdScripts } from '../support/prerendered';
import { DEMO_PASSWORD } from '../support/identity';

/**
 * Issue 19, ADR 067: the sign-in pages arrive pre-rendered. Their form paints from the HTML before
 * any script; the live page then takes the frame's place without moving anything, keeping what
 * was typed; until then the form cannot be sent anywhere; the frame is in the language the page
 * will show.
 */

/** Where the page's landmarks are, in CSS pixels. */
async function layoutOf(page: Page) {
  return page.evaluate(() =>
    ['h1', 'input[name="username"]', 'input[name="password"]', 'button[type="submit"]', 'main'].map(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return { selector, x: box?.x, y: box?.y, width: box?.width, height: box?.height };
      },
    ),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shifts: 0, headings: [] as string[] };
    Object.defineProperty(window, '__seen', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading && seen.headings.at(-1) !== heading) seen.headings.push(heading);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
});

test('the frame takes typing before the script; the live page replaces it in place, keeps it and signs in', async ({
  page,
  pageErrors,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  const scripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered');
  await expect(frame.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in — Clinio');
  const before = await layoutOf(page);

  await frame.getByLabel(/^Username or email/).fill('owner');
  await frame.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  // Enter, before the script: nothing is sent and nothing typed is lost.
  await frame.getByLabel(/^Password/).press('Enter');
  await expect(frame.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  expect(page.url()).toMatch(/\/login$/);
  expect(posts).toEqual([]);

  scripts.release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(await layoutOf(page)).toEqual(before);
  await expect(page.getByLabel(/^Username or email/)).toHaveValue('owner');
  await expect(page.getByLabel(/^Password/)).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __seen: { shifts: number } }).__seen.shifts)).toBe(
    0,
  );

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(pageErrors).toEqual([]);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a browser that prefers Spanish gets the Spanish frame, and the live page never shows English', async ({
    page,
    pageErrors,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/patient-login', { waitUntil: 'commit' });
    await expect(page.locator('#prerendered').getByRole('heading', { level: 1 })).toHaveText(
      'Acceso de pacientes',
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect(page).toHaveTitle('Acceso de pacientes — Clinio');
    const before = await layoutOf(page);
    scripts.release();
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(await layoutOf(page)).toEqual(before);
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { headings: string[] } }).__seen.headings),
    ).toEqual(['Acceso de pacientes']);
    expect(pageErrors).toEqual([]);
  });
});

test('a language chosen with the switch is the language of the next frame', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  expect((await context.cookies()).find((cookie) => cookie.name === 'clinio_locale')?.value).toBe('es');

  // The next visit, before any script: already in Spanish.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('#prerendered').getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
});

test('a recovery page and the e-mail’s reset link paint before the script too, at 375 px, and the live pages take over in place', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts = await holdScripts(page);
  await page.goto('/patient-forgot-password', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered');
  await expect(frame.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page).toHaveTitle('Forgot your password? — Clinio');
  await expectAccessible(page);
  await frame.getByLabel(/^Email/).fill('patient@demo.test');
  await expect(frame.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  const where = () =>
    page.evaluate(() =>
      ['h1', 'input[name="email"]', 'button[type="submit"]', 'main'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return { selector, x: box?.x, y: box?.y, width: box?.width, height: box?.height };
      }),
    );
  const before = await where();

  scripts.release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByLabel(/^Email/)).toHaveValue('patient@demo.test');
  expect(await where()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { __seen: { shifts: number } }).__seen.shifts)).toBe(
    0,
  );
  const mailsBefore = await outboxNames();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  // The e-mail's link, opened before any script: the new-password form, then the live one.
  const mail = await waitForMail(
    (candidate) =>
      candidate.to === 'patient@demo.test' && /patient-reset-password\?token=/.test(candidate.text),
    { before: mailsBefore },
  );
  const link = new URL(/(\S*patient-reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? '');
  const held = await holdScripts(page);
  await page.goto(link.pathname + link.search, { waitUntil: 'commit' });
  await expect(frame.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(frame.getByLabel(/^New password/)).toBeVisible();
  await expectAccessible(page);
  held.release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled();
  // A link cut short gets the page that says so, never the form's frame.
  const cut = await page.request.get('/patient-reset-password?token=short', {
    headers: { accept: 'text/html' },
  });
  expect(await cut.text()).not.toContain('id="prerendered"');
  expect(pageErrors).toEqual([]);
});
