// After a production build: its static pages rendered in Node with react-dom/server (issue 19).
// The shell's sign-in pages go to dist/prerendered/ with a manifest the server chooses from
// (ADR 067); a remote's static pages go to dist/frames.json, published with its release (ADR 069).
// The render entry (src/prerender/frames.tsx in the shell, src/prerender.tsx in a remote) is
// compiled by a second webpack compiler for Node, with the package's own loaders, so the frame is
// the same code the browser runs.
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

/** The shell: every page written out, with the manifest the server reads. */
async function writeShellPages(prerender, dist) {
  const target = path.join(dist, 'prerendered');
  await rm(target, { recursive: true, force: true });
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const { frames, remoteTemplate, pages } = await prerender(template);
  await mkdir(target, { recursive: true });
  await Promise.all(Object.entries(pages).map(([file, html]) => writeFile(path.join(target, file), html)));
  await writeFile(
    path.join(target, 'manifest.json'),
    `${JSON.stringify({ schemaVersion: 1, frames, remoteTemplate }, null, 2)}\n`,
  );
}

/** A remote: its frames in one file of the release (the server composes them with the shell's page). */
async function writeRemoteFrames(prerender, dist) {
  await writeFile(path.join(dist, 'frames.json'), `${JSON.stringify(await prerender())}\n`);
}

export class PrerenderPlugin {
  /** @param {{ nodeConfig: import('webpack').Configuration, role: 'host' | 'remote' }} options */
  constructor({ nodeConfig, role }) {
    this.nodeConfig = nodeConfig;
    this.write = role === 'host' ? writeShellPages : writeRemoteFrames;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await run(webpack(this.nodeConfig));
      const bundle = path.join(this.nodeConfig.output.path, this.nodeConfig.output.filename);
      Reflect.deleteProperty(require.cache, require.resolve(bundle));
      const { prerender } = require(bundle);
      await this.write(prerender, compiler.options.output.path);
    });
  }
}
