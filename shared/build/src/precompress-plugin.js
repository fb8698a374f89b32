// Emits .gz and .br siblings of text assets so the server sends compressed files without
// compressing on every request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import webpack from 'webpack';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|json|html|css|svg|txt)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = Object.entries(assets)
            .filter(([file, source]) => COMPRESSIBLE.test(file) && source.size() >= MIN_BYTES)
            .map(async ([file, source]) => {
              const buffer = source.buffer();
              const [gz, br] = await Promise.all([
                gzip(buffer, { level: 9 }),
                brotli(buffer, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
                }),
              ]);
              compilation.emitAsset(`${file}.gz`, new webpack.sources.RawSource(gz));
              compilation.emitAsset(`${file}.br`, new webpack.sources.RawSource(br));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
