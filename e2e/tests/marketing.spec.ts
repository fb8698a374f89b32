import { expect, remoteArea, test } from '../support/fixtures';

const MARKETING_ROUTES = [
  '/',
  '/product-details',
  '/about-us',
  '/contact-us',
  '/patient-journey',
  '/specialties',
  '/case-studies',
  '/comparison',
  '/roi-calculator',
  '/blog',
  '/faq',
  '/privacy',
  '/terms',
];

test.describe('marketing pages through the federated remote', () => {
  test('the landing page loads the marketing remote from its registry entry', async ({
    page,
    pageErrors,
  }) => {
    const registry = page.waitForResponse('**/mfe/registry.json');
    const remoteEntry = page.waitForResponse(/\/mfe\/marketing\/[^/]+\/remoteEntry\.js$/);
    await page.goto('/');
    expect((await registry).status()).toBe(200);
    expect((await remoteEntry).status()).toBe(200);
    await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  for (const path of MARKETING_ROUTES) {
    test(`${path} renders its page inside the remote`, async ({ page, pageErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const area = remoteArea(page, 'marketing');
      await expect(area.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('area-fallback')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }

  test('a blog post opens from the list, and an unknown slug says so', async ({ page }) => {
    await page.goto('/blog');
    const area = remoteArea(page, 'marketing');
    const firstPost = area.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first();
    await firstPost.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/blog/this-post-does-not-exist');
    await expect(area.getByText('Article not found')).toBeVisible();
  });

  test('the monitoring aliases lead to their pages', async ({ page }) => {
    for (const [alias, target] of [
      ['/marketing', '/'],
      ['/about', '/about-us'],
      ['/contact', '/contact-us'],
      ['/product', '/product-details'],
    ] as const) {
      await page.goto(alias);
      await expect(page).toHaveURL(new RegExp(`${target.replace('/', '\\/')}$`));
      await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('links move between pages without reloading the shell', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'same-document';
    });
    await remoteArea(page, 'marketing').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      'same-document',
    );
  });

  test('an unknown path goes back to the landing page (spec 2.4, signed out)', async ({ page }) => {
    const response = await page.goto('/definitely/not/a/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/$/);
    await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('fits a 375 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/roi-calculator', '/contact-us', '/comparison']) {
      await page.goto(path);
      await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});
