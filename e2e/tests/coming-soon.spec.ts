import type { Page } from '@playwright/test';
import { expect, remoteArea, test } from '../support/fixtures';

const EMAIL_PLACEHOLDER = 'Enter your email address';

/**
 * The product under test runs as the README's start does: launched, no coming-soon banner. The
 * sign-up tests switch the banner on for their own page only, as `SHOW_COMING_SOON=true` (or the
 * pre-launch preset) would, by rewriting the public config the browser reads.
 */
async function withComingSoon(page: Page): Promise<void> {
  await page.route('**/api/public-config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { flags: Record<string, boolean> };
    await route.fulfill({
      response,
      json: { ...config, flags: { ...config.flags, SHOW_COMING_SOON: true } },
    });
  });
}

test('the README start shows no coming-soon banner: not above the login page, not on the site', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('coming-soon-banner')).toHaveCount(0);
  await page.goto('/faq');
  await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('coming-soon-banner')).toHaveCount(0);
  await page.goto('/');
  await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Notified' })).toHaveCount(0);
});

test.describe('coming-soon sign-up (spec 2.11)', () => {
  test.beforeEach(async ({ page }) => withComingSoon(page));

  test('goes from idle through Subscribing... to success, and is stored', async ({ page, request }) => {
    await page.goto('/');
    const area = remoteArea(page, 'marketing');
    await expect(
      area.getByText("We're launching soon! Sign up to be notified when the product goes live."),
    ).toBeVisible();
    const email = `e2e-${Date.now()}@example.org`;

    // Hold the answer so the submitting state can be seen.
    let releaseAnswer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/api/coming-soon/signup', async (route) => {
      await held;
      await route.continue();
    });

    await area.getByPlaceholder(EMAIL_PLACEHOLDER).fill(email);
    await area.getByRole('button', { name: 'Get Notified' }).click();
    await expect(area.getByRole('button', { name: /Subscribing\.\.\./ })).toBeVisible();
    releaseAnswer();
    await expect(area.getByText("Thanks! We'll notify you when we launch.")).toBeVisible();

    // The same address again is accepted without a second row (the API is idempotent).
    const again = await request.post('/api/coming-soon/signup', { data: { email, source: 'landing' } });
    expect(await again.json()).toEqual({ status: 'already_subscribed' });
  });

  test('requires an e-mail address', async ({ page }) => {
    await page.goto('/');
    const area = remoteArea(page, 'marketing');
    await area.getByRole('button', { name: 'Get Notified' }).click();
    await expect(area.getByText('Please enter your email address.')).toBeVisible();
  });

  test('shows the error state when the server fails', async ({ page }) => {
    await page.route('**/api/coming-soon/signup', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"detail":"boom","code":"internal_error"}',
      }),
    );
    await page.goto('/');
    const area = remoteArea(page, 'marketing');
    await area.getByPlaceholder(EMAIL_PLACEHOLDER).fill('someone@example.org');
    await area.getByRole('button', { name: 'Get Notified' }).click();
    await expect(
      area.getByText('Sorry, there was a problem subscribing. Please try again later.'),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(area.getByPlaceholder(EMAIL_PLACEHOLDER)).toHaveValue('someone@example.org');
  });

  test('the shell banner signs up from any other public page', async ({ page }) => {
    await page.goto('/faq');
    const banner = page.getByTestId('coming-soon-banner');
    await expect(banner.getByText('Estimated launch: Q4 2025')).toBeVisible();
    await banner.getByPlaceholder(EMAIL_PLACEHOLDER).fill(`banner-${Date.now()}@example.org`);
    await banner.getByRole('button', { name: 'Get Notified' }).click();
    await expect(banner.getByText("Thanks! We'll notify you when we launch.")).toBeVisible();
  });
});
