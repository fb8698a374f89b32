import {
  buildBranch,
  buildPatient,
  buildPatientLogin,
  buildSession,
  buildStaff,
  buildSystemAdmin,
  buildTenant,
} from './factories';
import { createTestApp, type TestContext } from './test-app';

/** The factories create the parents they are not given, and their sessions work on real routes. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('builds a branch, a patient and a staff member with their own tenant when none is given', async () => {
  const { database } = ctx.db;
  const branch = await buildBranch(database);
  const patient = await buildPatient(database);
  const staff = await buildStaff(database, { role: 'front_desk' });
  const tenants = new Set([branch.tenant.tenantId, patient.tenant.tenantId, staff.tenant.tenantId]);
  expect(tenants.size).toBe(3);
  const branches = await database.withTenant(branch.tenant.tenantId, (tx) =>
    tx.selectFrom('branches').select('id').execute(),
  );
  expect(branches.map((row) => row.id)).toContain(branch.id);
});

it('puts children in the tenant given, and signs staff and patients in', async () => {
  const { database } = ctx.db;
  const tenant = await buildTenant(database);
  const branch = await buildBranch(database, { tenant });
  expect(branch.tenant.tenantId).toBe(tenant.tenantId);

  const staff = await buildStaff(database, { tenant });
  const staffSession = await buildSession(ctx.server, staff);
  const me = await ctx.server.inject({ method: 'GET', url: '/api/me', headers: staffSession.headers });
  expect(me.statusCode).toBe(200);

  const login = await buildPatientLogin(database);
  const patient = await buildPatient(database, { tenant, login });
  expect(patient.tenant.tenantId).toBe(tenant.tenantId);
  const patientSession = await buildSession(ctx.server, login);
  const profile = await ctx.server.inject({
    method: 'GET',
    url: '/api/patients/profile',
    headers: patientSession.headers,
  });
  expect(profile.statusCode).toBe(200);
});

it('signs a system administrator in', async () => {
  const admin = await buildSystemAdmin(ctx.db.database);
  const session = await buildSession(ctx.server, admin);
  const settings = await ctx.server.inject({
    method: 'GET',
    url: '/api/system-admin/settings',
    headers: session.headers,
  });
  expect(settings.statusCode).toBe(200);
});
