import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from '../config/paths';

/** The server as it ships (build.mjs), bundled into `bundleDir` for a test that runs real processes. */
export function bundleServer(bundleDir: string): void {
  execFileSync(process.execPath, ['build.mjs', '--outdir', bundleDir], { cwd: apiRoot() });
}

/**
 * The bundled server (src/main.ts) in its own process with `env` over the test's environment,
 * resolved when it says it is ready; `running` keeps it until it exits (so afterAll can kill it).
 */
export async function startServerProcess(
  bundleDir: string,
  env: Record<string, string>,
  running: Set<ChildProcess>,
): Promise<ChildProcess> {
  const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(bundleDir, 'main.js')], {
    cwd: apiRoot(),
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Clinio is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return child;
}

/** SIGKILL: no shutdown at all, as a crash. */
export async function killProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** What a bundled test server needs: its database, files and secret; workers on, no demo data. */
export function serverEnv(options: {
  ownerUrl: string;
  dataDir: string;
  appSecret: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: options.ownerUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SHELL_DIR: path.join(options.dataDir, 'shell'),
    SEED_DEMO_DATA: 'false',
    APP_SECRET: options.appSecret,
    LOG_LEVEL: 'info',
    JOB_WORKERS: 'true',
  };
}
