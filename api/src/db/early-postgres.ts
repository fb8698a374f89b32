/**
 * The embedded PostgreSQL started while the server's code is still loading (issue 20, bar 26,
 * ADR 068). The server's small entry (src/start.ts) calls `startEarly()` before it imports the
 * server's bundle; `connectDatabase` then takes that server instead of starting one, so the
 * database's own start (its spawn, its recovery check, its first accepted connection) runs on the
 * other core while this one loads and compiles the API.
 *
 * The entry reads only the few variables the embedded server needs, without zod: anything it does
 * not recognise means no early start, and the full configuration decides and reports as always.
 * The two bundles share the started server through one global slot.
 */
import path from 'node:path';
import { DEFAULT_SHARED_BUFFERS, SHARED_BUFFERS_PATTERN } from '../config/database-defaults';
import { repositoryRoot } from '../config/paths';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

/** What the embedded server is started with: the same fields as the configuration's. */
export interface EmbeddedSettings {
  dir: string;
  port: number;
  sharedBuffers: string;
}

interface EarlyStart {
  settings: EmbeddedSettings;
  started: Promise<EmbeddedPostgres>;
  messages: string[];
}

const SLOT = Symbol.for('clinio.db.earlyPostgres');
const holder = globalThis as { [SLOT]?: EarlyStart | undefined };

/**
 * The embedded server that `loadConfig` would describe for this environment, or null when the
 * environment names another database or holds anything unusual (then there is no early start).
 */
export function embeddedSettingsFrom(env: NodeJS.ProcessEnv): EmbeddedSettings | null {
  if (env.DATABASE_URL !== undefined) return null;
  const dataDir = env.DATA_DIR ?? 'data';
  const port = env.EMBEDDED_PG_PORT ?? '0';
  const sharedBuffers = env.EMBEDDED_PG_SHARED_BUFFERS ?? DEFAULT_SHARED_BUFFERS;
  if (dataDir === '' || !/^\d{1,5}$/.test(port) || Number(port) > 65_535) return null;
  if (!SHARED_BUFFERS_PATTERN.test(sharedBuffers)) return null;
  return {
    dir: path.join(path.resolve(repositoryRoot(), dataDir), 'postgres'),
    port: Number(port),
    sharedBuffers,
  };
}

/**
 * Starts the embedded server this environment asks for, to be taken by `takeEarly`. Resolves once
 * PostgreSQL's own process is running (initdb for a new cluster, else the server), or the start
 * has failed: the caller then loads the server's code, which gives the start's remaining
 * callbacks no turn until it is loaded, while PostgreSQL works on the other core.
 */
export function startEarly(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const settings = embeddedSettingsFrom(env);
  if (settings === null || holder[SLOT] !== undefined) return Promise.resolve();
  const messages: string[] = [];
  let spawned: () => void = () => undefined;
  const running = new Promise<undefined>((resolve) => {
    spawned = () => resolve(undefined);
  });
  const started = startEmbeddedPostgres({
    ...settings,
    database: 'clinio',
    log: (message) => messages.push(message),
    onSpawn: spawned,
  });
  // Whoever takes it sees the failure; until then it must not count as unhandled.
  started.catch(() => undefined);
  holder[SLOT] = { settings, started, messages };
  return Promise.race([
    running,
    started.then(
      () => undefined,
      () => undefined,
    ),
  ]);
}

const same = (a: EmbeddedSettings, b: EmbeddedSettings) =>
  a.dir === b.dir && a.port === b.port && a.sharedBuffers === b.sharedBuffers;

/**
 * The server started early, when it was started with exactly these settings (its start's messages
 * passed to `log`); null when none was, or when it was started with others (it is then stopped).
 * A failed early start with the same settings throws its error, as starting it here would have.
 */
export async function takeEarly(
  settings: EmbeddedSettings,
  log: (message: string) => void,
): Promise<EmbeddedPostgres | null> {
  const early = holder[SLOT];
  if (early === undefined) return null;
  holder[SLOT] = undefined;
  if (!same(early.settings, settings)) {
    await early.started.then((server) => server.stop()).catch(() => undefined);
    return null;
  }
  try {
    return await early.started;
  } finally {
    for (const message of early.messages) log(message);
  }
}

/** A start that fails before it took the early server: the server must not be left running. */
export async function stopEarly(): Promise<void> {
  const early = holder[SLOT];
  if (early === undefined) return;
  holder[SLOT] = undefined;
  await early.started.then((server) => server.stop()).catch(() => undefined);
}
