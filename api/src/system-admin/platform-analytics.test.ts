import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AnalyticsBucket, ApiErrorBody, PlatformAnalytics } from '@clinio/contracts';
import {
  buildPatient,
  buildPatientLogin,
  buildStaff,
  buildSystemAdmin,
  buildTenant,
  signInSystemAdmin,
} from '../test/factories';
import type { ProvisionedTenant } from '../tenancy/provision';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { resolveRange } from './analytics.service';

/**
 * Platform analytics against rows seeded at known times (this file's database holds nothing
 * else): every number in the answer is checked against what was seeded.
 */
let ctx: TestContext;
let system: { authorization: string };
const tenants: ProvisionedTenant[] = [];

const owner = (text: string, values: unknown[] = []) => ownerQuery(ctx.db.ownerUrl, text, values);

async function seedTenant(createdAt: string): Promise<ProvisionedTenant> {
  const tenant = await buildTenant(ctx.db.database);
  await owner('update tenants set created_at = $2 where id = $1', [tenant.tenantId, createdAt]);
  tenants.push(tenant);
  return tenant;
}

async function seedStaff(tenant: ProvisionedTenant, createdAt: string) {
  const staff = await buildStaff(ctx.db.database, { tenant });
  await owner('update staff_users set created_at = $2 where id = $1', [staff.id, createdAt]);
}

async function seedPatient(tenant: ProvisionedTenant, createdAt: string) {
  const id = (await buildPatient(ctx.db.database, { tenant })).id;
  await owner('update patients set created_at = $2 where id = $1', [id, createdAt]);
}

async function seedStaffAudit(tenant: ProvisionedTenant, action: string, outcome: string, at: string) {
  await owner(
    `insert into audit_log (tenant_id, at, actor_type, action, resource_type, outcome)
     values ($1, $2, 'staff', $3, 'session', $4)`,
    [tenant.tenantId, at, action, outcome],
  );
}

async function seedPlatformAudit(actorType: string, action: string, outcome: string, at: string) {
  await owner(
    `insert into platform_audit_log (at, actor_type, action, resource_type, outcome)
     values ($1, $2, $3, 'session', $4)`,
    [at, actorType, action, outcome],
  );
}

async function seedFile(folder: string, name: string, bytes: number, writtenAt: string) {
  const dir = path.join(ctx.config.uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, Buffer.alloc(bytes));
  await utimes(file, new Date(writtenAt), new Date(writtenAt));
}

