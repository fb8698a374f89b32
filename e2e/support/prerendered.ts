import type { Page } from '@playwright/test';

/**
 * Holds the shell's entry back until `release()`, so that a pre-rendered frame (ADR 067, 069) can
 * be looked at and used before the live page exists (the page's DOMContentLoaded waits for it:
 * navigations wait for the response only).
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
