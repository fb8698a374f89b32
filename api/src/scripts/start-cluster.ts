import { parseArgs } from 'node:util';
import { repositoryRoot } from '../config/paths';
import { startCluster } from '../platform/cluster/cluster';

/**
 * `pnpm start:cluster [--port 8443] [--processes 3] [--data data/cluster] [--web-only 1]`: the
 * built product in a real topology (ADR 066). Ctrl+C stops it all, the balancer first.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8443' },
    processes: { type: 'string', default: '3' },
    'first-api-port': { type: 'string', default: '8101' },
    'pooler-port': { type: 'string', default: '6432' },
    data: { type: 'string', default: 'data/cluster' },
    'web-only': { type: 'string', multiple: true, default: [] },
  },
});

const number = (name: string, value: string) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    console.error(`--${name} must be a positive whole number, not ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return parsed;
};

const processes = number('processes', values.processes);
const firstApiPort = number('first-api-port', values['first-api-port']);
const root = repositoryRoot();
const log = (line: string) => console.log(line);

try {
  const cluster = await startCluster({
    root,
    dataDir: values.data,
    httpsPort: number('port', values.port),
    apiPorts: Array.from({ length: processes }, (_, index) => firstApiPort + index),
    poolerPort: number('pooler-port', values['pooler-port']),
    databaseUrl: process.env.DATABASE_URL ?? null,
    // --web-only 1: the first process serves requests and works no jobs.
    webOnly: values['web-only'].map((value) => number('web-only', value) - 1),
    env: {},
    log,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the balancer, the API processes, PgBouncer and PostgreSQL…`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
