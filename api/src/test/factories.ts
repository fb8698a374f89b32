import { randomBytes } from 'node:crypto';
import type {
  PatientSessionResponse,
  SystemLoginResponse,
  SystemRoleName,
  TokenResponse,
} from '@clinio/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { insertActiveStaff, provisionTenant, type ProvisionedTenant } from '../tenancy/provision';

/**
 * The one place API tests get their data (conventions: "factories that create missing parents"):
 * `buildTenant`, `buildBranch({ tenant })`, `buildStaff({ tenant, role })`, `buildPatientLogin`,
 * `buildPatient({ tenant, login })`, `buildSystemAdmin` and `buildSession(server, account)`. Each creates the parents
 * it is not given. Sign-in goes through the real endpoints.
 */
export const TEST_PASSWORD = 'Correct-Horse-42';
export const PATIENT_COOKIE = 'clinio_patient_refresh';
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
  options: {
    tenant?: ProvisionedTenant;
    role?: SystemRoleName;
    username?: string;
    /** The branches they may work in, the first their default; every branch of the tenant when absent. */
    branchIds?: string[];
  } = {},
): Promise<StaffFixture> {
  const tenant = options.tenant ?? (await buildTenant(database));
  const username = options.username ?? `user${unique()}`;
  const email = `${username}@example.test`;
  const id = await database.withTenant(tenant.tenantId, async (tx) =>
    insertActiveStaff(tx, {
      tenantId: tenant.tenantId,
      roleId: tenant.roleIds[options.role ?? 'super_admin'],
      branchIds: options.branchIds ?? tenant.branchIds,
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

/** A further branch of `tenant` (creates the tenant when not given). */
export async function buildBranch(
  database: Database,
  options: { tenant?: ProvisionedTenant; name?: string } = {},
): Promise<{ id: string; tenant: ProvisionedTenant }> {
  const tenant = options.tenant ?? (await buildTenant(database));
  const id = await database.withTenant(tenant.tenantId, async (tx) => {
    const row = await tx
      .insertInto('branches')
      .values({
        tenant_id: tenant.tenantId,
        clinic_id: tenant.clinicId,
        name: options.name ?? `Branch ${unique()}`,
        timezone: 'UTC',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, tenant };
}

export interface PatientLoginFixture {
  id: string;
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A patient login (a person) with the test password, linked to no clinic. */
export async function buildPatientLogin(
  database: Database,
  options: { username?: string; email?: string; verified?: boolean; status?: 'active' | 'disabled' } = {},
): Promise<PatientLoginFixture> {
  const username = options.username ?? `pat${unique()}`;
  const email = options.email ?? `${username}@patients.test`;
  const row = await database.app
    .insertInto('patient_logins')
    .values({
      username,
      username_normalized: username.toLowerCase(),
      email,
      email_normalized: email.toLowerCase(),
      password_hash: await testHash(),
      first_name: 'Pat',
      last_name: `Ient${unique()}`,
      phone_number: '+1 555 0100',
      status: options.status ?? 'active',
      email_verified_at: options.verified === false ? null : new Date(),
    })
    .returning(['id', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    username,
    email,
    password: TEST_PASSWORD,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

/**
 * A patient record (creates the tenant when not given), optionally tied to a login and linked to
 * the clinic, as after authorization.
 */
export async function buildPatient(
  database: Database,
  options: { tenant?: ProvisionedTenant; login?: PatientLoginFixture; email?: string; link?: boolean } = {},
): Promise<{ id: string; tenant: ProvisionedTenant }> {
  const tenant = options.tenant ?? (await buildTenant(database));
  const id = await database.withTenant(tenant.tenantId, async (tx) => {
    const patient = await tx
      .insertInto('patients')
      .values({
        tenant_id: tenant.tenantId,
        first_name: options.login?.firstName ?? 'Rec',
        last_name: options.login?.lastName ?? `Ord${unique()}`,
        email: options.email ?? options.login?.email ?? '',
        login_id: options.login?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (options.login && options.link !== false) {
      await tx
        .insertInto('patient_clinic_links')
        .values({
          tenant_id: tenant.tenantId,
          login_id: options.login.id,
          patient_id: patient.id,
          clinic_id: tenant.clinicId,
        })
        .execute();
    }
    return patient.id;
  });
  return { id, tenant };
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

export interface PatientSignedIn {
  session: PatientSessionResponse;
  /** The patient refresh cookie as the browser sends it back. */
  cookie: string;
  headers: { authorization: string };
}

/** Signs a patient in through the real endpoint. */
export async function signInPatient(
  server: FastifyInstance,
  login: { username: string; password: string },
): Promise<PatientSignedIn> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/patients/login',
    payload: { username: login.username, password: login.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`patient sign-in failed: ${response.statusCode} ${response.body}`);
  const session = response.json<PatientSessionResponse>();
  return {
    session,
    cookie: refreshCookieOf(response, PATIENT_COOKIE),
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}

/** The CSRF token of the session behind a patient refresh cookie. */
export async function patientCsrf(server: FastifyInstance, cookie: string): Promise<string> {
  const response = await server.inject({
    method: 'GET',
    url: '/api/patients/csrf-token',
    headers: { cookie },
  });
  if (response.statusCode !== 200)
    throw new Error(`csrf-token failed: ${response.statusCode} ${response.body}`);
  return response.json<{ csrfToken: string }>().csrfToken;
}

/** The session id (sid claim) inside an access token. */
export function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
  };
  return payload.sid;
}

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
  const username = `sys${unique()}`;
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

/** Signs a staff member, a patient or a system administrator in through the real endpoint. */
export function buildSession(server: FastifyInstance, account: StaffFixture): Promise<SignedIn>;
export function buildSession(server: FastifyInstance, account: PatientLoginFixture): Promise<PatientSignedIn>;
export function buildSession(server: FastifyInstance, account: SystemAdminFixture): Promise<SystemSignedIn>;
export function buildSession(
  server: FastifyInstance,
  account: StaffFixture | PatientLoginFixture | SystemAdminFixture,
): Promise<SignedIn | PatientSignedIn | SystemSignedIn> {
  if ('tenant' in account) return signIn(server, account);
  return 'firstName' in account ? signInPatient(server, account) : signInSystemAdmin(server, account);
}
