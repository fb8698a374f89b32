#!/usr/bin/env node
// `pnpm new:remote <name> [--title "Title"] [--no-e2e]`: a new remote, working from the first
// build. It copies shared/build/templates/remote, fills in the name, gives it the dependency
// versions of the remotes already here, and adds it to the TypeScript build. Everything else
// (build, release, unit tests, lint, bench, CI) finds mfe-* folders by themselves.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const templateDir = path.join(here, '..', 'templates', 'remote');
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function fail(message) {
  console.error(`new:remote: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { name: undefined, title: undefined, e2e: true, dir: root };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--title') options.title = argv[++index];
    else if (arg === '--no-e2e') options.e2e = false;
    // Where to create it (tests make throw-away remotes elsewhere); the workspace root by default.
    else if (arg === '--root') options.dir = path.resolve(argv[++index] ?? '.');
    else if (!arg.startsWith('--') && options.name === undefined) options.name = arg.replace(/^mfe-/, '');
    else fail(`unknown argument ${arg}`);
  }
  return options;
}

const titleOf = (name) =>
  name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

async function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

/** The package.json of the new remote: the framework versions every other remote uses. */
async function packageJsonFor({ name, title, dir }) {
  const model = JSON.parse(await readFile(path.join(root, 'mfe-admin', 'package.json'), 'utf8'));
  // Each remote's dev server has its own port: 3001, 3002… in the order they were made.
  const remotes = (await readdir(dir)).filter((entry) => entry.startsWith('mfe-'));
  const port = 3001 + remotes.length;
  const pick = (deps, names) =>
    Object.fromEntries(names.filter((dep) => deps[dep]).map((dep) => [dep, deps[dep]]));
  return {
    name: `mfe-${name}`,
    version: '1.0.0',
    private: true,
    description: `Remote: ${title}.`,
    type: 'module',
    dependencies: pick(model.dependencies, [
      '@chakra-ui/react',
      '@clinio/contracts',
      '@clinio/design-system',
      '@clinio/platform',
      '@emotion/react',
      '@lingui/core',
      '@tanstack/react-query',
      'react',
      'react-dom',
      'react-router-dom',
      'rxjs',
      'single-spa',
      'single-spa-react',
    ]),
    devDependencies: pick(model.devDependencies, [
      '@clinio/build',
      '@types/react',
      '@types/react-dom',
      'webpack',
      'webpack-cli',
    ]),
    scripts: {
      build: 'webpack --mode production',
      dev: `node ../shared/build/bin/dev-remote.mjs --name ${name} --port ${port}`,
      test: 'jest',
    },
  };
}

async function addTypeScriptReference(dir, folder) {
  const file = path.join(dir, 'tsconfig.json');
  if (!existsSync(file)) return;
  const config = JSON.parse(await readFile(file, 'utf8'));
  if (config.references.some((reference) => reference.path === folder)) return;
  const apiIndex = config.references.findIndex((reference) => reference.path === 'api');
  config.references.splice(apiIndex === -1 ? config.references.length : apiIndex, 0, { path: folder });
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { name } = options;
  if (!name || !NAME.test(name)) {
    fail('usage: pnpm new:remote <name> [--title "Title"] [--no-e2e]   (name: lower-case words joined by -)');
  }
  const title = options.title ?? titleOf(name);
  const folder = `mfe-${name}`;
  const target = path.join(options.dir, folder);
  if (existsSync(target)) fail(`${folder} already exists`);

  const fill = (text) => text.replaceAll('__NAME__', name).replaceAll('__TITLE__', title);
  for (const file of await listFiles(templateDir)) {
    if (file === 'e2e.spec.ts') continue;
    const source = await readFile(path.join(templateDir, file), 'utf8');
    await cp(path.join(templateDir, file), path.join(target, file));
    await writeFile(path.join(target, file), fill(source));
  }
  await writeFile(
    path.join(target, 'package.json'),
    `${JSON.stringify(await packageJsonFor({ name, title, dir: options.dir }), null, 2)}\n`,
  );
  await addTypeScriptReference(options.dir, folder);
  const written = [target];
  if (options.e2e) {
    const spec = await readFile(path.join(templateDir, 'e2e.spec.ts'), 'utf8');
    const specFile = path.join(options.dir, 'e2e', 'tests', `${folder}.spec.ts`);
    await writeFile(specFile, fill(spec));
    written.push(specFile);
  }
  // The names change line lengths: leave the files as the format check wants them.
  const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  if (existsSync(prettier))
    execFileSync(process.execPath, [prettier, '--log-level', 'warn', '--write', ...written]);
  console.log(
    [
      `Created ${folder} (${title}): it owns /dashboard/${name}/* and adds "${title}" to the sidebar.`,
      'Next:',
      '  pnpm install',
      `  pnpm --filter ${folder} test`,
      `  pnpm --filter ${folder} build && pnpm mfe publish ${folder}/dist --activate`,
      `Declare its routes, sidebar items, quick actions, plan feature and extensions in ${folder}/area.json.`,
    ].join('\n'),
  );
}

await main();
