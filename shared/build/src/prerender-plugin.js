// After the shell's production build: its sign-in pages rendered in Node with react-dom/server,
// written to dist/prerendered/ with a manifest the server chooses from (issue 19, ADR 067).
// The render entry (shell/src/prerender/frames.tsx) is compiled by a second webpack compiler
// for Node, with the shell's own loaders, so the frame is the same code the browser runs.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error ?? closeError) return reject(error ?? closeError);
        if (stats.hasErrors()) {
          return reject(new Error(`The pre-render bundle failed:\n${stats.toString('errors-only')}`));
        }
        resolve(stats);
      });
    });
  });
}

export class PrerenderPlugin {
  /** @param {{ nodeConfig: import('webpack').Configuration, outDir?: string }} options */
  constructor({ nodeConfig, outDir = 'prerendered' }) {
    this.nodeConfig = nodeConfig;
    this.outDir = outDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const dist = compiler.options.output.path;
      const target = path.join(dist, this.outDir);
      await rm(target, { recursive: true, force: true });
      await run(webpack(this.nodeConfig));
      const bundle = path.join(this.nodeConfig.output.path, this.nodeConfig.output.filename);
      Reflect.deleteProperty(require.cache, require.resolve(bundle));
      const { prerender } = require(bundle);
      const template = await readFile(path.join(dist, 'index.html'), 'utf8');
      const { frames, pages } = await prerender(template);
      await mkdir(target, { recursive: true });
      await Promise.all(
        Object.entries(pages).map(([file, html]) => writeFile(path.join(target, file), html)),
      );
      await writeFile(
        path.join(target, 'manifest.json'),
        `${JSON.stringify({ schemaVersion: 1, frames }, null, 2)}\n`,
      );
    });
  }
}
