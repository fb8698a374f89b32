import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * How many copies of the product the run starts: one per Playwright worker, each with its own
 * port, data folder, embedded PostgreSQL and release store, so two test files running at once
 * never see each other's bookings, e-mails or releases (ADR 052).
 */
export const E2E_INSTANCES = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
/** The copy this process talks to: Playwright numbers its parallel workers from 0. */
export const E2E_INSTANCE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8123);
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/**
 * Its own data folder: the e2e run never touches the developer's data/. E2E_DATA_ROOT and E2E_PORT
 * let two runs share a checkout (e.g. two engineers' spec files at once).
 */
const E2E_ROOT = path.resolve(REPO_ROOT, process.env.E2E_DATA_ROOT ?? path.join('data', 'e2e'));

const portOf = (instance: number): number => FIRST_PORT + instance;
const dataDirOf = (instance: number): string => path.join(E2E_ROOT, String(instance));

export const E2E_PORT = portOf(E2E_INSTANCE);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = dataDirOf(E2E_INSTANCE);
export const E2E_STORE_DIR = path.join(E2E_DATA_DIR, 'mfe');

/**
 * The SMS provider's webhook key: texts still go to the development outbox (no SMS_API_URL), and a
 * test can post a signed inbound text (a patient's STOP) as the provider would.
 */
export const E2E_SMS_AUTH_TOKEN = 'e2e-sms-webhook-key-0001';

/** Environment of the product under test: the README's start command, on another port and folder. */
export function productEnv(instance = E2E_INSTANCE): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(portOf(instance)),
    DATA_DIR: dataDirOf(instance),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SIGNUP_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    SMS_AUTH_TOKEN: E2E_SMS_AUTH_TOKEN,
  };
}

/** The release CLI the README documents (`pnpm mfe …`), run against the e2e store. */
export function runMfeCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  instance = E2E_INSTANCE,
): Promise<string> {
  return runNode(path.join(REPO_ROOT, 'api', 'dist', 'mfe-cli.js'), args, env, REPO_ROOT, instance);
}

export function runNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = REPO_ROOT,
  instance = E2E_INSTANCE,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd,
      env: { ...productEnv(instance), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

export async function resetData(): Promise<void> {
  await rm(E2E_ROOT, { recursive: true, force: true });
}

async function waitForReady(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited during start-up:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The product did not become ready within 60 s:\n${output()}`);
}

/** Starts `node api/dist/main.js` (what `pnpm serve` runs) and waits for /readyz. */
export async function startProduct(instance = E2E_INSTANCE): Promise<{ stop: () => Promise<void> }> {
  let output = '';
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(REPO_ROOT, 'api', 'dist', 'main.js')],
    {
      cwd: path.join(REPO_ROOT, 'api'),
      env: productEnv(instance),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  await waitForReady(child, `http://localhost:${portOf(instance)}`, () => output);
  return { stop: () => stopWithSigterm(child) };
}

/** SIGTERM to a server the tests started, resolved once it has exited (at once if it already has). */
export function stopWithSigterm(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
