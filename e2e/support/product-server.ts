import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Its own data folder: the e2e run never touches the developer's data/. */
export const E2E_DATA_DIR = path.join(REPO_ROOT, 'data', 'e2e');
export const E2E_STORE_DIR = path.join(E2E_DATA_DIR, 'mfe');

/** Environment of the product under test: the README's start command, on another port and folder. */
export function productEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(E2E_PORT),
    DATA_DIR: E2E_DATA_DIR,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SIGNUP_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  };
}

/** The release CLI the README documents (`pnpm mfe …`), run against the e2e store. */
export function runMfeCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return runNode(path.join(REPO_ROOT, 'api', 'dist', 'mfe-cli.js'), args, env);
}

export function runNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = REPO_ROOT,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...productEnv(), ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

export async function resetData(): Promise<void> {
  await rm(E2E_DATA_DIR, { recursive: true, force: true });
}

async function waitForReady(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited during start-up:\n${output()}`);
    try {
      const response = await fetch(`${BASE_URL}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The product did not become ready within 60 s:\n${output()}`);
}

/** Starts `node api/dist/main.js` (what `pnpm serve` runs) and waits for /readyz. */
export async function startProduct(): Promise<{ stop: () => Promise<void> }> {
  let output = '';
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(REPO_ROOT, 'api', 'dist', 'main.js')],
    {
      cwd: path.join(REPO_ROOT, 'api'),
      env: productEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  await waitForReady(child, () => output);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
