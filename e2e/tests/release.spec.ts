import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, remoteArea, test } from '../support/fixtures';
import { REPO_ROOT, runMfeCli, runNode } from '../support/product-server';

/**
 * Release and rollback without touching the shell: build a new version of the marketing remote,
 * publish it, repoint the registry, reload; then roll back.
 */
test('a new remote version goes live on reload and rolls back, with the shell untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const version = `1.0.1-e2e.${Date.now()}`;
  const outDir = await mkdtemp(path.join(tmpdir(), 'clinio-release-'));

  await page.goto('/');
  const footerVersion = remoteArea(page, 'marketing').getByTestId('marketing-version');
  const before = (await footerVersion.textContent())?.trim() ?? '';
  expect(before).toMatch(/^v\d+\.\d+\.\d+/);
  const shellEntry = await (await page.request.get('/assets/main.js')).text();

  // CI stamps the version with RELEASE_VERSION; the shell is neither rebuilt nor restarted.
  await runNode(
    path.join(REPO_ROOT, 'mfe-marketing', 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
    ['--mode', 'production'],
    { RELEASE_VERSION: version, RELEASE_OUT_DIR: outDir },
    path.join(REPO_ROOT, 'mfe-marketing'),
  );
  await runMfeCli(['publish', outDir, '--activate']);

  await page.reload();
  await expect(footerVersion).toHaveText(`v${version}`);
  const registry = (await (await page.request.get('/mfe/registry.json')).json()) as { remotes: unknown[] };
  expect(registry.remotes).toContainEqual(expect.objectContaining({ name: 'marketing', version }));
  // The other remotes stay where they were.
  expect(registry.remotes).toContainEqual(expect.objectContaining({ name: 'admin', version: '1.0.0' }));
  expect(await (await page.request.get('/assets/main.js')).text()).toBe(shellEntry);

  await runMfeCli(['rollback', 'marketing']);
  await page.reload();
  await expect(footerVersion).toHaveText(before);
});
