import pino, { type Logger } from 'pino';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { connectDatabase, type ConnectedDatabase } from './db/connect';
import { stopEarly } from './db/early-postgres';
import { startSteps, type StartSteps } from './platform/start-steps';
import { seedDemoData } from './seed/demo-seed';

const REQUIRED_NODE_MAJOR = 24;

function assertNodeVersion() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < REQUIRED_NODE_MAJOR) {
    throw new Error(
      `Clinio needs Node.js ${REQUIRED_NODE_MAJOR}; this is ${process.version}. Run it through the README's commands, which use the project's own Node.js.`,
    );
  }
}

async function main() {
  const steps = startSteps();
  steps.done('loading');
  assertNodeVersion();
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const startedAt = Date.now();

  const connected = await connectDatabase(
    config,
    (message) => log.info(message),
    (name) => steps.done(name),
  );
  const started = await startServing(config, connected, log, steps).catch(async (error: unknown) => {
    // Never leave the embedded PostgreSQL running behind a failed start.
    await connected.database.close().catch(() => undefined);
    await connected.stopServer().catch(() => undefined);
    throw error;
  });
  log.info(`Clinio is ready on http://localhost:${config.port} (started in ${Date.now() - startedAt} ms)`);
  log.info(`start steps: ${steps.summary()}`);
  // A parent that spawned us with an IPC channel (pnpm bench) is told the steps too.
  process.send?.({ startSteps: steps.summary() });
  // The channel must never be what keeps the process alive.
  process.channel?.unref();
  const shutdown = handleShutdown({ config, connected, server: started, log });
  if (config.jobWorkers) {
    // Requests are served while the workers start (ADR 068). A queue that cannot start stops the
    // process with a failure, as it did when the workers started before listening; a start that
    // fails because a shutdown is stopping the queue changes nothing (the shutdown runs once).
    started.jobs.startWorkers().then(
      () => log.info('job workers started'),
      (error: unknown) => {
        log.error({ err: error }, 'the job workers could not start');
        void shutdown('the job workers could not start', 1);
      },
    );
  }
}

async function startServing(config: Config, connected: ConnectedDatabase, log: Logger, steps: StartSteps) {
  if (config.seedDemoData) {
    const { created } = await seedDemoData(connected.database);
    if (created)
      log.info('seeded the demo data (Demo Family Clinic, Northside Physio, the system administrator)');
    steps.done('seed');
  }
  // Every process with JOB_WORKERS on works the durable queue (api/src/jobs); they share it.
  const app = await buildApp({
    config,
    database: connected.database,
    jobWorkers: config.jobWorkers,
    startWorkers: 'after-listen',
  });
  steps.done('app');
  const { server } = app;

  await server.listen({ port: config.port, host: config.host });
  steps.done('listen');
  return app;
}

interface ShutdownOptions {
  config: Config;
  connected: ConnectedDatabase;
  server: App;
  log: Logger;
}

/**
 * SIGTERM/SIGINT: in-flight requests and jobs finish, new requests get 503, then the database stops.
 * Returns the shutdown, for a failure found after the start (the process then exits with `code`).
 */
function handleShutdown({ config, connected, server, log }: ShutdownOptions) {
  let stopping = false;
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.info(`${reason}: finishing in-flight requests`);
    const deadline = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      // Leave a little time for the database and the embedded server after the requests. The job
      // workers stop fetching at once and finish the jobs they hold, alongside the requests; a job
      // still running at the deadline is retried by another process once its claim expires.
      const budget = Math.max(1_000, config.shutdownTimeoutMs - 3_000);
      await Promise.all([server.drain().whenIdle(budget), server.jobs.stop(budget)]);
      await server.server.close();
      await connected.database.close();
      await connected.stopServer();
      log.info('stopped cleanly');
      process.exit(code);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM received'));
  process.on('SIGINT', () => void shutdown('SIGINT received'));
  // Scripts run us through wrappers (pnpm, the node shim); if the wrapper is killed without
  // passing the signal on, we are re-parented. Shut down rather than hold the port and the database.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent process exited');
  }, 1_000).unref();
  return shutdown;
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Clinio could not start:', error instanceof Error ? (error.stack ?? error.message) : error);
  }
  // A database the entry started early is not left running behind a refused start.
  await stopEarly();
  process.exit(1);
});
