import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, SessionSummary } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildStaff, signIn, type SignedIn, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let owner: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);

async function sessionsOf(session: SignedIn): Promise<SessionSummary[]> {
  const response = await inject({ method: 'GET', url: '/api/users/sessions', headers: session.headers });
  expect(response.statusCode).toBe(200);
  return response.json<SessionSummary[]>();
}

const refresh = (session: SignedIn) =>
  inject({ method: 'POST', url: '/api/refresh-token', headers: { cookie: session.cookie }, payload: {} });
const logoutOf = (session: SignedIn, id: string) =>
  inject({ method: 'POST', url: `/api/users/sessions/${id}/logout`, headers: session.headers });

describe('GET /api/users/sessions', () => {
  it("lists the caller's open sessions and marks the current one", async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const first = await signIn(ctx.server, member);
    const second = await signIn(ctx.server, member);
    await signIn(ctx.server, owner);
    const listed = await sessionsOf(second);
    expect(listed).toHaveLength(2);
    expect(listed.filter((item) => item.current)).toHaveLength(1);
    const [current] = listed.filter((item) => item.current);
    expect(current).toMatchObject({
      ip_address: '127.0.0.1',
      location: { city: 'Unknown', country: 'Unknown' },
    });
    expect((await sessionsOf(first)).map((item) => item.id).sort()).toEqual(
      listed.map((item) => item.id).sort(),
    );
  });

  it('leaves out ended sessions and sessions idle past the clinic timeout', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const idle = await signIn(ctx.server, member);
    const current = await signIn(ctx.server, member);
    const idleId = (await sessionsOf(idle)).find((item) => item.current)?.id;
    await ownerQuery(
      ctx.db.ownerUrl,
      "update staff_sessions set last_seen_at = now() - interval '31 minutes' where id = $1",
      [idleId],
    );
    const listed = await sessionsOf(current);
    expect(listed.map((item) => item.id)).not.toContain(idleId);
    expect(listed).toHaveLength(1);
  });
});

describe('POST /api/users/sessions/{id}/logout', () => {
  it("ends another of the caller's sessions at once: its access and refresh tokens fail", async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const laptop = await signIn(ctx.server, member);
    const phone = await signIn(ctx.server, member);
    const phoneId = (await sessionsOf(phone)).find((item) => item.current)?.id ?? '';

    const response = await logoutOf(laptop, phoneId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'The session was signed out.' });

    expect((await inject({ method: 'GET', url: '/api/me', headers: phone.headers })).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    // The session that asked is untouched.
    expect((await inject({ method: 'GET', url: '/api/me', headers: laptop.headers })).statusCode).toBe(200);
    expect((await sessionsOf(laptop)).map((item) => item.id)).not.toContain(phoneId);
    const audit = await ownerQuery<{ resource_id: string; actor_id: string }>(
      ctx.db.ownerUrl,
      "select resource_id, actor_id from audit_log where action = 'auth.session_ended'",
    );
    expect(audit.rows).toContainEqual({ resource_id: phoneId, actor_id: member.id });
  });

  it("answers 404 with one body for another user's, another tenant's, an ended or an unknown session", async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const outsider = await buildStaff(ctx.db.database);
    const mine = await signIn(ctx.server, member);
    const colleague = await signIn(ctx.server, owner);
    const stranger = await signIn(ctx.server, outsider);
    const colleagueId = (await sessionsOf(colleague)).find((item) => item.current)?.id ?? '';
    const strangerId = (await sessionsOf(stranger)).find((item) => item.current)?.id ?? '';

    const unknown = await logoutOf(mine, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const id of [colleagueId, strangerId]) {
      const response = await logoutOf(mine, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
    // Nothing changed: both sessions still work.
    expect((await inject({ method: 'GET', url: '/api/me', headers: colleague.headers })).statusCode).toBe(
      200,
    );
    expect((await inject({ method: 'GET', url: '/api/me', headers: stranger.headers })).statusCode).toBe(200);

    const other = await signIn(ctx.server, member);
    const otherId = (await sessionsOf(other)).find((item) => item.current)?.id ?? '';
    expect((await logoutOf(mine, otherId)).statusCode).toBe(200);
    const twice = await logoutOf(mine, otherId);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual(unknown.json());
  });

  it('refuses an id that is not a uuid with the field named', async () => {
    const session = await signIn(ctx.server, owner);
    const response = await logoutOf(session, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'id' }],
    });
  });

  it('may end the current session too, which then stops working', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'billing' });
    const session = await signIn(ctx.server, member);
    const id = (await sessionsOf(session)).find((item) => item.current)?.id ?? '';
    expect((await logoutOf(session, id)).statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/users/sessions', headers: session.headers })).statusCode,
    ).toBe(401);
  });
});
