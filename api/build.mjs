// Bundles the API's entry points into dist/ with esbuild. Our shared packages are TypeScript
// source and are bundled in, and so are the pure-JavaScript packages every start loads whose many
// small files cost more to find and load one by one than to read as part of one file (BUNDLED,
// issue 20, bar 26); every other npm dependency stays external and loads from node_modules.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
// zod and fastify-type-provider-zod go in together, so the routes' schemas and the provider that
// reads them share one zod.
const BUNDLED = new Set([
  'kysely',
  'pg-boss',
  'zod',
  'fastify-type-provider-zod',
  'jose',
  'libphonenumber-js',
  // Fastify with the plugins, validators and the driver that every start loads (about 55 ms of
  // a warm start less; @fastify/static and @fastify/swagger-ui serve files of their own, pino
  // starts worker threads from its files: they stay out).
  'fastify',
  '@fastify/cookie',
  '@fastify/cors',
  '@fastify/rate-limit',
  '@fastify/multipart',
  '@fastify/swagger',
  'ajv',
  'ajv-formats',
  'pg',
  'semver',
  'safe-regex2',
  're2js',
]);
const external = [
  ...Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@clinio/') && !BUNDLED.has(name)),
  // pg's optional native binding, never installed: required only when asked for.
  'pg-native',
];
// `--outdir <dir>`: tests that start the real server in a child process bundle it elsewhere. The
// folder must be inside api/ (the bundle finds its package from there).
const outdirAt = process.argv.indexOf('--outdir');
const outdir = outdirAt === -1 ? 'dist' : process.argv[outdirAt + 1];

await build({
  absWorkingDir: here,
  entryPoints: {
    // main.js turns on the compile cache, then loads server.js (src/start.ts).
    main: 'src/start.ts',
    server: 'src/main.ts',
    // main.js starts the embedded database with it before it loads server.js.
    'early-postgres': 'src/db/early-postgres.ts',
    migrate: 'src/scripts/migrate.ts',
    'db-backup': 'src/scripts/db-backup.ts',
    'mfe-cli': 'src/scripts/mfe-cli.ts',
    openapi: 'src/scripts/openapi-document.ts',
    'db-types': 'src/scripts/db-types.ts',
    'bench-jobs': 'src/scripts/bench-jobs.ts',
    'generate-patients': 'src/scripts/generate-patients.ts',
    'bench-patients': 'src/scripts/bench-patients.ts',
    'bench-availability': 'src/scripts/bench-availability.ts',
    'bench-analytics': 'src/scripts/bench-analytics.ts',
    'start-cluster': 'src/scripts/start-cluster.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: 'linked',
  // The map names the sources (src/...) without carrying their text: a third of its size, and
  // what `--enable-source-maps` parses at every start (about 0.15 s less on a warm start).
  sourcesContent: false,
  external,
  logLevel: 'warning',
  // The source uses __dirname and require (native under jest); give the ES module bundle both.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join('\n'),
  },
});
