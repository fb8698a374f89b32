#!/usr/bin/env node
// `pnpm test` after the install: every check and test of `pnpm validate` and `pnpm test:e2e`, in
// two lanes side by side (ADR 052).
//   - The browser lane, at normal priority: Chromium present, the production build, Playwright.
//     Alone it keeps about 70 % of two cores busy: the browser and the server wait on each other.
//   - The check lane, at the lowest priority (Linux's idle class, else nice 19): format,
//     typecheck, the dependency and migration checks, lint, the OpenAPI check, unit tests, API
//     tests. It takes the cores the browser lane leaves idle and barely slows it: the scheduler
//     gives an idle-class process only what a normal one does not want, and preempts it at once
//     when the browser or the server wakes. Once the browser lane is done it has the machine.
// Each step's output is printed whole when it ends (the browser lane's line by line, as it goes),
// and kept in test-results/steps/<step>.log; a summary with each step's time ends the run. Every
// step runs even when an earlier one failed, so one run reports every failure; the exit code is 1
// when any failed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const logDir = path.join(root, 'test-results', 'steps');
await mkdir(logDir, { recursive: true });

// Under `pnpm test`, npm_execpath is the running pnpm: the same one runs every step.
const pnpm = process.env.npm_execpath;
const pnpmCommand = (args) => (pnpm?.endsWith('js') ? [process.execPath, [pnpm, ...args]] : ['pnpm', args]);
/**
 * How the check lane yields: Linux's idle scheduling class (`chrt --idle 0`) where there is one,
 * else the lowest nice level; the browser lane keeps normal priority either way.
 */
const yielding = (() => {
  const works = (command, args) => spawnSync(command, [...args, 'true'], { stdio: 'ignore' }).status === 0;
  if (works('chrt', ['--idle', '0'])) return ['chrt', ['--idle', '0']];
  if (works('nice', ['-n', '19'])) return ['nice', ['-n', '19']];
  return null;
})();

const started = performance.now();
const clock = () => `${((performance.now() - started) / 60_000).toFixed(1)} min`;
/** @type {{ name: string, lane: string, seconds: number, ok: boolean }[]} */
const summary = [];

/**
 * Runs `pnpm run <script>`; `live` prints its lines as they come (prefixed), otherwise the whole
 * output is printed at the end. Resolves to whether it passed.
 * @param {{ script: string, lane: string, low?: boolean, live?: boolean }} step
 */
function run({ script, lane, low = false, live = false }) {
  const [command, args] = pnpmCommand(['run', script]);
  const [file, argv] =
    low && yielding !== null ? [yielding[0], [...yielding[1], command, ...args]] : [command, args];
  const begun = performance.now();
  console.log(`[${clock()}] ${lane}: ${script} started`);
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let pending = '';
    const take = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (!live) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) console.log(`${lane} | ${line}`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => {
      output += `\n${error.message}\n`;
    });
    child.on('close', async (code) => {
      if (live && pending !== '') console.log(`${lane} | ${pending}`);
      const seconds = Math.round((performance.now() - begun) / 1000);
      const ok = code === 0;
      summary.push({ name: script, lane, seconds, ok });
      await writeFile(path.join(logDir, `${script.replaceAll(':', '-')}.log`), output);
      const status = ok ? 'passed' : `FAILED (exit ${code})`;
      if (live) console.log(`[${clock()}] ${lane}: ${script} ${status} in ${seconds} s`);
      else {
        console.log(`\n──── ${lane}: ${script} ${status} in ${seconds} s ────`);
        process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
        console.log(`──── end of ${script} ────\n`);
      }
      resolve(ok);
    });
  });
}

/** Steps one after another; all run, whatever happened before. */
async function sequence(steps) {
  let ok = true;
  for (const step of steps) ok = (await step()) && ok;
  return ok;
}

// The browser lane. The check lane's OpenAPI step bundles api/dist too, so it waits for the build.
let buildDone;
const built = new Promise((resolve) => (buildDone = resolve));
const browserLane = sequence([
  () => run({ script: 'test:e2e:chromium', lane: 'e2e', live: true }),
  async () => {
    const ok = await run({ script: 'build', lane: 'e2e', live: true });
    buildDone();
    return ok;
  },
  () => run({ script: 'test:e2e:run', lane: 'e2e', live: true }),
]);

const check = (script) => () => run({ script, lane: 'checks', low: true });
const checkLane = sequence([
  // Two single-threaded checks side by side: the lane has two cores once the build is done.
  async () => {
    const results = await Promise.all([
      run({ script: 'typecheck', lane: 'checks', low: true }),
      sequence([check('format:check'), check('check:deps'), check('lint:migrations')]),
    ]);
    return results.every(Boolean);
  },
  check('lint'),
  async () => {
    await built;
    return run({ script: 'lint:openapi', lane: 'checks', low: true });
  },
  check('test:unit'),
  check('test:api'),
]);

const [browserOk, checksOk] = await Promise.all([browserLane, checkLane]);
console.log(`\nAll steps (${clock()} in all):`);
for (const step of summary)
  console.log(
    `  ${step.ok ? 'ok    ' : 'FAILED'} ${step.lane.padEnd(6)} ${step.name.padEnd(18)} ${step.seconds} s`,
  );
process.exit(browserOk && checksOk ? 0 : 1);
