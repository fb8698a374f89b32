import { buildPatient, buildTenant, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { buildMember, type Member } from '../staff/staff-test-fixtures';

/**
 * Leaving the desk's kiosk (issue 16): the staff member's own password ends it; a wrong one is a
 * field error at `password` and audited; another tenant's patient is a 404, whatever the password.
 */
let ctx: TestContext;
let desk: Member;
let patientId: string;
let otherPatientId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  desk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  patientId = (await buildPatient(ctx.db.database, { tenant })).id;
  otherPatientId = (await buildPatient(ctx.db.database, { tenant: await buildTenant(ctx.db.database) })).id;
});
afterAll(() => ctx.close());

const leave = (id: string, password: string) =>
  ctx.server.inject({
    method: 'POST',
    url: `/api/patient-paperwork/${id}/kiosk-exit`,
    headers: desk.session.headers,
    payload: { password },
  });

it('unlocks with the staff member’s password and audits it', async () => {
  const response = await leave(patientId, TEST_PASSWORD);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ unlocked: true });
  const { rows } = await ownerQuery<{ outcome: string }>(
    ctx.db.ownerUrl,
    "select outcome from audit_log where action = 'paperwork.kiosk_left' and actor_id = $1",
    [desk.id],
  );
  expect(rows.map((row) => row.outcome)).toEqual(['success']);
});

it('refuses a wrong password at its field, audited, and stays locked', async () => {
  const response = await leave(patientId, 'not-my-password');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'validation_error',
    fields: [{ field: 'password', message: 'Your current password is not correct' }],
  });
  const { rows } = await ownerQuery<{ count: string }>(
    ctx.db.ownerUrl,
    "select count(*) from audit_log where action = 'user.reauthenticate' and outcome = 'failure' and actor_id = $1",
    [desk.id],
  );
  expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(1);
});

it("answers another tenant's patient with 404, even with the right password", async () => {
  const response = await leave(otherPatientId, TEST_PASSWORD);
  expect(response.statusCode).toBe(404);
});
