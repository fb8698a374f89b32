import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { RemoteName } from '@clinio/contracts';
import { loadConfig } from '../config/config';
import { repositoryRoot } from '../config/paths';
import {
  ReleaseError,
  activate,
  buildRegistry,
  deactivate,
  listRemoteNames,
  listVersions,
  publish,
  readState,
  rollback,
} from '../mfe/store';

const USAGE = `Usage: pnpm mfe <command>
  publish <build-dir> [--dev] [--activate]   copy a remote's build into the release store
  publish-all [--dev] [--activate]           publish every mfe-*/dist of the workspace
  activate <remote> <version>                point the registry at a published version
  rollback <remote>                          go back to the previously active version
  deactivate <remote>                        take a remote out of the registry (its files stay)
  list                                       show published and active versions

The store is MFE_STORE_DIR (default DATA_DIR/mfe, i.e. data/mfe).`;

async function workspaceBuilds(): Promise<string[]> {
  const root = repositoryRoot();
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => path.join(root, entry.name, 'dist'));
}

async function publishOne(storeDir: string, buildDir: string, flags: Set<string>) {
  const result = await publish(storeDir, path.resolve(buildDir), { dev: flags.has('--dev') });
  console.log(`${result.copied ? 'published' : 'already published'} ${result.name} ${result.version}`);
  if (flags.has('--activate')) {
    await activate(storeDir, result.name, result.version);
    console.log(`activated ${result.name} ${result.version}`);
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const args = rest.filter((arg) => !arg.startsWith('--'));
  const { mfeStoreDir } = loadConfig();
  switch (command) {
    case 'publish':
      if (!args[0]) throw new ReleaseError(USAGE);
      return publishOne(mfeStoreDir, args[0], flags);
    case 'publish-all':
      for (const build of await workspaceBuilds()) await publishOne(mfeStoreDir, build, flags);
      return undefined;
    case 'activate':
      if (!args[0] || !args[1]) throw new ReleaseError(USAGE);
      await activate(mfeStoreDir, RemoteName.parse(args[0]), args[1]);
      console.log(`activated ${args[0]} ${args[1]}`);
      return undefined;
    case 'rollback': {
      if (!args[0]) throw new ReleaseError(USAGE);
      const version = await rollback(mfeStoreDir, RemoteName.parse(args[0]));
      console.log(`rolled ${args[0]} back to ${version}`);
      return undefined;
    }
    case 'deactivate':
      if (!args[0]) throw new ReleaseError(USAGE);
      await deactivate(mfeStoreDir, RemoteName.parse(args[0]));
      console.log(`${args[0]} is no longer in the registry`);
      return undefined;
    case 'list': {
      const state = await readState(mfeStoreDir);
      const registry = await buildRegistry(mfeStoreDir);
      for (const name of await listRemoteNames(mfeStoreDir)) {
        const versions = await listVersions(mfeStoreDir, name);
        if (versions.length === 0) continue;
        const active = state.remotes[name]?.active ?? '(none)';
        console.log(`${name}: active ${active}; published ${versions.join(', ')}`);
      }
      if (registry.remotes.length === 0) console.log('no remote is active');
      return undefined;
    }
    default:
      console.log(USAGE);
      if (command !== undefined && command !== 'help') process.exitCode = 1;
      return undefined;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
