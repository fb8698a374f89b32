import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { holdScripts } from '../support/prerendered';

/**
 * Issue 19, ADR 069: the landing page arrives pre-rendered by the marketing remote's own build,
 * chosen by the server from the live release. It paints from the HTML before any script; the live
 * remote then takes the frame's place without moving anything; until then its buttons wait.
 */

/** Where the page's landmarks are, in CSS pixels. */
async function layoutOf(page: Page) {
  return page.evaluate(() =>
    ['header', 'h1', 'main', 'footer', '#features h2', 'header button'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return { selector, x: box?.x, y: box?.y, width: box?.width, height: box?.height };
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shifts: 0 };
    Object.defineProperty(window, '__seen', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`at ${viewport.width} px the landing page paints before the script, and the live remote replaces it in place`, async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize(viewport);
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const frame = page.locator('#prerendered');
    await expect(
      frame.getByRole('heading', {
        level: 1,
        name: 'Run your clinic from one calendar, one chart and one inbox',
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Clinio — AI-Powered Healthcare');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The frame is the remote's markup, as the shell holds it, and it meets the same bar.
    await expect(frame.locator('[data-remote-frame="marketing"] header')).toHaveCount(1);
    await expectAccessible(page);
    const before = await layoutOf(page);
    if (viewport.width < 1280) await expect(frame.getByRole('button', { name: 'Menu' })).toBeDisabled();
    // Its links are real links: they work without any script.
    await expect(frame.getByRole('link', { name: 'Book a demo' }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );

    scripts.release();
    await expect(frame).toHaveCount(0);
    const area = remoteArea(page, 'marketing');
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await layoutOf(page)).toEqual(before);
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { shifts: number } }).__seen.shifts),
    ).toBe(0);
    if (viewport.width < 1280) {
      // The live page's menu works.
      await area.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#marketing-mobile-menu')).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
}

test('a Spanish reader gets the frame in the page’s language, and a path without a frame the generic page', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const landing = await page.goto('/');
  expect(landing?.headers()['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
  expect(await landing?.text()).toContain('<html lang="es"');
  await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
  const about = await page.request.get('/about-us', { headers: { accept: 'text/html' } });
  expect(await about.text()).not.toContain('id="prerendered"');
  await context.close();
});
