import { randomUUID } from 'node:crypto';
import type {
  ApiErrorBody,
  MarkAllReadResponse,
  NotificationCategory,
  NotificationList,
  NotificationPriority,
  UnreadCountResponse,
} from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { buildSystemAdmin, buildTenant, signInSystemAdmin } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: Member;
let colleague: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  colleague = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const as = (member: Member) => member.session.headers;

interface Seed {
  title?: string;
  category?: NotificationCategory;
  priority?: NotificationPriority;
  minutesAgo?: number;
  read?: boolean;
}

/** Notifications for one user, written straight to the table with chosen ages. */
async function give(member: Member, seeds: Seed[]): Promise<string[]> {
  const { tenantId } = member.tenant;
  return ctx.db.database.withTenant(tenantId, async (tx) => {
    const ids: string[] = [];
    for (const seed of seeds) {
      const at = new Date(Date.now() - (seed.minutesAgo ?? 0) * 60_000);
      const row = await tx
        .insertInto('notifications')
        .values({
          tenant_id: tenantId,
          user_id: member.id,
          title: seed.title ?? 'Something happened',
          message: 'Details',
          category: seed.category ?? 'system',
          priority: seed.priority ?? 'normal',
          read_at: seed.read === true ? at : null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  });
}

/** A user with nothing yet, so counts are exact. */
const freshMember = () =>
  buildMember(ctx.server, ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });

const list = async (member: Member, query = '') => {
  const response = await inject({ method: 'GET', url: `/api/notifications${query}`, headers: as(member) });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
};
const unread = async (member: Member) => {
  const response = await inject({
    method: 'GET',
    url: `/api/notifications/unread-count?_t=${Date.now()}`,
    headers: as(member),
  });
  expect(response.statusCode).toBe(200);
  return response.json<UnreadCountResponse>().unread_count;
};
const markRead = (member: Member, id: string) =>
  inject({ method: 'PATCH', url: `/api/notifications/${id}/read`, headers: as(member) });
const remove = (member: Member, id: string) =>
  inject({ method: 'DELETE', url: `/api/notifications/${id}`, headers: as(member) });

describe('GET /api/notifications', () => {
  it("answers the caller's own, newest first, in the shape of spec 3, and ignores _t", async () => {
    const me = await freshMember();
    const [older, newer] = await give(me, [
      { title: 'Older', minutesAgo: 10, read: true },
      { title: 'Newer', minutesAgo: 1, category: 'security', priority: 'high' },
    ]);
    await give(colleague, [{ title: 'Not mine' }]);
    const items = await list(me, `?_t=${Date.now()}`);
    expect(items.map((item) => item.id)).toEqual([newer, older]);
    expect(items[0]).toEqual({
      id: newer,
      title: 'Newer',
      message: 'Details',
      category: 'security',
      priority: 'high',
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
    });
    expect(items[1]?.read_at).toEqual(expect.stringMatching(/Z$/));
    // Whatever the cache-buster looks like, it changes nothing.
    expect(await list(me, `?_t=${'x'.repeat(300)}&_t=2`)).toEqual(items);
  });

  it('filters by read, category and priority, and an empty filter means all', async () => {
    const me = await freshMember();
    const [readStaff, unreadSecurity, unreadStaffUrgent] = await give(me, [
      { category: 'staff', read: true, minutesAgo: 3 },
      { category: 'security', priority: 'high', minutesAgo: 2 },
      { category: 'staff', priority: 'urgent', minutesAgo: 1 },
    ]);
    const ids = async (query: string) => (await list(me, query)).map((item) => item.id);
    expect(await ids('?read=false')).toEqual([unreadStaffUrgent, unreadSecurity]);
    expect(await ids('?read=true')).toEqual([readStaff]);
    expect(await ids('?category=staff')).toEqual([unreadStaffUrgent, readStaff]);
    expect(await ids('?priority=high')).toEqual([unreadSecurity]);
    expect(await ids('?read=false&category=staff&priority=urgent')).toEqual([unreadStaffUrgent]);
    expect(await ids('?read=&category=&priority=')).toHaveLength(3);
    expect(await ids('?category=billing')).toEqual([]);
  });

  it('pages with skip and limit (default 50, at most 100)', async () => {
    const me = await freshMember();
    const ids = await give(
      me,
      Array.from({ length: 55 }, (_, index) => ({ title: `N${index}`, minutesAgo: 100 - index })),
    );
    const newestFirst = [...ids].reverse();
    expect((await list(me)).map((item) => item.id)).toEqual(newestFirst.slice(0, 50));
    expect((await list(me, '?skip=50')).map((item) => item.id)).toEqual(newestFirst.slice(50));
    expect((await list(me, '?limit=2&skip=1')).map((item) => item.id)).toEqual(newestFirst.slice(1, 3));
    expect(await list(me, '?limit=100')).toHaveLength(55);
  });

  it('says no-store: the answer is one person’s', async () => {
    const response = await inject({ method: 'GET', url: '/api/notifications', headers: as(owner) });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('reading, counting, deleting', () => {
  it('marks one read (true), lowers the count once, and is idempotent', async () => {
    const me = await freshMember();
    const [first, second] = await give(me, [{ minutesAgo: 2 }, { minutesAgo: 1 }]);
    expect(await unread(me)).toBe(2);
    const response = await markRead(me, first ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect(await unread(me)).toBe(1);
    const readAt = (await list(me)).find((item) => item.id === first)?.read_at;
    expect(readAt).not.toBeNull();

    const again = await markRead(me, first ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe(true);
    expect(await unread(me)).toBe(1);
    // The first read time stays.
    expect((await list(me)).find((item) => item.id === first)?.read_at).toBe(readAt);

    await markRead(me, second ?? '');
    await markRead(me, second ?? '');
    expect(await unread(me)).toBe(0);
  });

  it('marks all read, after which the count is 0 and stays 0', async () => {
    const me = await freshMember();
    await give(me, [{}, {}, { read: true }]);
    await give(colleague, [{}]);
    const colleagueBefore = await unread(colleague);
    const response = await inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: as(me),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<MarkAllReadResponse>()).toEqual({ marked_read: 2 });
    expect(await unread(me)).toBe(0);
    expect((await list(me)).every((item) => item.read_at !== null)).toBe(true);
    expect(await list(me, '?read=false')).toEqual([]);
    const again = await inject({ method: 'POST', url: '/api/notifications/mark-all-read', headers: as(me) });
    expect(again.json<MarkAllReadResponse>()).toEqual({ marked_read: 0 });
    expect(await unread(me)).toBe(0);
    // Only the caller's.
    expect(await unread(colleague)).toBe(colleagueBefore);
  });

  it('deletes one (204): an unread one lowers the count, a read one does not; twice is 404', async () => {
    const me = await freshMember();
    const [unreadId, readId] = await give(me, [{}, { read: true }]);
    expect(await unread(me)).toBe(1);
    expect((await remove(me, readId ?? '')).statusCode).toBe(204);
    expect(await unread(me)).toBe(1);
    const response = await remove(me, unreadId ?? '');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await unread(me)).toBe(0);
    expect(await list(me)).toEqual([]);
    const twice = await remove(me, unreadId ?? '');
    expect(twice.statusCode).toBe(404);
    expect(twice.json<ApiErrorBody>()).toEqual({ detail: 'Notification not found', code: 'not_found' });
  });
});

describe('isolation (quality bar 1)', () => {
  it("answers 404 for another user's or another tenant's id, with the body of a missing one, and changes nothing", async () => {
    const [colleagues] = await give(colleague, [{ title: 'Colleague only' }]);
    const [foreign] = await give(outsider, [{ title: 'Other clinic' }]);
    const missing = await markRead(owner, randomUUID());
    expect(missing.statusCode).toBe(404);
    const expected = missing.json<ApiErrorBody>();
    expect(expected).toEqual({ detail: 'Notification not found', code: 'not_found' });

    for (const id of [colleagues ?? '', foreign ?? '']) {
      for (const response of [await markRead(owner, id), await remove(owner, id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(expected);
      }
    }
    // The other tenant's super admin cannot reach this clinic's row either.
    for (const response of [
      await markRead(outsider, colleagues ?? ''),
      await remove(outsider, colleagues ?? ''),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(expected);
    }
    expect((await list(owner)).map((item) => item.title)).not.toEqual(
      expect.arrayContaining(['Colleague only', 'Other clinic']),
    );
    expect((await list(outsider)).map((item) => item.title)).not.toContain('Colleague only');
    // Nothing changed: both rows are still there and unread.
    const colleagueRow = (await list(colleague)).find((item) => item.id === colleagues);
    const foreignRow = (await list(outsider)).find((item) => item.id === foreign);
    expect(colleagueRow?.read_at).toBeNull();
    expect(foreignRow?.read_at).toBeNull();
  });

  it('ignores a tenant header: the tenant comes from the token only', async () => {
    const [foreign] = await give(outsider, [{ title: 'Header probe' }]);
    const response = await inject({
      method: 'PATCH',
      url: `/api/notifications/${foreign ?? ''}/read`,
      headers: { ...as(owner), 'x-tenant-id': outsider.tenant.tenantId },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('access and input', () => {
  type Probe = InjectOptions & { method: string; url: string };
  const routes = (id: string): Probe[] => [
    { method: 'GET', url: '/api/notifications' },
    { method: 'GET', url: '/api/notifications/unread-count' },
    { method: 'PATCH', url: `/api/notifications/${id}/read` },
    { method: 'POST', url: '/api/notifications/mark-all-read' },
    { method: 'DELETE', url: `/api/notifications/${id}` },
  ];

  it('refuses a patient token and a system-admin token (403), and no token (401)', async () => {
    const [id] = await give(owner, [{}]);
    const patient = await patientHeaders(ctx.services.keys);
    const system = (await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database))).headers;
    for (const route of routes(id ?? '')) {
      for (const headers of [patient, system]) {
        const response = await inject({ ...route, headers });
        expect(`${route.method} ${route.url} ${response.statusCode}`).toBe(
          `${route.method} ${route.url} 403`,
        );
        expect(response.json<ApiErrorBody>().code).toBe('permission_denied');
      }
      expect((await inject(route)).statusCode).toBe(401);
    }
    expect((await list(owner)).find((item) => item.id === id)?.read_at).toBeNull();
  });

  it('refuses a malformed id or filter with 400 and the { detail, code } shape', async () => {
    const bad: Probe[] = [
      { method: 'PATCH', url: '/api/notifications/not-an-id/read' },
      { method: 'DELETE', url: '/api/notifications/123' },
      { method: 'GET', url: '/api/notifications?read=maybe' },
      { method: 'GET', url: '/api/notifications?read=1' },
      { method: 'GET', url: '/api/notifications?category=gossip' },
      { method: 'GET', url: '/api/notifications?priority=meh' },
      { method: 'GET', url: '/api/notifications?limit=0' },
      { method: 'GET', url: '/api/notifications?limit=101' },
      { method: 'GET', url: '/api/notifications?skip=-1' },
      { method: 'GET', url: '/api/notifications?limit=ten' },
      { method: 'GET', url: '/api/notifications?category=a%00b' },
    ];
    for (const request of bad) {
      const response = await inject({ ...request, headers: as(owner) });
      expect(`${request.url} ${response.statusCode}`).toBe(`${request.url} 400`);
      const body = response.json<ApiErrorBody>();
      expect(body).toEqual(
        expect.objectContaining({ detail: expect.any(String) as unknown, code: 'validation_error' }),
      );
      expect(body.fields?.length).toBeGreaterThan(0);
    }
    const field = (
      await inject({ method: 'GET', url: '/api/notifications?category=gossip', headers: as(owner) })
    ).json<ApiErrorBody>().fields?.[0];
    expect(field).toEqual({ field: 'category', message: expect.stringContaining('security') as unknown });
  });
});

it('is documented in the OpenAPI document, with its query parameters', async () => {
  const document = (await inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
  }>();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/{id}/read',
      '/api/notifications/mark-all-read',
      '/api/notifications/{id}',
    ]),
  );
  const names = document.paths['/api/notifications']?.get?.parameters?.map((parameter) => parameter.name);
  expect(names).toEqual(expect.arrayContaining(['_t', 'read', 'category', 'priority', 'skip', 'limit']));
});
