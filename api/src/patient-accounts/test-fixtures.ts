import { randomBytes } from 'node:crypto';
import type { PatientSessionResponse } from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import type { ProvisionedTenant } from '../tenancy/provision';
import { TEST_PASSWORD, refreshCookieOf } from '../test/identity';

export const PATIENT_COOKIE = 'clinio_patient_refresh';

let passwordHash: Promise<string> | null = null;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));
const unique = () => randomBytes(4).toString('hex');

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

/** A patient record in `tenant` (optionally tied to a login and linked to the clinic, as after authorization). */
export async function buildPatientRecord(
  database: Database,
  tenant: ProvisionedTenant,
  options: { login?: PatientLoginFixture; email?: string; link?: boolean } = {},
): Promise<string> {
  return database.withTenant(tenant.tenantId, async (tx) => {
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
