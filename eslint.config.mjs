// Lint for the whole workspace: type-aware rules, zero warnings, and the dependency direction of
// docs/ARCHITECTURE.md enforced with no-restricted-imports (the import-cycle check is dpdm).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import clinio from './shared/build/src/eslint-plugin-clinio.js';

/** Every remote of the workspace, found by its folder, plus the planned ones. */
const REMOTES = [
  ...new Set([
    ...readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
      .map((entry) => entry.name),
    'mfe-marketing',
    'mfe-appointments',
    'mfe-patients',
    'mfe-forms',
    'mfe-billing',
    'mfe-messaging',
    'mfe-admin',
  ]),
];

/** Import specifiers that reach into a top-level folder by package name or by relative path. */
const reach = (folder) => [folder, `${folder}/*`, `**/${folder}/**`, `../${folder}`, `../../${folder}`];

/** Everywhere: react-router only through react-router-dom, the shared singleton. */
const REACT_ROUTER = {
  name: 'react-router',
  message: "Import from 'react-router-dom': it is the shared singleton (see shared/build/src/federation.js).",
};

/** One no-restricted-imports rule per folder (a later rule replaces an earlier one, so merge). */
const restrictedImports = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [REACT_ROUTER], patterns }],
});

const restrict = (folders, message) =>
  restrictedImports(folders.map((folder) => ({ group: reach(folder), message })));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'shared/build/templates/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      '**/dist-dev/**',
      // Hand-written declarations of a CommonJS build script (no tsconfig of its own).
      'shared/build/src/*.d.cts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // Fastify plugins are async by signature even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      ...restrictedImports([]),
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Every text a person reads comes from a message catalog (ADR 045): no literal in JSX.
  {
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**', 'e2e/**'],
    plugins: { clinio },
    rules: { 'clinio/no-literal-ui-text': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/build/src/jest-browser-setup.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Dependency direction: shared imports nothing of ours outside shared.
  {
    files: ['shared/**'],
    rules: restrict(['shell', 'api', 'e2e', ...REMOTES], 'shared/ imports nothing outside shared/.'),
  },
  // A remote imports shared only: never another remote, the shell or the api.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrict(
      ['shell', 'api', ...REMOTES.filter((other) => other !== remote)],
      'A remote imports shared/ only; it reaches the shell through its props and other remotes not at all.',
    ),
  })),
  {
    files: ['shell/**'],
    rules: restrict(
      ['api', ...REMOTES],
      'The shell reaches remotes only through Module Federation at run time.',
    ),
  },
  {
    files: ['api/**'],
    rules: restrictedImports([
      ...['shell', 'e2e', ...REMOTES].map((folder) => ({
        group: reach(folder),
        message: 'api/ never imports browser code.',
      })),
      {
        group: ['@clinio/platform', '@clinio/design-system', 'react', 'react-dom', '@chakra-ui/*'],
        message: 'api/ imports only the isomorphic part of shared (contracts).',
      },
    ]),
  },
);
