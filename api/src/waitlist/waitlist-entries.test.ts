import type { WaitlistEntry, WaitlistPage } from '@clinio/contracts';
import { buildPatient, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { dayAt, postWaitlistEntry } from './scheduling-fixtures';

/**
 * The waitlist's staff calls on PostgreSQL (ADR 040): field errors store nothing, a cancel is
 * audited, another clinic sees the same 404 as a missing id, and a bad offer link says so once.
 * The offers themselves (e-mail, accept, expiry, exactly once) are in waitlist.test.ts.
 */
let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let waiting: { id: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database, { name: 'Harbour Clinic' });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  waiting = [{ id: (await buildPatient(ctx.db.database, { tenant, email: 'older@patients.test' })).id }];
});
afterAll(() => ctx.close());

const entryFor = (patientId: string) =>
  postWaitlistEntry(ctx.server, owner.session.headers, { tenant, patientId, onDay: 3 });

const post = (payload: Record<string, unknown>) =>
  ctx.server.inject({ method: 'POST', url: '/api/waitlist', headers: owner.session.headers, payload });

const entryCount = () =>
  ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('waitlist_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  );

async function entryStatus(id: string) {
  return ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.selectFrom('waitlist_entries').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

const offerCall = (action: 'view', token: string) =>
  ctx.server.inject({ method: 'POST', url: `/api/public/waitlist-offers/${action}`, payload: { token } });

describe('staff calls', () => {
  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await entryCount();
    const response = await post({
      patient_id: waiting[0]!.id,
      branch_id: tenant.branchIds[0],
      appointment_type: 'consultation',
      window_start: dayAt(2, '12:00').toISOString(),
      window_end: dayAt(2, '09:00').toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toContain(
      'window_end',
    );
    const unknownType = await post({
      patient_id: waiting[0]!.id,
      branch_id: tenant.branchIds[0],
      appointment_type: 'massage',
      provider_id: owner.id,
      window_start: dayAt(2, '09:00').toISOString(),
      window_end: dayAt(2, '12:00').toISOString(),
    });
    expect(unknownType.statusCode).toBe(400);
    expect(
      unknownType
        .json<{ fields: { field: string }[] }>()
        .fields.map((f) => f.field)
        .sort(),
    ).toEqual(['appointment_type']);
    expect((await entryCount()).n).toBe(before.n);
  });

  it('cancels an entry, and another clinic gets the same 404 as a missing id', async () => {
    const entry = await entryFor(waiting[0]!.id);
    const other = await buildTenant(ctx.db.database);
    const stranger = await buildMember(ctx.server, ctx.db.database, { tenant: other, role: 'super_admin' });
    const foreign = await ctx.server.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry.id}`,
      headers: stranger.session.headers,
    });
    const missing = await ctx.server.inject({
      method: 'DELETE',
      url: '/api/waitlist/00000000-0000-4000-8000-000000000000',
      headers: stranger.session.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const strangerList = await ctx.server.inject({
      method: 'GET',
      url: '/api/waitlist',
      headers: stranger.session.headers,
    });
    expect(strangerList.json<WaitlistPage>().total).toBe(0);
    expect(await entryStatus(entry.id)).toEqual({ status: 'waiting' });

    const cancelled = await ctx.server.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry.id}`,
      headers: owner.session.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<WaitlistEntry>().status).toBe('cancelled');
    const actions = (await auditActions(ctx.db.database, tenant.tenantId, { resourceId: entry.id })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['waitlist.created', 'waitlist.cancelled']);
  });

  it('refuses an unknown or malformed offer link with one 404', async () => {
    for (const token of [`${tenant.tenantId}.${'A'.repeat(43)}`, 'not-a-token-at-all-really']) {
      const response = await offerCall('view', token);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ detail: string }>().detail).toBe(
        'This offer link is not valid. Please contact the clinic.',
      );
    }
  });
});
