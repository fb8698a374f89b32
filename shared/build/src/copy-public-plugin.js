// Emits every file of the package's public/ folder unchanged at the root of the build.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';

export class CopyPublicPlugin {
  /** @param {{ dir: string }} options */
  constructor(options) {
    this.dir = options.dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const files = await readdir(this.dir).catch(() => []);
          for (const file of files) {
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new webpack.sources.RawSource(await readFile(full)));
          }
        },
      );
    });
  }
}
