// `pnpm bench --only import`: the patient import at its full size (100,000 rows), through the API
// test of api/src/patients/imports/import-size.test.ts on the tests' own PostgreSQL. `pnpm test`
// runs the same test with 10,000 rows; the figures are the ones the test prints.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './servers.mjs';

const ROWS = 100_000;

/** Runs one API test file with `env` (its size), failing with its output; returns that output. */
export function runApiTestAtSize(file, env, what) {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), file], {
    cwd: path.join(root, 'api'),
    encoding: 'utf8',
    env: {
      ...process.env,
      ...env,
      NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
    },
  });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`the ${what} test failed:\n${output}`);
  return output;
}

export function importAtSize(results) {
  console.log(`import: ${ROWS.toLocaleString('en-US')} rows through the queue (about two minutes)`);
  const output = runApiTestAtSize(
    'src/patients/imports/import-size.test.ts',
    { IMPORT_TEST_ROWS: String(ROWS) },
    'import',
  );
  const line =
    /(\d+)-row import: ([\d.]+) MB, upload (\d+) ms, job (\d+) ms, (\d+) flagged.*?progress poll (\d+) ms; duplicate suggestions (\d+) ms/.exec(
      output,
    );
  if (line === null) throw new Error(`the import test printed no figures:\n${output}`);
  const [, rows, megabytes, upload, job, flagged, poll, suggestions] = line.map(Number);
  results.import = {
    rows,
    file_mb: megabytes,
    upload_ms: upload,
    job_ms: job,
    rows_per_second: Math.round(rows / (job / 1000)),
    flagged_duplicates: flagged,
    progress_poll_ms: poll,
    duplicate_suggestions_ms: suggestions,
  };
  console.log(JSON.stringify(results.import));
}