beforeAll(async () => {
  ctx = await createTestApp();
  system = (await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database))).headers;

  const t1 = await seedTenant('2024-12-15T12:00:00Z');
  const t2 = await seedTenant('2025-01-10T08:00:00Z');
  const t3 = await seedTenant('2025-02-03T09:00:00Z');
  await seedTenant('2025-03-31T23:30:00Z');
  await seedTenant('2025-04-01T00:00:00Z');

  // T2 suspended in February and back in March; T1 suspended in March and still suspended.
  await owner(
    `insert into tenant_status_changes (tenant_id, at, from_status, to_status, reason, actor_type) values
       ($1, '2025-02-10T10:00:00Z', 'active', 'suspended', 'Unpaid', 'system_admin'),
       ($1, '2025-03-05T10:00:00Z', 'suspended', 'active', 'Paid', 'system_admin'),
       ($2, '2025-03-20T10:00:00Z', 'active', 'suspended', 'Terms', 'system_admin')`,
    [t2.tenantId, t1.tenantId],
  );
  await owner("update tenants set status = 'suspended' where id = $1", [t1.tenantId]);

  await seedStaff(t1, '2024-12-20T10:00:00Z');
  await seedStaff(t1, '2024-12-20T11:00:00Z');
  await seedStaff(t2, '2025-01-15T10:00:00Z');
  await seedStaff(t3, '2025-02-03T10:00:00Z');

  await seedPatient(t1, '2024-12-31T23:59:59Z');
  await seedPatient(t1, '2025-01-01T00:00:00Z');
  await seedPatient(t1, '2025-02-28T12:00:00Z');
  await seedPatient(t2, '2025-03-15T12:00:00Z');

  for (const createdAt of ['2025-01-20T10:00:00Z', '2025-03-01T10:00:00Z']) {
    const login = await buildPatientLogin(ctx.db.database);
    await owner('update patient_logins set created_at = $2 where id = $1', [login.id, createdAt]);
  }

  await seedStaffAudit(t1, 'auth.login', 'success', '2025-01-05T09:00:00Z');
  await seedStaffAudit(t1, 'auth.login', 'success', '2025-01-05T10:00:00Z');
  await seedStaffAudit(t1, 'auth.login', 'failure', '2025-01-05T11:00:00Z');
  await seedStaffAudit(t2, 'auth.login_2fa', 'failure', '2025-02-01T11:00:00Z');
  await seedStaffAudit(t2, 'auth.login_throttled', 'failure', '2025-03-31T23:59:00Z');
  await seedStaffAudit(t2, 'auth.login', 'success', '2025-04-01T00:00:00Z');
  // Not sign-ins: ignored.
  await seedStaffAudit(t2, 'auth.logout', 'success', '2025-01-05T12:00:00Z');
  await seedStaffAudit(t2, 'access.denied', 'denied', '2025-01-05T12:00:00Z');
  await seedPlatformAudit('anonymous', 'auth.login', 'failure', '2025-01-06T10:00:00Z');
  await seedPlatformAudit('patient', 'patient.login', 'success', '2025-02-14T10:00:00Z');
  await seedPlatformAudit('patient', 'patient.login', 'success', '2025-02-14T11:00:00Z');
  await seedPlatformAudit('patient', 'patient.login', 'failure', '2025-02-14T12:00:00Z');
  await seedPlatformAudit('anonymous', 'patient.login_throttled', 'failure', '2025-03-02T12:00:00Z');
  await seedPlatformAudit('patient', 'patient.registered', 'success', '2025-03-02T12:00:00Z');

  await seedFile(t1.tenantId, `${'a'.repeat(64)}.webp`, 1000, '2024-12-31T10:00:00Z');
  await seedFile(t2.tenantId, `${'b'.repeat(64)}.webp`, 300, '2025-02-15T10:00:00Z');
  await seedFile(t3.tenantId, `${'c'.repeat(64)}.webp`, 200, '2025-05-01T10:00:00Z');
  // Not counted: a half-written file and a folder that is not a tenant's.
  await seedFile(t3.tenantId, `${'d'.repeat(64)}.webp.abcdef.tmp`, 5000, '2025-01-02T10:00:00Z');
  await seedFile('not-a-tenant', 'stray.webp', 7000, '2025-01-02T10:00:00Z');
});
afterAll(() => ctx.close());

