import { test as base, expect, type Page } from '@playwright/test';

/** Collects page errors so a test can assert the page ran cleanly. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The element the shell mounts a remote into. */
export const remoteArea = (page: Page, name: string) => page.locator(`[data-remote="${name}"]`);
