// `pnpm --filter mfe-<name> dev`: rebuilds the remote on every change and serves it twice:
//   http://localhost:<port>/            the remote alone, in the standalone harness (real API)
//   http://localhost:<port>/remote/…    its federated build, to load inside the real shell
// See CONTRIBUTING.md for pointing the shell at it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRemoteConfig, createStandaloneConfig } from '../src/webpack.js';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    port: { type: 'string', default: '3001' },
    api: { type: 'string', default: 'http://localhost:8000' },
  },
});
if (!values.name) throw new Error('--name <remote> is required');
const packageDir = process.cwd();
const port = Number(values.port);
const devDir = path.join(packageDir, 'dist-dev');
const configFile = path.join(packageDir, 'webpack.config.js');
const webpack = createRequire(path.join(packageDir, 'package.json'))('webpack');

const compiler = webpack([
  await createRemoteConfig({
    packageDir,
    configFile,
    name: values.name,
    mode: 'development',
    outDir: path.join(devDir, 'remote'),
  }),
  await createStandaloneConfig({
    packageDir,
    configFile,
    name: values.name,
    outDir: path.join(devDir, 'standalone'),
    apiBaseUrl: values.api,
  }),
]);
compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) console.error(error);
  else
    console.log(
      stats.toString({ preset: 'errors-warnings', colors: true }) ||
        `rebuilt ${new Date().toLocaleTimeString()}`,
    );
});

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

async function fileFor(urlPath) {
  const [root, relative] = urlPath.startsWith('/remote/')
    ? [path.join(devDir, 'remote'), urlPath.slice('/remote/'.length)]
    : [path.join(devDir, 'standalone'), urlPath.slice(1)];
  const candidate = path.join(root, path.normalize(relative));
  if (!candidate.startsWith(root)) return null;
  const found = await stat(candidate).catch(() => null);
  if (found?.isFile()) return candidate;
  // The standalone page answers every other path (the remote's router decides what it shows).
  return urlPath.startsWith('/remote/') ? null : path.join(devDir, 'standalone', 'index.html');
}

createServer((request, response) => {
  const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname);
  void fileFor(urlPath).then((file) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
}).listen(port, () => {
  console.log(
    `standalone: http://localhost:${port}/   (API ${values.api}; its CORS_ORIGINS must include http://localhost:${port})`,
  );
  console.log(
    `federated:  http://localhost:${port}/remote/mf-manifest.json   (see CONTRIBUTING.md to load it in the shell)`,
  );
});
