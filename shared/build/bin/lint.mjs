#!/usr/bin/env node
// `pnpm lint`: ESLint over the whole workspace in two processes side by side: the browser packages
// (the design system and everything built on it) in one, everything else (api, e2e, the build
// tooling, the contracts and the root's own files) in the other. Type-aware rules keep a
// TypeScript program per project; in one process the projects share the files they have in common
// (the shared packages' sources, React's and Chakra's types), which one process per package
// parsed and checked again for each: 17 processes took 720 s of CPU (373 s on two cores), the two
// groups 417 s (250 s), 2026-12-02. The browser group's memory peaked near 6 GB, so each process
// may use up to 10 GB. Same rules, same files, zero warnings allowed, as `eslint .`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from '../src/workspace-packages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// eslint's package exports do not include its bin: found from its package.json instead.
const eslintPackage = createRequire(path.join(root, 'package.json')).resolve('eslint/package.json');
const eslint = path.join(path.dirname(eslintPackage), 'bin', 'eslint.js');
const extra = process.argv.slice(2);

function run(args, label) {
  return new Promise((resolve) => {
    const started = performance.now();
    const argv = ['--max-old-space-size=10240', eslint, '--max-warnings', '0', ...extra, ...args];
    const child = spawn(process.execPath, argv, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const packages = await workspacePackages(root);
/** A browser package: the design system, or one that depends on it. */
const isBrowser = ({ manifest }) =>
  manifest.name === '@clinio/design-system' ||
  Object.hasOwn({ ...manifest.dependencies, ...manifest.devDependencies }, '@clinio/design-system');
const browser = packages.filter(isBrowser).map((item) => item.folder);
const others = packages.filter((item) => !isBrowser(item)).map((item) => item.folder);
const outside = ['.', ...packages.flatMap((item) => ['--ignore-pattern', `${item.folder}/**`])];

const results = await Promise.all([
  run(browser, `the browser packages (${browser.join(', ')})`),
  // The root's own files are the files outside every package: linted as '.' without them.
  run(others, `the other packages (${others.join(', ')})`).then(
    async (ok) => (await run(outside, 'the root files')) && ok,
  ),
]);
process.exit(results.every(Boolean) ? 0 : 1);
