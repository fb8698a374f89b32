import { randomBytes } from 'node:crypto';
import type { SystemRoleName, TokenResponse } from '@clinio/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { insertActiveStaff, provisionTenant, type ProvisionedTenant } from '../tenancy/provision';

export const TEST_PASSWORD = 'Correct-Horse-42';
let passwordHash: Promise<string> | null = null;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

/** A tenant with one clinic, its branches (default one) and the system roles. */
export async function buildTenant(
  database: Database,
  options: { name?: string; branches?: number } = {},
): Promise<ProvisionedTenant> {
  const suffix = unique();
  return provisionTenant(database, {
    slug: `t-${suffix}`,
    name: options.name ?? `Clinic ${suffix}`,
    timezone: 'UTC',
    plan: { plan: 'pro', status: 'active' },
    branches: Array.from({ length: options.branches ?? 1 }, (_, index) => ({ name: `Branch ${index + 1}` })),
  });
}

export interface StaffFixture {
  id: string;
  username: string;
  email: string;
  password: string;
  tenant: ProvisionedTenant;
}

/** An active staff member of `tenant` with a system role (creates the tenant when not given). */
export async function buildStaff(
  database: Database,
  options: { tenant?: ProvisionedTenant; role?: SystemRoleName; username?: string } = {},
): Promise<StaffFixture> {
  const tenant = options.tenant ?? (await buildTenant(database));
  const username = options.username ?? `user${unique()}`;
  const email = `${username}@example.test`;
  const id = await database.withTenant(tenant.tenantId, async (tx) =>
    insertActiveStaff(tx, {
      tenantId: tenant.tenantId,
      roleId: tenant.roleIds[options.role ?? 'super_admin'],
      branchIds: tenant.branchIds,
      username,
      email,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await testHash(),
      emailVerified: true,
    }),
  );
  return { id, username, email, password: TEST_PASSWORD, tenant };
}

export interface SignedIn {
  tokens: TokenResponse;
  /** The refresh cookie as the browser would send it back. */
  cookie: string;
  headers: { authorization: string };
}

export function refreshCookieOf(response: LightMyRequestResponse, name = 'clinio_refresh'): string {
  const cookie = response.cookies.find((item) => item.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the response`);
  return `${name}=${cookie.value}`;
}

/** Signs a staff member in through the real endpoint. */
export async function signIn(
  server: FastifyInstance,
  staff: { username: string; password: string },
): Promise<SignedIn> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: staff.username, password: staff.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const tokens = response.json<TokenResponse>();
  return {
    tokens,
    cookie: refreshCookieOf(response),
    headers: { authorization: `Bearer ${tokens.access_token}` },
  };
}
