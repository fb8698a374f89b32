/**
 * The server's entry (dist/main.js): turns on Node's compile cache before the server's bundle
 * (dist/server.js, src/main.ts) is loaded, so a warm start reuses the compiled code of the last
 * one instead of compiling a few megabytes of JavaScript again (issue 20, bar 26). The cache lives
 * in the system's temporary folder, keyed by each file's content, so a new build compiles afresh.
 */
import nodeModule from 'node:module';

// An older Node.js has no compile cache: the server then says which Node.js it needs.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
// A path esbuild leaves alone: the server is its own file, loaded after the cache is on.
const server = new URL('./server.js', import.meta.url).href;
await import(server);
