// Test start-up (ADR 052): jest loads every module of a dependency into each test file's fresh
// registry, one by one, so a package of hundreds of small modules costs a large part of every
// test file's start (measured: Chakra UI 1.5 s, the contracts 0.45 s of each browser test file;
// kysely 0.28 s of each API test file). A globalSetup bundles such packages into one CommonJS file
// each with esbuild, and the jest configuration maps the package names to those files. A bundle
// keeps external what must stay one instance (React, Emotion, the other bundles), and is rebuilt
// when the lockfile or a watched source folder changes.
'use strict';
const { createHash } = require('node:crypto');
const { mkdir, readFile, readdir, stat, writeFile } = require('node:fs/promises');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');

/** A folder's files as a stamp: their count and newest change (tests aside). */
async function folderStamp(folder) {
  let latest = 0;
  let count = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    count += 1;
    latest = Math.max(latest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return `${count}:${latest}`;
}

/**
 * @param {{
 *   dir: string,
 *   platform: 'node' | 'browser',
 *   bundles: Record<string, { contents: string, resolveDir: string, external: string[] }>,
 *   shims?: Record<string, string>,
 *   watch?: string[],
 * }} options `shims`: small files (name -> source), e.g. a subpath taken from a bundle.
 */
async function prebundle({ dir, platform, bundles, shims = {}, watch = [] }) {
  const hash = createHash('sha256')
    .update(await readFile(path.join(root, 'pnpm-lock.yaml')))
    .update(JSON.stringify({ platform, bundles, shims }));
  for (const folder of watch) hash.update(await folderStamp(folder));
  const key = hash.digest('hex');
  const stampFile = path.join(dir, 'key');
  if ((await readFile(stampFile, 'utf8').catch(() => '')) === key) return;
  // esbuild is the API's build tool; taken from there rather than made a dependency of this
  // package, where it would change webpack's peer set and give the workspace two webpacks.
  const { build } = require(require.resolve('esbuild', { paths: [path.join(root, 'api')] }));
  await mkdir(dir, { recursive: true });
  await Promise.all(
    Object.entries(bundles).map(([name, bundle]) =>
      build({
        stdin: {
          contents: bundle.contents,
          resolveDir: bundle.resolveDir,
          loader: 'ts',
          sourcefile: `${name}.ts`,
        },
        outfile: path.join(dir, `${name}.cjs`),
        bundle: true,
        platform,
        target: 'node20',
        format: 'cjs',
        external: bundle.external,
        logLevel: 'warning',
      }),
    ),
  );
  await Promise.all(
    Object.entries(shims).map(([name, source]) => writeFile(path.join(dir, `${name}.cjs`), source)),
  );
  await writeFile(stampFile, key);
}

/** The browser packages' bundles: Chakra UI and the contracts (zod inside: no browser package imports it). */
const BROWSER_DIR = path.join(root, 'shared', 'design-system', 'node_modules', '.cache', 'clinio-jest');
const contractsFolder = path.join(root, 'shared', 'contracts');

function browserPrebundle() {
  return prebundle({
    dir: BROWSER_DIR,
    platform: 'browser',
    bundles: {
      chakra: {
        contents: "export * from '@chakra-ui/react'; export * as __theme from '@chakra-ui/react/theme';",
        resolveDir: path.join(root, 'shared', 'design-system'),
        external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/react', '@emotion/react/*'],
      },
      contracts: {
        contents: "export * from './src/index.ts';",
        resolveDir: contractsFolder,
        external: [],
      },
    },
    shims: { 'chakra-theme': "module.exports = require('@chakra-ui/react').__theme;\n" },
    watch: [path.join(contractsFolder, 'src')],
  });
}

/** moduleNameMapper entries for the browser packages' bundles. */
const browserBundleMap = {
  '^@chakra-ui/react$': path.join(BROWSER_DIR, 'chakra.cjs'),
  '^@chakra-ui/react/theme$': path.join(BROWSER_DIR, 'chakra-theme.cjs'),
  '^@clinio/contracts$': path.join(BROWSER_DIR, 'contracts.cjs'),
};

module.exports = { prebundle, browserPrebundle, browserBundleMap, repositoryRoot: root };
