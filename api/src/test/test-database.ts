import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/database';
import { APP_ROLE, SYSTEM_ROLE, urlForRole } from '../db/roles';
import { TEMPLATE_DATABASE, TEST_ENV } from './test-env';

export interface TestDatabase {
  database: Database;
  /** Owner connection string of this file's database (for catalog checks and raw SQL). */
  ownerUrl: string;
  name: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env[TEST_ENV.ownerUrl];
  if (!url) throw new Error('The API test database is not set up (run the tests through jest)');
  return url;
}

function withDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

async function cloneTemplate(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${admin.escapeIdentifier(name)} template ${TEMPLATE_DATABASE}`);
        return;
      } catch (error) {
        // Two files cloning at the same instant may briefly see the template "in use".
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated database for one test file, reached through the real roles. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `clinio_test_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(name);
  const ownerUrl = withDatabase(adminUrl(), name);
  const database = createDatabase({
    appUrl: urlForRole(ownerUrl, APP_ROLE),
    systemUrl: urlForRole(ownerUrl, SYSTEM_ROLE),
    poolMax: 5,
  });
  return {
    database,
    ownerUrl,
    name,
    async drop() {
      await database.close();
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Runs raw SQL as the owner of the test database (setup and catalog reads only). */
export async function ownerQuery<T extends pg.QueryResultRow>(
  ownerUrl: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}
