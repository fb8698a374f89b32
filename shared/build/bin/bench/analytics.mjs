// Section 9 of `pnpm bench` (issue 21, ADR 054): analytics and a year's reports at a million appointments.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './servers.mjs';

// Its own PostgreSQL and data folder, kept between runs (the million is generated once).
const ANALYTICS_PG_PORT = 8173;
const analyticsDataDir = path.join(root, 'data', 'bench-analytics');

/**
 * api/dist/bench-analytics.js: 1,001,280 appointments in one clinic (generated with SQL the first
 * time), then the analytics page's request for the last 30 and 90 days and a year's report of each
 * section, each in a tenant transaction as the request role. Goals: the page's p95 <= 200 ms, a
 * year's report p95 <= 1 s.
 */
export async function analytics(results) {
  const output = execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'bench-analytics.js')], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      DATA_DIR: analyticsDataDir,
      EMBEDDED_PG_PORT: String(ANALYTICS_PG_PORT),
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const measured = JSON.parse(output);
  results.analytics = measured;
  const reports = Object.entries(measured.yearReports)
    .map(([name, figures]) => `${name} p95 ${figures.p95} ms`)
    .join(', ');
  console.log(
    `analytics (issue 21): ${measured.appointments.toLocaleString('en-US')} appointments; overview of the last 30 days ` +
      `p50 ${measured.overviewLast30Days.p50} ms, p95 ${measured.overviewLast30Days.p95} ms (goal 200 ms), last 90 days ` +
      `p95 ${measured.overviewLast90Days.p95} ms; the full month ${measured.overviewFullMonth.from} to ${measured.overviewFullMonth.to} ` +
      `p50 ${measured.overviewFullMonth.p50} ms, p95 ${measured.overviewFullMonth.p95} ms; rollup built in ${measured.rollup.buildMs} ms; ` +
      `a year's reports (goal 1 s): ${reports}; load average ${measured.loadAverage1m}`,
  );
}
