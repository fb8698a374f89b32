import { STATEMENT_TIMEOUT_MS } from '../../db/database';

/** Where PgBouncer reaches PostgreSQL, and as whom clients may come. */
export interface PoolerSettings {
  folder: string;
  listenPort: number;
  server: { host: string; port: number; database: string };
  /** Login roles and their passwords (the API's two request roles). */
  users: Record<string, string>;
  /** Server connections per role; the three API processes share them. */
  poolSize: number;
}

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** PgBouncer's auth_file: `"role" "password"` per line. */
export function pgbouncerUsers(users: Record<string, string>): string {
  return `${Object.entries(users)
    .map(([name, password]) => `${quote(name)} ${quote(password)}`)
    .join('\n')}\n`;
}

/**
 * PgBouncer in transaction mode (ADR 066): a server connection is lent for one transaction, so
 * the API's transaction-local tenant setting and SET LOCAL are safe, and session state is not used
 * on this path. Each server connection gets the API's statement timeout, which a client may not
 * send through PgBouncer as a start-up parameter.
 */
export function pgbouncerIni(settings: PoolerSettings): string {
  const { server } = settings;
  return [
    '[databases]',
    `${server.database} = host=${server.host} port=${server.port} dbname=${server.database} connect_query='SET statement_timeout = ${STATEMENT_TIMEOUT_MS}'`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${settings.listenPort}`,
    'unix_socket_dir =',
    'auth_type = scram-sha-256',
    `auth_file = ${settings.folder}/userlist.txt`,
    'pool_mode = transaction',
    'max_client_conn = 1000',
    `default_pool_size = ${settings.poolSize}`,
    'reserve_pool_size = 5',
    'server_login_retry = 1',
    'query_wait_timeout = 10',
    'log_connections = 0',
    'log_disconnections = 0',
    `pidfile = ${settings.folder}/pgbouncer.pid`,
    '',
  ].join('\n');
}

export interface BalancerSettings {
  folder: string;
  listenPort: number;
  upstreamPorts: number[];
  certificate: string;
  key: string;
  /** Largest request body the balancer passes on (the API refuses bigger ones itself). */
  maxBodyMegabytes: number;
}

/**
 * nginx terminating TLS in front of the API processes. It overwrites X-Forwarded-For with the
 * address it sees, so a client's own header never reaches the API's rate-limit key; a process that
 * refuses or answers 502/503 (stopping, restarting) has the request tried on the next one. A 503
 * is only ever answered before any work (the API's drain) or after a rolled-back transaction, so
 * trying a POST again is safe (ADR 066).
 */
export function nginxConf(settings: BalancerSettings): string {
  const folder = settings.folder;
  const upstreams = settings.upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`)
    .join('\n');
  return `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;

events {
  worker_connections 2048;
}

http {
  access_log off;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  fastcgi_temp_path ${folder}/temp/fastcgi;
  uwsgi_temp_path ${folder}/temp/uwsgi;
  scgi_temp_path ${folder}/temp/scgi;
  client_max_body_size ${settings.maxBodyMegabytes}m;
  server_tokens off;

  upstream clinio_api {
${upstreams}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${settings.listenPort} ssl;
    server_name localhost;
    ssl_certificate ${settings.certificate};
    ssl_certificate_key ${settings.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:tls:1m;

    location / {
      proxy_pass http://clinio_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries ${settings.upstreamPorts.length};
    }
  }
}
`;
}
