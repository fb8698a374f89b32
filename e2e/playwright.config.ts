import { defineConfig, devices } from '@playwright/test';
import { CLUSTER_URL } from './support/cluster';
import { BASE_URL, E2E_INSTANCES } from './support/product-server';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // One product per worker (ADR 052): files run side by side, each against its own server and
  // database, so no test sees another's data. Two workers on two cores: the browser and the
  // server mostly wait on each other, and one worker used a third of the machine.
  workers: E2E_INSTANCES,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test (to keep only the failures') cost a third of the run's
    // time (dashboard spec 72 s -> 52 s without it); a failing test is retried once in CI, and
    // that retry is recorded.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No GPU here: without these Chromium runs a GPU process that emulates one in software
        // (SwiftShader) and rasterises through it, a third of a core per browser; software
        // compositing in the browser process took the dashboard spec from 84 s to 72 s.
        '--disable-software-rasterizer',
      ],
      ignoreDefaultArgs: ['--enable-gpu-rasterization'],
    },
  },
  projects: [
    {
      name: 'product',
      testIgnore: /(release|cluster)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'] },
    },
    // The product as `pnpm start:cluster` runs it: 3 API processes, nginx with TLS, PgBouncer.
    {
      name: 'cluster',
      testMatch: /cluster\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: CLUSTER_URL, ignoreHTTPSErrors: true },
    },
    // Repoints the live registry, so it runs after everything else.
    {
      name: 'release',
      testMatch: /release\.spec\.ts/,
      dependencies: ['product'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
