// The workspace's packages, found from pnpm-workspace.yaml's `packages:` globs, so tooling that
// walks every package (the benchmark's cold build, the dependency check) sees a new remote the
// day it is created.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The `packages:` list of pnpm-workspace.yaml: plain folders, or a `*` in the last segment. */
export async function workspaceGlobs(root) {
  const text = await readFile(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [];
  let inPackages = false;
  for (const line of text.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
    } else if (inPackages) {
      const item = /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(line);
      if (item) globs.push(item[1]);
      else if (/^\S/.test(line)) inPackages = false;
    }
  }
  return globs;
}

async function expand(root, glob) {
  const parent = path.dirname(glob);
  const last = path.basename(glob);
  if (parent.includes('*'))
    throw new Error(`pnpm-workspace.yaml: only the last segment may hold a *: ${glob}`);
  if (!last.includes('*')) return [glob];
  const pattern = new RegExp(
    `^${last
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  const entries = await readdir(path.join(root, parent), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
    .map((entry) => path.join(parent, entry.name));
}

/** Every workspace package: its folder (relative to the root) and its package.json, by folder. */
export async function workspacePackages(root) {
  const folders = new Set();
  for (const glob of await workspaceGlobs(root)) {
    for (const folder of await expand(root, glob)) folders.add(folder);
  }
  const packages = [];
  for (const folder of [...folders].sort()) {
    const text = await readFile(path.join(root, folder, 'package.json'), 'utf8').catch(() => null);
    if (text !== null) packages.push({ folder, manifest: JSON.parse(text) });
  }
  return packages;
}
