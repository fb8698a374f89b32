/**
 * The server's entry (dist/main.js): turns on Node's compile cache before the server's bundle
 * (dist/server.js, src/main.ts) is loaded, so a warm start reuses the compiled code of the last
 * one instead of compiling a few megabytes of JavaScript again (issue 20, bar 26). The cache lives
 * in the system's temporary folder, keyed by each file's content, so a new build compiles afresh.
 * Then it starts the embedded PostgreSQL (dist/early-postgres.js), which comes up on the other core
 * while this one loads the server (ADR 068).
 */
import nodeModule from 'node:module';
import type * as EarlyPostgres from './db/early-postgres';

// An older Node.js has no compile cache: the server then says which Node.js it needs.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
// Paths esbuild leaves alone: each is its own file, loaded after the cache is on.
const early = new URL('./early-postgres.js', import.meta.url).href;
const server = new URL('./server.js', import.meta.url).href;
// The server refuses an older Node.js; no database is started for it.
if (Number(process.versions.node.split('.')[0]) >= 24) {
  const { startEarly } = (await import(early)) as typeof EarlyPostgres;
  await startEarly();
}
await import(server);
