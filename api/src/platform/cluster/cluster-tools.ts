import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The system programs the cluster runs beside the API (ADR 066). */
export interface ClusterTools {
  nginx: string;
  pgbouncer: string;
  openssl: string;
}

const PACKAGES: Record<keyof ClusterTools, string> = {
  nginx: 'nginx-light',
  pgbouncer: 'pgbouncer',
  openssl: 'openssl',
};

/** A program on PATH or in the system folders Debian installs daemons into (not always on PATH). */
function locate(name: string): string | null {
  const folders = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
    '/sbin',
  ];
  for (const folder of folders) {
    if (folder === '') continue;
    const candidate = path.join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function found(): Partial<ClusterTools> {
  const tools: Partial<ClusterTools> = {};
  for (const name of Object.keys(PACKAGES) as (keyof ClusterTools)[]) {
    const at = locate(name);
    if (at !== null) tools[name] = at;
  }
  return tools;
}

const missingOf = (tools: Partial<ClusterTools>) =>
  (Object.keys(PACKAGES) as (keyof ClusterTools)[]).filter((name) => tools[name] === undefined);

/**
 * nginx, PgBouncer and openssl, from the system's packages. As with Chromium for the browser tests,
 * a root shell with apt gets them installed; anyone else is told exactly what to install.
 */
export function ensureClusterTools(log: (line: string) => void): ClusterTools {
  let tools = found();
  let missing = missingOf(tools);
  if (missing.length === 0) return tools as ClusterTools;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    const packages = missing.map((name) => PACKAGES[name]);
    log(`The cluster needs ${missing.join(', ')}: installing Debian's ${packages.join(', ')}…`);
    const install = () =>
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'ignore' });
    try {
      install();
    } catch {
      execFileSync('apt-get', ['update'], { stdio: 'ignore' });
      install();
    }
    tools = found();
    missing = missingOf(tools);
    if (missing.length === 0) return tools as ClusterTools;
  }
  throw new Error(
    [
      `The cluster runs the API behind nginx and PgBouncer, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not installed.`,
      'Install them and run the command again, for example:',
      `  sudo apt-get install ${missing.map((name) => PACKAGES[name]).join(' ')}        (Debian/Ubuntu)`,
      `  brew install ${missing.join(' ')}        (macOS)`,
    ].join('\n'),
  );
}
