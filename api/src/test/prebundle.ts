// Test start-up (ADR 052): jest loads every module of a dependency into each test file's fresh
// registry, one by one, so the packages with hundreds of small modules cost a large part of each
// API test file's start. globalSetup bundles those into one CommonJS file each, under
// node_modules/.cache/clinio-jest/, and jest.config.cjs maps the package names to them (globalSetup
// itself loads the packages unbundled: jest's module map does not apply to it).
// Each bundle keeps the others external, so every package stays one instance.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.resolve(__dirname, '..', '..');
export const BUNDLE_DIR = path.join(api, 'node_modules', '.cache', 'clinio-jest');

/** name -> entry source; every bundle marks the other bundled names external. */
const ENTRIES: Record<string, string> = {
  kysely: "export * from 'kysely'; export * as __helpersPostgres from 'kysely/helpers/postgres';",
  'pg-boss': "export * from 'pg-boss';",
  zod: "export * from 'zod'; export { default } from 'zod'; export * as __core from 'zod/v4/core';",
  contracts: "export * from '@clinio/contracts';",
};
const EXTERNAL = ['kysely', 'kysely/*', 'pg-boss', 'zod', 'zod/*', '@clinio/contracts', 'pg', 'pg-native'];

/** The contracts' sources as a stamp: their count and newest change (tests aside). */
async function sourcesStamp(folder: string): Promise<string> {
  let latest = 0;
  let count = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.test.ts')) continue;
    count += 1;
    latest = Math.max(latest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return `${count}:${latest}`;
}

/** Builds the bundles unless those of the same lockfile and contracts sources are there. */
export async function prebundle(): Promise<void> {
  const lock = await readFile(path.join(api, '..', 'pnpm-lock.yaml'));
  const contracts = await sourcesStamp(path.join(api, '..', 'shared', 'contracts', 'src'));
  const key = createHash('sha256')
    .update(lock)
    .update(contracts)
    .update(JSON.stringify(ENTRIES))
    .digest('hex');
  const stamp = path.join(BUNDLE_DIR, 'key');
  const current = await readFile(stamp, 'utf8').catch(() => '');
  if (current === key) return;
  await mkdir(BUNDLE_DIR, { recursive: true });
  await Promise.all(
    Object.entries(ENTRIES).map(([name, contents]) =>
      build({
        stdin: { contents, resolveDir: api, loader: 'ts', sourcefile: `${name}-entry.ts` },
        outfile: path.join(BUNDLE_DIR, `${name}.cjs`),
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        external: EXTERNAL.filter(
          (item) =>
            item !== name &&
            !item.startsWith(`${name}/`) &&
            !(name === 'contracts' && item === '@clinio/contracts'),
        ),
        logLevel: 'warning',
      }),
    ),
  );
  // Subpaths: the same instance as the package's bundle.
  await writeFile(
    path.join(BUNDLE_DIR, 'kysely-helpers-postgres.cjs'),
    "module.exports = require('kysely').__helpersPostgres;\n",
  );
  await writeFile(path.join(BUNDLE_DIR, 'zod-core.cjs'), "module.exports = require('zod').__core;\n");
  await writeFile(stamp, key);
}
