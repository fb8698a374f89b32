import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AreaDeclarationInput } from '@clinio/contracts';
import { activate, publish } from '../mfe/store';

/**
 * Publishes and activates a stand-in build of a remote (a few files and its release.json with the
 * given area), as `pnpm mfe publish … --activate` does with a real one.
 */
export async function publishFakeRemote(
  storeDir: string,
  options: {
    name: string;
    version?: string;
    area: AreaDeclarationInput;
    manifest?: object;
    /** Other files of the build, by name (e.g. frames.json). */
    files?: Record<string, string>;
  },
): Promise<void> {
  const version = options.version ?? '1.0.0';
  const dir = await mkdtemp(path.join(tmpdir(), `clinio-${options.name}-`));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), `var ${options.name.replace(/-/g, '_')} = {};`);
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify(options.manifest ?? { id: options.name }),
  );
  for (const [file, content] of Object.entries(options.files ?? {})) {
    await writeFile(path.join(dir, file), content);
  }
  await writeFile(
    path.join(dir, 'release.json'),
    JSON.stringify({
      name: options.name,
      version,
      packageName: `mfe-${options.name}`,
      contractVersion: '1.0.0',
      exposedModule: './mfe',
      manifest: 'mf-manifest.json',
      area: options.area,
    }),
  );
  await publish(storeDir, dir);
  await activate(storeDir, options.name, version);
}
