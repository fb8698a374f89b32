import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaff, signInStaffHome } from '../support/identity';
import { REPO_ROOT, runMfeCli, runNode } from '../support/product-server';

/** Every URL the page asks for, to prove what was never fetched. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/**
 * A throw-away remote made by `pnpm new:remote`, outside the workspace: its dependencies are
 * mfe-admin's (linked one by one, so its build cache stays its own).
 */
async function makeProbeRemote(): Promise<string> {
  const root = path.join(REPO_ROOT, 'data', 'e2e-probe');
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await runNode(path.join(REPO_ROOT, 'shared', 'build', 'bin', 'new-remote.mjs'), [
    'probe',
    '--title',
    'Probe',
    '--no-e2e',
    '--root',
    root,
  ]);
  const dir = path.join(root, 'mfe-probe');
  const modules = path.join(REPO_ROOT, 'mfe-admin', 'node_modules');
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(modules)) {
    if (entry === '.cache' || entry === '.bin') continue;
    await symlink(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  }
  // Its area needs a Pro feature and fills the slot of the tenant dashboard.
  const areaFile = path.join(dir, 'area.json');
  const area = JSON.parse(await readFile(areaFile, 'utf8')) as Record<string, unknown>;
  await writeFile(
    areaFile,
    JSON.stringify({
      ...area,
      requiredFeature: 'advanced_analytics',
      extensions: [{ slot: 'tenant-dashboard.panel', module: './panel', title: 'Probe figures', order: 10 }],
    }),
  );
  await mkdir(path.join(dir, 'src', 'extensions'));
  await writeFile(
    path.join(dir, 'src', 'extensions', 'panel.tsx'),
    [
      "import { defineExtension } from '@clinio/platform';",
      '',
      'function Panel({ clinicId }: { clinicId: string | null }) {',
      "  return <p>{clinicId === null ? 'No clinic' : 'Probe panel of this clinic'}</p>;",
      '}',
      '',
      "export default defineExtension({ name: 'probe', slot: 'tenant-dashboard.panel', Component: Panel });",
      '',
    ].join('\n'),
  );
  return dir;
}

test('a remote made with new:remote goes live with its area, fills a slot, and a plan without its feature never fetches it', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(300_000);
  const dir = await makeProbeRemote();
  const outDir = await mkdtemp(path.join(tmpdir(), 'clinio-probe-'));
  const version = `1.0.0-e2e.${Date.now()}`;
  try {
    await runNode(
      path.join(dir, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      ['--mode', 'production'],
      { RELEASE_VERSION: version, RELEASE_OUT_DIR: outDir },
      dir,
    );
    await runMfeCli(['publish', outDir, '--activate']);
    const shellEntry = await (await page.request.get('/assets/main.js')).text();

    // Demo Family Clinic is on Pro: the sidebar item, the route and the panel are there.
    await signInStaffHome(page, 'owner');
    await page.getByRole('link', { name: 'Probe', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/probe$/);
    await expect(remoteArea(page, 'probe').getByRole('heading', { level: 1, name: 'Probe' })).toBeVisible();
    await page.goto('/dashboard/probe/deep/link');
    await expect(remoteArea(page, 'probe').getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/dashboard/tenant_dashboard');
    const panel = page.getByRole('region', { name: 'Probe figures' });
    await expect(panel.getByText('Probe panel of this clinic')).toBeVisible();
    expect(pageErrors).toEqual([]);

    // Northside Physio is on a trial without the feature: locked, and not one byte fetched.
    const trial = await browser.newPage();
    const requested = recordRequests(trial);
    await signInStaff(trial, 'owner2');
    await expect(trial).toHaveURL(/\/dashboard/);
    await trial.goto('/dashboard/probe');
    await expect(trial.getByTestId('area-locked')).toBeVisible();
    await expect(trial.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
    await trial.goto('/dashboard/tenant_dashboard');
    await expect(trial.getByRole('heading', { level: 1, name: 'Clinic overview' })).toBeVisible();
    await expect(trial.getByRole('region', { name: 'Probe figures' })).toHaveCount(0);
    expect(requested.filter((url) => url.startsWith('/mfe/probe/'))).toEqual([]);
    expect(requested.some((url) => url.startsWith('/mfe/admin/'))).toBe(true);
    await trial.close();

    // No shell change: the same entry script throughout.
    expect(await (await page.request.get('/assets/main.js')).text()).toBe(shellEntry);
  } finally {
    await runMfeCli(['deactivate', 'probe']).catch(() => undefined);
    await rm(path.join(REPO_ROOT, 'data', 'e2e-probe'), { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  }
});

test('a release built against a newer shared API is refused in its area alone, before it is fetched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const outDir = await mkdtemp(path.join(tmpdir(), 'clinio-newer-'));
  const version = `1.0.1-e2e-newer.${Date.now()}`;
  await cp(path.join(REPO_ROOT, 'mfe-admin', 'dist'), outDir, { recursive: true });
  const releaseFile = path.join(outDir, 'release.json');
  const release = JSON.parse(await readFile(releaseFile, 'utf8')) as { shared: Record<string, string> };
  await writeFile(
    releaseFile,
    JSON.stringify({ ...release, version, shared: { ...release.shared, '@clinio/platform': '^1.99.0' } }),
  );
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const requested = recordRequests(page);
  try {
    await runMfeCli(['publish', outDir, '--activate']);
    await signInStaff(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/staff');
    const fallback = page.getByTestId('area-fallback');
    await expect(fallback).toHaveAttribute('data-area', 'admin');
    await expect(
      fallback.getByRole('heading', { name: 'Administration is temporarily unavailable' }),
    ).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(logged.join('\n')).toMatch(
      /built against shared packages this shell lacks \(@clinio\/platform \^1\.99\.0, the shell has \d+\.\d+\.\d+\)/,
    );
    expect(requested.filter((url) => url.startsWith(`/mfe/admin/${version}/`))).toEqual([]);

    // The rest of the dashboard works: the sidebar leads to the shell's home.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('area-fallback')).toHaveCount(0);
  } finally {
    await runMfeCli(['rollback', 'admin']);
    await rm(outDir, { recursive: true, force: true });
  }
});
