#!/usr/bin/env node
// `pnpm lint`: ESLint over the whole workspace, one process per workspace package, two at a time,
// then the files outside every package. Type-aware rules keep a TypeScript program per project in
// memory; with every remote in one process the run passed Node's 4 GB heap once mfe-forms and
// mfe-billing joined (2026-11-28). One process per package bounds the memory by the largest
// package and uses both cores. Same rules, same files, zero warnings allowed, as `eslint .`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
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
    const child = spawn(process.execPath, [eslint, '--max-warnings', '0', ...extra, ...args], {
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

const folders = (await workspacePackages(root)).map((item) => item.folder);
const jobs = folders.map((folder) => () => run([folder], folder));
// Everything else (the root's own files): the packages are linted above.
jobs.push(() =>
  run(['.', ...folders.flatMap((folder) => ['--ignore-pattern', `${folder}/**`])], 'the root files'),
);

const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
let failed = false;
let next = 0;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!(await job())) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
