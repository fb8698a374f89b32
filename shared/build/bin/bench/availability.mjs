// Section 7 of `pnpm bench` (quality bar 25): availability for 30 days and 10 providers.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer, staffSession } from './servers.mjs';

// Its own server, PostgreSQL and data folder (kept between runs).
const AVAILABILITY_PORT = 8160;
const AVAILABILITY_PG_PORT = 8163;
const availabilityDataDir = path.join(root, 'data', 'bench-availability');

/**
 * Section 7, quality bar 25: availability for 30 days and 10 providers, p95 <= 50 ms end to end
 * and at most 3 SQL round trips. The data (kept in its folder) and the in-process figures come from
 * api/dist/bench-availability.js; then the real server answers over HTTP on the same folder.
 */
export async function availability(results) {
  const env = {
    ...process.env,
    DATA_DIR: availabilityDataDir,
    EMBEDDED_PG_PORT: String(AVAILABILITY_PG_PORT),
    LOG_LEVEL: 'warn',
  };
  const output = execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'bench-availability.js')], {
    cwd: path.join(root, 'api'),
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { username, password, path: requestPath, ...measured } = JSON.parse(output);
  results.availability = measured;
  const server = startServer({
    port: AVAILABILITY_PORT,
    pgPort: AVAILABILITY_PG_PORT,
    data: availabilityDataDir,
  });
  try {
    await server.firstResponse;
    const base = `http://127.0.0.1:${AVAILABILITY_PORT}`;
    const { tokens } = await staffSession(username, { base, password });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    // End to end, one request at a time: 20 warm-up requests, then 200 measured.
    const times = [];
    let slots = 0;
    for (let i = 0; i < 220; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${requestPath}`, { headers });
      const body = await response.json();
      if (!response.ok) throw new Error(`GET /api/availability answered ${response.status}`);
      if (i >= 20) times.push(performance.now() - started);
      slots = body.slots.length;
    }
    const sorted = times.toSorted((a, b) => a - b);
    const at = (p) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 100) / 100;
    results.availability.http = {
      requests: times.length,
      slots,
      ms: { p50: at(0.5), p95: at(0.95), p99: at(0.99) },
    };
    const loaded = await new Promise((resolve, reject) => {
      autocannon({ url: `${base}${requestPath}`, headers, connections: 10, duration: 10 }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
    results.availability.httpAt10Connections = {
      requestsPerSecond: Math.round(loaded.requests.average),
      latencyMs: { p50: loaded.latency.p50, p90: loaded.latency.p90, p99: loaded.latency.p99 },
      non2xx: loaded.non2xx,
    };
    const a = results.availability;
    console.log(
      `availability (bar 25): 30 days, ${a.inProcess.providers} providers, ${a.inProcess.slots} slots, ${a.inProcess.sqlRoundTrips} SQL round trips; ` +
        `in-process p50 ${a.inProcess.ms.p50} ms, p95 ${a.inProcess.ms.p95} ms; HTTP one at a time p50 ${a.http.ms.p50} ms, p95 ${a.http.ms.p95} ms, p99 ${a.http.ms.p99} ms; ` +
        `${a.httpAt10Connections.requestsPerSecond} req/s at 10 connections (p99 ${a.httpAt10Connections.latencyMs.p99} ms)`,
    );
  } finally {
    await server.stop();
  }
}
