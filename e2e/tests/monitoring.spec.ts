import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR } from '../support/product-server';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';

// ADR 019. The product under test runs with monitoring off; these tests switch it on for their own
// page only, by rewriting the public config the browser reads, and point both services at the
// development receiver (served outside production), which writes to DATA_DIR/monitoring.
const MONITORING = {
  errorReporting: { dsn: `${BASE_URL.replace('//', '//local@')}/api/dev-monitoring/1` },
  analytics: { url: `${BASE_URL}/api/dev-monitoring`, domain: 'e2e.clinio.test' },
  flags: { authenticatedMonitoring: false, patientMonitoring: false },
};

async function withMonitoring(page: Page): Promise<void> {
  await page.route('**/api/public-config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, monitoring: MONITORING } });
  });
}

async function received(file: 'errors.jsonl' | 'analytics.jsonl'): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(E2E_DATA_DIR, 'monitoring', file), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Events sent from this test's pages: each test uses its own marker in the page's query. */
const eventsWith = async (marker: string) =>
  (await received('analytics.jsonl')).filter((event) => String(event.url).includes(marker));

test.describe('monitoring (ADR 019)', () => {
  test('off by default: the monitoring code is not even downloaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/faq');
    await expect(remoteArea(page, 'marketing')).toBeVisible();
    expect(scripts.some((url) => url.includes('monitoring'))).toBe(false);
  });

  test('a signed-out visitor on a public page: page views and web vitals, scrubbed', async ({ page }) => {
    await withMonitoring(page);
    const marker = `e2e${Date.now()}`;
    await page.goto(`/faq?tab=${marker}&email=jane@example.org&token=secret`);
    await expect(remoteArea(page, 'marketing')).toBeVisible();

    await expect
      .poll(async () => (await eventsWith(marker)).map((event) => event.name))
      .toContain('pageview');
    const [pageview] = (await eventsWith(marker)).filter((event) => event.name === 'pageview');
    expect(pageview).toMatchObject({
      url: `${BASE_URL}/faq?tab=${marker}`,
      domain: 'e2e.clinio.test',
      referrer: null,
    });

    // FCP and TTFB are final once painted; the rest are sent when the page is hidden.
    await expect
      .poll(async () => (await eventsWith(marker)).filter((event) => event.name === 'Web Vitals').length)
      .toBeGreaterThanOrEqual(2);
    const vitals = (await eventsWith(marker)).filter((event) => event.name === 'Web Vitals');
    for (const event of vitals) {
      expect(event.props).toEqual({
        metric: expect.stringMatching(/^(FCP|LCP|TTFB|INP|CLS)$/) as unknown,
        value: expect.any(Number) as unknown,
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) as unknown,
        page: '/faq',
      });
    }
  });

  test('an uncaught error becomes an envelope with the URL reduced and the e-mail redacted', async ({
    page,
  }) => {
    await withMonitoring(page);
    const marker = `e2e${Date.now()}`;
    await page.goto(`/faq?tab=${marker}&search=jane@example.org`);
    await expect(remoteArea(page, 'marketing')).toBeVisible();
    // Wait until the monitoring chunk is running (its first page view has arrived).
    await expect.poll(async () => (await eventsWith(marker)).length).toBeGreaterThan(0);
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, `probe ${marker} for jane@example.org`);

    const reportOf = async () =>
      (await received('errors.jsonl')).find((line) => JSON.stringify(line).includes(`probe ${marker}`));
    await expect.poll(reportOf).toBeDefined();
    const line = await reportOf();
    const event = (line?.items as { header: { type: string }; payload: Record<string, unknown> }[])[0];
    expect(event?.header.type).toBe('event');
    expect(event?.payload).toMatchObject({
      environment: 'production',
      request: { url: `${BASE_URL}/faq?tab=${marker}` },
      exception: { values: [{ type: 'Error', value: `probe ${marker} for [email redacted]` }] },
    });
    expect(JSON.stringify(line)).not.toContain('jane@example.org');
  });

  test('a signed-in staff member is not watched by default', async ({ page }) => {
    await withMonitoring(page);
    await signInStaff(page, 'frontdesk');
    await expect(page).toHaveURL(/\/dashboard$/);
    const before = (await received('analytics.jsonl')).length;
    const marker = `e2e${Date.now()}`;
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, `probe ${marker}`);
    // Wherever a signed-in visitor goes next, nothing is sent; give the page time to send.
    await page.goto('/faq');
    await page.waitForTimeout(1_500);
    // (The sign-in page itself was visited signed out: its events may still be arriving.)
    const sinceSignIn = (await received('analytics.jsonl'))
      .slice(before)
      .filter((event) => !String(event.url).endsWith('/login'));
    expect(sinceSignIn).toEqual([]);
    expect(JSON.stringify(await received('errors.jsonl'))).not.toContain(`probe ${marker}`);
  });
});
