import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function findUp(start: string, predicate: (dir: string) => boolean): string {
  let dir = start;
  for (;;) {
    if (predicate(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Nothing above ${start} matched`);
    dir = parent;
  }
}

// __dirname is native under jest and defined by the bundle's banner (see build.mjs).
const here = __dirname;

/** The api/ package folder, whether running from src/ (tests, tsx) or dist/ (the bundle). */
export function apiRoot(): string {
  return findUp(here, (dir) => {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) return false;
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'api';
  });
}

/** The workspace root: relative paths in the config are taken from here. */
export function repositoryRoot(): string {
  return findUp(apiRoot(), (dir) => existsSync(path.join(dir, 'pnpm-workspace.yaml')));
}
