// Section 6 of `pnpm bench` (quality bars 23 and 24): patients at a million.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { appRoleUrl, ratio, root, rotating, startBareServer, startServer, staffSession } from './servers.mjs';

// Its own server, PostgreSQL and data folder (kept: generating a million takes minutes).
const PATIENTS_PORT = 8150;
const PATIENTS_PG_PORT = 8153;
const patientsDataDir = path.join(root, 'data', 'bench-patients');
// A database of a million patients (about 1 GB with its indexes) is given the memory such a
// database gets in production, not the demo's 64 MB (ADR 032); the figure goes into the results.
// BENCH_PATIENTS_SHARED_BUFFERS=64MB measures it with the embedded default.
const PATIENTS_SHARED_BUFFERS = process.env.BENCH_PATIENTS_SHARED_BUFFERS ?? '1GB';

/**
 * Section 6, quality bars 23 and 24 at a million patients. The SQL part (and the generation, when
 * the data folder does not hold the million yet) runs in api/dist/bench-patients.js on the
 * folder's embedded PostgreSQL; then the real server starts on the same folder.
 */
export async function patients(results) {
  if (process.argv.includes('--fresh-patients')) await rm(patientsDataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    DATA_DIR: patientsDataDir,
    EMBEDDED_PG_PORT: String(PATIENTS_PG_PORT),
    EMBEDDED_PG_SHARED_BUFFERS: PATIENTS_SHARED_BUFFERS,
    LOG_LEVEL: 'warn',
  };
  let output;
  try {
    output = execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'bench-patients.js')], {
      cwd: path.join(root, 'api'),
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (error) {
    // e.g. a migration of the kept data folder changed since: start over with --fresh-patients.
    throw new Error(
      `the patients bench failed (see above); if a migration changed since ${patientsDataDir} was made, run again with --fresh-patients`,
      { cause: error },
    );
  }
  const { searchTexts, patientIds, ...measured } = JSON.parse(output);
  results.patients = { ...measured, sharedBuffers: PATIENTS_SHARED_BUFFERS };
  console.log(
    `patients: ${measured.generate.patients} in the bench tenant (${measured.generate.inserted} generated in ${measured.generate.seconds} s)`,
  );
  console.log(
    `patients: search in SQL (shared_buffers ${PATIENTS_SHARED_BUFFERS}) p50 ${measured.sql.indexedMs.p50} ms, p95 ${measured.sql.indexedMs.p95} ms, p99 ${measured.sql.indexedMs.p99} ms; ` +
      `without indexes p50 ${measured.sql.withoutIndexesMs.p50} ms, p95 ${measured.sql.withoutIndexesMs.p95} ms: ratio p50 ${measured.sql.ratioP50}x, p95 ${measured.sql.ratioP95}x`,
  );

  const server = startServer({
    port: PATIENTS_PORT,
    pgPort: PATIENTS_PG_PORT,
    data: patientsDataDir,
    env: { EMBEDDED_PG_SHARED_BUFFERS: PATIENTS_SHARED_BUFFERS },
  });
  try {
    await server.firstResponse;
    const base = `http://127.0.0.1:${PATIENTS_PORT}`;
    const { tokens } = await staffSession('benchdesk', { base, password: 'Clinio!bench1' });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    // Bar 24 over HTTP: the same 200 searches, in turn, at 50 connections (3 s warm-up, then 10 s).
    const searchPaths = searchTexts.map((text) => `/api/patients/?search=${encodeURIComponent(text)}`);
    const search = (duration) =>
      new Promise((resolve, reject) => {
        autocannon(
          { url: base, headers, connections: 50, duration, pipelining: 1, ...rotating(searchPaths) },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
    await search(3);
    const measuredSearch = await search(10);
    results.patients.httpSearch = {
      connections: 50,
      requestsPerSecond: Math.round(measuredSearch.requests.average),
      latencyMs: {
        p50: measuredSearch.latency.p50,
        p90: measuredSearch.latency.p90,
        p99: measuredSearch.latency.p99,
        max: measuredSearch.latency.max,
      },
      // Socket errors and timeouts (autocannon's 10 s), and answers other than 2xx by status.
      errors: measuredSearch.errors,
      timeouts: measuredSearch.timeouts,
      non2xx: measuredSearch.non2xx,
      statusCodes: measuredSearch.statusCodeStats,
    };
    console.log(
      `patients: GET /api/patients/?search= at 50 connections: ${results.patients.httpSearch.requestsPerSecond} req/s, p99 ${measuredSearch.latency.p99} ms`,
    );

    // Bar 23: one patient's chart, a different patient each request, against the bare baseline.
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString('utf8'));
    const bare = await startBareServer([
      'patient',
      String(PATIENTS_PORT + 1),
      await appRoleUrl({ data: patientsDataDir, pgPort: PATIENTS_PG_PORT }),
      claims.tid,
      claims.sub,
      claims.sid,
    ]);
    try {
      results.patients.getPatient = await ratio({
        apiUrl: `http://127.0.0.1:${PATIENTS_PORT}`,
        bareUrl: `http://127.0.0.1:${PATIENTS_PORT + 1}`,
        apiPid: server.child.pid,
        barePid: bare.pid,
        headers,
        paths: patientIds.map((id) => `/api/patients/${id}`),
      });
    } finally {
      bare.kill();
    }
    const chart = results.patients.getPatient;
    console.log(
      `patients: GET /api/patients/{id}: ${chart.apiRequestsPerSecond} vs ${chart.bareRequestsPerSecond} req/s bare: ${chart.ratio}x, p99 ${chart.apiLatencyP99Ms} ms`,
    );
  } finally {
    await server.stop();
  }
}
