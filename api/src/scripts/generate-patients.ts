import { loadConfig } from '../config/config';
import { connectDatabase } from '../db/connect';
import { BENCH_DEFAULT_COUNT, generateBenchPatients } from './bench-patients-data';

/**
 * `node api/dist/generate-patients.js [--count N]`: the bench tenant and its synthetic patients
 * (default 1,000,000) in the database the API would use (DATA_DIR's embedded PostgreSQL, or
 * DATABASE_URL), migrations first. Idempotent: rows already there are not generated again.
 * Prints one JSON line: patients, inserted, seconds and the seconds of each step.
 */
async function main() {
  const at = process.argv.indexOf('--count');
  const count = at === -1 ? BENCH_DEFAULT_COUNT : Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error('--count needs a whole number above 0');
  const config = loadConfig();
  const log = (message: string) => console.error(message);
  const connected = await connectDatabase(config, log);
  try {
    const result = await generateBenchPatients(connected.database, connected.ownerUrl, { count, log });
    console.log(JSON.stringify(result));
  } finally {
    await connected.database.close();
    await connected.stopServer();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
