import { randomBytes } from 'node:crypto';
import type { SystemLoginResponse } from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { TEST_PASSWORD } from '../test/factories';

let passwordHash: Promise<string> | null = null;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export interface SystemAdminFixture {
  id: string;
  username: string;
  email: string;
  name: string;
  password: string;
}

/** A system administrator with the test password. */
export async function buildSystemAdmin(
  database: Database,
  options: { status?: 'active' | 'disabled' } = {},
): Promise<SystemAdminFixture> {
  const username = `sys${randomBytes(4).toString('hex')}`;
  const email = `${username}@platform.test`;
  const name = 'Platform Admin';
  const row = await database.app
    .insertInto('system_admins')
    .values({
      username,
      username_normalized: username,
      email,
      name,
      password_hash: await testHash(),
      status: options.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, email, name, password: TEST_PASSWORD };
}

export interface SystemSignedIn {
  login: SystemLoginResponse;
  headers: { authorization: string };
}

/** Signs a system administrator in through the real endpoint. */
export async function signInSystemAdmin(
  server: FastifyInstance,
  admin: { username: string; password: string },
): Promise<SystemSignedIn> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/system-auth/login',
    payload: { username: admin.username, password: admin.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`system sign-in failed: ${response.statusCode} ${response.body}`);
  const login = response.json<SystemLoginResponse>();
  return { login, headers: { authorization: `Bearer ${login.access_token}` } };
}
