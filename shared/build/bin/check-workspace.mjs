// Repository checks that lint cannot see: the dependency direction in package.json files and the
// README's commands agreeing with the pinned pnpm. Exit code 1 on any finding.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from '../src/workspace-packages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const problems = [];

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

function kindOf(folder) {
  if (folder.startsWith('shared')) return 'shared';
  if (folder.startsWith('mfe-')) return 'remote';
  return folder;
}

/** Which workspace packages each kind may depend on (conventions.md, "Layout shows the architecture"). */
const ALLOWED = {
  shared: (dependency) => dependency.kind === 'shared',
  remote: (dependency) => dependency.kind === 'shared',
  shell: (dependency) => dependency.kind === 'shared',
  api: (dependency) => dependency.name === '@clinio/contracts' || dependency.name === '@clinio/build',
  e2e: () => false,
};

const packages = await workspacePackages(root);
const byName = new Map(
  packages.map(({ folder, manifest }) => [manifest.name, { name: manifest.name, kind: kindOf(folder) }]),
);

for (const { folder, manifest } of packages) {
  const kind = kindOf(folder);
  const dependencies = {
    ...manifest.dependencies,
    ...manifest.devDependencies,
    ...manifest.peerDependencies,
  };
  for (const name of Object.keys(dependencies)) {
    const dependency = byName.get(name);
    if (!dependency) continue;
    if (!ALLOWED[kind](dependency))
      problems.push(`${folder}/package.json depends on ${name} (${dependency.kind}); ${kind} may not.`);
  }
}

const rootManifest = await readJson(path.join(root, 'package.json'));
const pinned = rootManifest.packageManager;
const readme = await readFile(path.join(root, 'README.md'), 'utf8');
const commands = [...readme.matchAll(/^npx -y (pnpm@\S+) (\S+)\s*$/gm)];
if (commands.length !== 2) {
  problems.push(
    `README.md must show exactly the two quick-start lines "npx -y ${pinned} start" and "… test" (found ${commands.length}).`,
  );
}
for (const [, version, script] of commands) {
  if (version !== pinned) problems.push(`README.md runs ${version} but package.json pins ${pinned}.`);
  if (!rootManifest.scripts?.[script])
    problems.push(`README.md runs "${script}", which package.json does not define.`);
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `✖ ${problem}`).join('\n'));
  process.exit(1);
}
console.log(
  `workspace: ${packages.length} packages follow the dependency direction; README commands match ${pinned}`,
);
