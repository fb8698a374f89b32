// webpack presets for the shell (host) and the remotes. Each package's webpack.config.js is a
// few lines that call one of these, so every build compiles, shares and caches the same way.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { CopyPublicPlugin } from './copy-public-plugin.js';
import { PrecompressPlugin } from './precompress-plugin.js';
import { PreloadManifestPlugin } from './preload-manifest-plugin.js';
import { PrerenderPlugin } from './prerender-plugin.js';
import { ReleaseManifestPlugin } from './release-manifest-plugin.js';
import { createSharedConfig, SHARE_STRATEGY, sharedPackageVersions } from './federation.js';
import {
  scanSharedImports,
  toPlainLists,
  workspaceSourceDirs,
  writeSurfaceModules,
} from './shared-surfaces.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Chunks inside the shell and the remotes give up after 120 s (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function readPackage(packageDir) {
  return createRequire(path.join(packageDir, 'package.json'))('./package.json');
}

/** The remote's area declaration (area.json beside its package.json; checked at release). */
async function readArea(packageDir) {
  const file = path.join(packageDir, 'area.json');
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing or not JSON: every remote declares its area there`, { cause: error });
  }
}

/** Each extension the area fills is its own exposed module, from src/extensions/<name>.tsx. */
function extensionExposes(area) {
  const extensions = Array.isArray(area?.extensions) ? area.extensions : [];
  return Object.fromEntries(
    extensions.map((extension) => [extension.module, `./src/extensions/${extension.module.slice(2)}.tsx`]),
  );
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always the production JSX runtime: a remote built for development still runs in a
          // shell whose shared React is the production build (react/jsx-runtime is shared).
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2022',
        },
      },
    },
  };
}

function markdownRule() {
  return { test: /\.md$/, use: path.join(here, 'markdown-loader.cjs'), type: 'javascript/auto' };
}

/** Message catalogs (ADR 045): compiled to Lingui's precompiled messages at build. */
function catalogRule() {
  return {
    test: /[\\/]messages[\\/][a-z]{2}(-[A-Z]{2})?\.json$/,
    use: path.join(here, 'catalog-loader.cjs'),
    type: 'javascript/auto',
  };
}

/** Chakra UI's theme modules, with their define* calls marked pure (ADR 021). */
function pureChakraThemeRule() {
  return {
    test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/,
    use: path.join(here, 'pure-chakra-theme-loader.cjs'),
  };
}

function baseConfig({ packageDir, mode, configFile }) {
  const isProduction = mode === 'production';
  return {
    mode,
    context: packageDir,
    // No eval in development either: the CSP forbids it, in every environment.
    devtool: isProduction ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule(), markdownRule(), catalogRule(), pureChakraThemeRule()] },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(packageDir, 'node_modules/.cache/webpack'),
      name: `${mode}-${process.env.RELEASE_VERSION ?? 'default'}`,
      buildDependencies: { config: [configFile, fileURLToPath(import.meta.url)] },
    },
    // SWC's minifier instead of webpack's default Terser: the whole production build (shell and
    // every remote, cold cache) took 117 s with Terser on two cores (ADR 052).
    optimization: isProduction
      ? {
          minimizer: [
            new MinimizerPlugin({
              minify: MinimizerPlugin.swcMinify,
              minimizerOptions: { compress: { passes: 2 } },
            }),
          ],
        }
      : {},
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * A pre-render bundle (ADR 067, 069): the shell's sign-in pages, or a remote's static pages,
 * compiled for Node with the package's own loaders, no Module Federation and one file, run once
 * after the production build.
 */
function prerenderConfig({ packageDir, configFile, definitions, entry }) {
  const base = baseConfig({ packageDir, mode: 'production', configFile });
  return {
    ...base,
    name: 'prerender',
    target: 'node',
    entry: { frames: entry },
    output: {
      path: path.join(packageDir, 'node_modules/.cache/clinio-prerender'),
      filename: 'frames.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    cache: {
      ...base.cache,
      cacheDirectory: path.join(packageDir, 'node_modules/.cache/webpack-prerender'),
      name: 'prerender',
    },
    // Read once at build: no minifying, one chunk (the catalogs' languages inlined).
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin(definitions),
    ],
  };
}

/**
 * The shell: an HTML page, its boot code, and every shared singleton. No remote is known at build
 * time; the shell registers them from the registry at run time.
 * @param {{ packageDir: string, configFile: string, mode?: string }} options
 */
export async function createHostConfig({ packageDir, configFile, mode = 'production' }) {
  const base = baseConfig({ packageDir, mode, configFile });
  const repositoryRoot = path.resolve(packageDir, '..');
  const surfaces = await scanSharedImports(await workspaceSourceDirs(repositoryRoot));
  const surfaceFiles = await writeSurfaceModules({ packageDir, surfaces });
  const definitions = {
    __SHELL_VERSION__: JSON.stringify(readPackage(packageDir).version),
    __SHARED_SURFACES__: JSON.stringify(toPlainLists(surfaces)),
    __SHARED_VERSIONS__: JSON.stringify(sharedPackageVersions(packageDir)),
  };
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: '/',
      // The entry keeps a fixed name (served with revalidation): the federation runtime inside it
      // cannot resolve a content hash of its own chunk. Every other chunk is content-hashed.
      filename: 'assets/[name].js',
      chunkFilename: 'assets/[name].[contenthash:10].js',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      uniqueName: 'shell',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: createSharedConfig({ role: 'host', packageDir, surfaceFiles }),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        manifest: false,
        // Remotes use this copy of the federation runtime instead of shipping their own.
        experiments: { provideExternalRuntime: true },
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new CopyPublicPlugin({ dir: path.join(packageDir, 'public') }),
      new PreloadManifestPlugin(),
      new webpack.DefinePlugin(definitions),
      ...(mode === 'production'
        ? [
            new PrecompressPlugin(),
            // The sign-in pages' static frame, painted before any script (issue 19, ADR 067).
            new PrerenderPlugin({
              role: 'host',
              nodeConfig: prerenderConfig({
                packageDir,
                configFile,
                definitions,
                entry: './src/prerender/frames.tsx',
              }),
            }),
          ]
        : []),
    ],
  };
}

/**
 * A remote: one exposed module (`./mfe`), a manifest, and no copy of any shared singleton.
 * RELEASE_VERSION overrides the package version, so CI can stamp a release without editing files.
 * @param {{ packageDir: string, configFile: string, name: string, mode?: string, outDir?: string }} options
 */
export async function createRemoteConfig({
  packageDir,
  configFile,
  name,
  mode = 'production',
  outDir: outDirOption,
}) {
  const base = baseConfig({ packageDir, mode, configFile });
  const requires = toPlainLists(await scanSharedImports([path.join(packageDir, 'src')]));
  const pkg = readPackage(packageDir);
  const area = await readArea(packageDir);
  const shared = Object.fromEntries(
    Object.entries(sharedPackageVersions(packageDir)).map(([name, version]) => [name, `^${version}`]),
  );
  const version = process.env.RELEASE_VERSION ?? pkg.version;
  const outDir = outDirOption ?? process.env.RELEASE_OUT_DIR ?? path.join(packageDir, 'dist');
  return {
    ...base,
    // The remote is only ever entered through its container.
    entry: {},
    output: {
      path: outDir,
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      uniqueName: `mfe_${name}`,
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './mfe': './src/mfe.tsx', ...extensionExposes(area) },
        shared: createSharedConfig({ role: 'remote', packageDir }),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        manifest: true,
        experiments: { externalRuntime: true },
      }),
      new webpack.DefinePlugin({ __MFE_VERSION__: JSON.stringify(version) }),
      new ReleaseManifestPlugin({
        name,
        version,
        packageName: pkg.name,
        // The contract of the @clinio/platform this remote is built with (its own dependency).
        contractVersion: createRequire(path.join(packageDir, 'package.json'))(
          '@clinio/platform/contract.json',
        ).contractVersion,
        requires,
        shared,
        area,
      }),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
      // A remote with static pages renders them for the page to paint before any script (ADR 069).
      ...(mode === 'production' && existsSync(path.join(packageDir, 'src/prerender.tsx'))
        ? [
            new PrerenderPlugin({
              role: 'remote',
              nodeConfig: prerenderConfig({
                packageDir,
                configFile,
                definitions: { __MFE_VERSION__: JSON.stringify(version) },
                entry: './src/prerender.tsx',
              }),
            }),
          ]
        : []),
    ],
  };
}

/**
 * Development only: the remote as an ordinary single page (no federation), mounted by the
 * standalone harness of @clinio/platform/dev with the real API. Entry: the remote's `src/app.tsx`.
 * @param {{ packageDir: string, configFile: string, name: string, outDir: string, apiBaseUrl: string }} options
 */
export async function createStandaloneConfig({ packageDir, configFile, name, outDir, apiBaseUrl }) {
  const base = baseConfig({ packageDir, mode: 'development', configFile });
  const entryDir = path.join(packageDir, 'node_modules', '.cache', 'clinio-standalone');
  await mkdir(entryDir, { recursive: true });
  const entry = path.join(entryDir, 'standalone-entry.js');
  await writeFile(
    entry,
    [
      "import { mountStandalone } from '@clinio/platform/dev';",
      `import { App } from ${JSON.stringify(path.join(packageDir, 'src', 'app.tsx'))};`,
      `mountStandalone({ App, name: ${JSON.stringify(name)}, apiBaseUrl: ${JSON.stringify(apiBaseUrl)} });`,
      '',
    ].join('\n'),
  );
  return {
    ...base,
    name: 'standalone',
    cache: { ...base.cache, name: 'standalone' },
    entry: { standalone: entry },
    resolve: { ...base.resolve, modules: [path.join(packageDir, 'node_modules'), 'node_modules'] },
    output: { path: outDir, publicPath: '/', filename: '[name].js', clean: true },
    plugins: [
      new HtmlWebpackPlugin({
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} (standalone)</title></head><body><div id="root"></div></body></html>`,
        scriptLoading: 'defer',
      }),
      new webpack.DefinePlugin({ __MFE_VERSION__: JSON.stringify('dev') }),
    ],
  };
}
