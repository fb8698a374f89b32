import pg from 'pg';
import { migrate } from '../db/migrate';
import { ensureRoles } from '../db/roles';
import { startThrowawayPostgres } from '../db/throwaway-postgres';
import { installJobSchema } from '../jobs/job-schema';
import { apiPrebundle } from './prebundle';
import { TEMPLATE_DATABASE, TEST_ENV } from './test-env';

declare global {
  var __CLINIO_TEST_PG_STOP__: (() => Promise<void>) | undefined;
}

/** One PostgreSQL for the whole run and a migrated template every test file clones. */
export default async function globalSetup(): Promise<void> {
  await apiPrebundle();
  let ownerUrl = process.env.TEST_DATABASE_URL;
  if (!ownerUrl) {
    const server = await startThrowawayPostgres('clinio_test_admin');
    ownerUrl = server.ownerUrl;
    globalThis.__CLINIO_TEST_PG_STOP__ = server.stop;
  }
  await ensureRoles(ownerUrl);
  const admin = new pg.Client({ connectionString: ownerUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(ownerUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  await migrate(templateUrl.toString());
  await installJobSchema(templateUrl.toString());
  process.env[TEST_ENV.ownerUrl] = ownerUrl;
}
