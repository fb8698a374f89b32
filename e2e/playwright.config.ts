import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './support/product-server';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two cores: one browser at a time keeps timings stable.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'product', testIgnore: /release\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    // Repoints the live registry, so it runs after everything else.
    {
      name: 'release',
      testMatch: /release\.spec\.ts/,
      dependencies: ['product'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
