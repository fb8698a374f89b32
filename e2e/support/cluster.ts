import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, stopWithSigterm } from './product-server';

/**
 * The cluster project (issue 20, ADR 066): `pnpm start:cluster`'s script on its own ports and
 * folder, so it runs beside the per-worker products of the other projects.
 */
export const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 8543);
export const CLUSTER_URL = `https://localhost:${CLUSTER_PORT}`;
const FIRST_API_PORT = Number(process.env.E2E_CLUSTER_API_PORT ?? 8201);
const POOLER_PORT = Number(process.env.E2E_CLUSTER_POOLER_PORT ?? 6532);
export const CLUSTER_DATA_DIR = path.join(REPO_ROOT, 'data', 'e2e-cluster');
export const CLUSTER_OUTBOX = path.join(CLUSTER_DATA_DIR, 'outbox');
/** Sign-ins per address per minute in the cluster: low enough to reach in a test. */
export const CLUSTER_LOGIN_LIMIT = 40;

export interface ClusterApi {
  name: string;
  port: number;
  pid: number | null;
  jobWorkers: boolean;
}

export async function clusterApis(): Promise<ClusterApi[]> {
  const state = JSON.parse(await readFile(path.join(CLUSTER_DATA_DIR, 'cluster.json'), 'utf8')) as {
    apis: ClusterApi[];
  };
  return state.apis;
}

/** Starts the cluster (the first process works no jobs) and resolves once the balancer serves. */
export async function startCluster(): Promise<{ stop: () => Promise<void> }> {
  await rm(CLUSTER_DATA_DIR, { recursive: true, force: true });
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'api', 'dist', 'start-cluster.js'),
      '--port',
      String(CLUSTER_PORT),
      '--first-api-port',
      String(FIRST_API_PORT),
      '--pooler-port',
      String(POOLER_PORT),
      '--data',
      CLUSTER_DATA_DIR,
      '--web-only',
      '1',
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_MINUTE: String(CLUSTER_LOGIN_LIMIT),
        SIGNUP_RATE_LIMIT_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The cluster did not start within 180 s:\n${output}`)),
      180_000,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('is ready on https://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The cluster exited (code ${code}) during start-up:\n${output}`));
    });
  });
  return { stop: () => stopWithSigterm(child) };
}