async function analytics(query: string): Promise<PlatformAnalytics> {
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/system-admin/analytics?${query}`,
    headers: system,
  });
  expect(response.statusCode).toBe(200);
  return response.json<PlatformAnalytics>();
}

const zeroLogins = { staff_success: 0, staff_failure: 0, patient_success: 0, patient_failure: 0 };

describe('GET /api/system-admin/analytics', () => {
  it('gives monthly series that match the seeded rows', async () => {
    const result = await analytics('from=2025-01-01&to=2025-03-31&interval=month');
    expect(result).toMatchObject({ from: '2025-01-01', to: '2025-03-31', interval: 'month' });
    expect(result.buckets).toEqual<AnalyticsBucket[]>([
      {
        start: '2025-01-01',
        end: '2025-02-01',
        tenants: { new: 1, total: 2, active: 2, suspended: 0 },
        staff_users: { new: 1, total: 3 },
        patients: { new: 1, total: 2 },
        patient_logins: { new: 1, total: 1 },
        logins: { staff_success: 2, staff_failure: 2, patient_success: 0, patient_failure: 0 },
        storage_bytes: 1000,
      },
      {
        start: '2025-02-01',
        end: '2025-03-01',
        tenants: { new: 1, total: 3, active: 2, suspended: 1 },
        staff_users: { new: 1, total: 4 },
        patients: { new: 1, total: 3 },
        patient_logins: { new: 0, total: 1 },
        logins: { staff_success: 0, staff_failure: 1, patient_success: 2, patient_failure: 1 },
        storage_bytes: 1300,
      },
      {
        start: '2025-03-01',
        end: '2025-04-01',
        tenants: { new: 1, total: 4, active: 3, suspended: 1 },
        staff_users: { new: 0, total: 4 },
        patients: { new: 1, total: 4 },
        patient_logins: { new: 1, total: 2 },
        logins: { staff_success: 0, staff_failure: 1, patient_success: 0, patient_failure: 1 },
        storage_bytes: 1300,
      },
    ]);
  });

  it('gives the totals that hold now', async () => {
    const result = await analytics('from=2025-01-01&to=2025-01-31');
    expect(result.totals).toEqual({
      tenants: {
        total: 5,
        active: 4,
        suspended: 1,
        by_plan: { trial: 0, essential: 0, pro: 5, enterprise: 0 },
        by_subscription_status: { trial: 0, active: 5, past_due: 0, expired: 0, canceled: 0 },
      },
      staff_users: { total: 4, active: 4, invited: 0, deactivated: 0 },
      open_staff_sessions: 0,
      patients: { total: 4, archived: 0 },
      patient_logins: 2,
      storage: { bytes: 1500, files: 3 },
    });
    expect(result.storage_note).toMatch(/file store/);
  });

  it('gives daily series with zero days, and cuts weeks (Monday to Sunday) to the range', async () => {
    const daily = await analytics('from=2025-01-01&to=2025-01-07&interval=day');
    expect(daily.buckets.map((bucket) => bucket.start)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
    ]);
    expect(daily.buckets.map((bucket) => bucket.patients.new)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(daily.buckets.map((bucket) => bucket.patients.total)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(daily.buckets[4]?.logins).toEqual({ ...zeroLogins, staff_success: 2, staff_failure: 1 });
    expect(daily.buckets[5]?.logins).toEqual({ ...zeroLogins, staff_failure: 1 });
    expect(daily.buckets[0]?.logins).toEqual(zeroLogins);

    // 2025-01-01 is a Wednesday: the first week is cut to Wed–Sun, the last to Mon–Tue.
    const weekly = await analytics('from=2025-01-01&to=2025-01-14&interval=week');
    expect(weekly.buckets.map((bucket) => [bucket.start, bucket.end])).toEqual([
      ['2025-01-01', '2025-01-06'],
      ['2025-01-06', '2025-01-13'],
      ['2025-01-13', '2025-01-15'],
    ]);
    expect(weekly.buckets.map((bucket) => bucket.tenants.new)).toEqual([0, 1, 0]);
    expect(weekly.buckets.map((bucket) => bucket.logins.staff_failure)).toEqual([1, 1, 0]);
    expect(weekly.buckets.map((bucket) => bucket.staff_users.total)).toEqual([2, 2, 2]);
  });

  it('counts a row on the last instant of the range and none after it', async () => {
    const lastDay = await analytics('from=2025-03-31&to=2025-03-31');
    expect(lastDay.buckets).toHaveLength(1);
    expect(lastDay.buckets[0]).toMatchObject({
      start: '2025-03-31',
      end: '2025-04-01',
      tenants: { new: 1, total: 4 },
      logins: { ...zeroLogins, staff_failure: 1 },
    });
  });

  it('defaults to the last 30 days up to today', async () => {
    const result = await analytics('');
    const today = new Date().toISOString().slice(0, 10);
    expect(result.to).toBe(today);
    expect(result.interval).toBe('day');
    expect(result.buckets).toHaveLength(30);
    expect(result.buckets.at(-1)?.end).toBe(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    // Everything seeded is older: totals run flat at today's numbers for dated rows.
    expect(
      result.buckets.every((bucket) => bucket.tenants.total === 5 && bucket.tenants.suspended === 1),
    ).toBe(true);
  });

  it('guards the range and the input: 400 with { detail, code }', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const query of [
      'from=2025-03-01&to=2025-02-01',
      'from=2023-01-01&to=2025-01-01',
      `to=${nextYear}`,
      'from=2025-02-30&to=2025-03-01',
      'from=01/02/2025',
      'from=1999-12-31&to=2000-01-01',
      'interval=year',
      'from=2025-01-01%00',
    ]) {
      const response = await ctx.server.inject({
        method: 'GET',
        url: `/api/system-admin/analytics?${query}`,
        headers: system,
      });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json<ApiErrorBody>()).toMatchObject({
        detail: expect.any(String) as string,
        code: 'validation_error',
      });
    }
    // At most 731 days, both ends included.
    expect((await analytics('from=2023-01-02&to=2025-01-01&interval=month')).buckets).toHaveLength(25);
  });
});

describe('resolveRange', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('fills in the defaults and checks the range', () => {
    expect(resolveRange({}, now)).toEqual({ from: '2025-05-17', to: '2025-06-15' });
    expect(resolveRange({ to: '2025-01-31' }, now)).toEqual({ from: '2025-01-02', to: '2025-01-31' });
    expect(resolveRange({ from: '2025-06-01' }, now)).toEqual({ from: '2025-06-01', to: '2025-06-15' });
    expect(() => resolveRange({ from: '2025-06-16' }, now)).toThrow('before the start date');
    expect(() => resolveRange({ to: '2025-06-16' }, now)).toThrow('future');
    expect(() => resolveRange({ from: '2023-06-14' }, now)).toThrow('at most 731 days');
  });
});
