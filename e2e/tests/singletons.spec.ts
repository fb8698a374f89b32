import { expect, remoteArea, test } from '../support/fixtures';

test('the page runs exactly one React renderer and one copy of Emotion', async ({ page }) => {
  // React DOM announces itself to the devtools hook once per copy.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    (window as unknown as Record<string, unknown>).__renderers = renderers;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(remoteArea(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
  // The remote is mounted in its own React root, yet through the same renderer.
  expect(
    await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length),
  ).toBe(1);

  const shared = await page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; from: string }>;
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, { version: string; from: string }[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            const list = (result[name] ??= []);
            if (!list.some((item) => item.version === version)) list.push({ version, from: info.from });
          }
        }
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', '@emotion/react', '@chakra-ui/react', 'react-router-dom']) {
    expect(shared[name], `${name} loaded once, from the shell`).toEqual([
      expect.objectContaining({ from: 'shell' }),
    ]);
  }
  // The remote never downloads a framework chunk of its own.
  const remoteScripts = scripts.filter((path) => path.startsWith('/mfe/'));
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(remoteScripts.filter((path) => /react|emotion|chakra/i.test(path))).toEqual([]);
});
