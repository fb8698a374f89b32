import { randomUUID } from 'node:crypto';
import type { NotificationList, StaffMember, TokenResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { createMemoryMailer, tokenFromEmail } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { notify, type Recipients } from './notify';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const mailer = createMemoryMailer();
let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let secondOwner: Member;
let admin: Member;
let provider: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp({
    mailer,
    geo: {
      locate: () => Promise.resolve({ city: 'Lyon', region: 'Auvergne-Rhone-Alpes', country: 'France' }),
    },
  });
  tenant = await buildTenant(ctx.db.database);
  const build = (role: 'super_admin' | 'admin' | 'provider') =>
    buildMember(ctx.server, ctx.db.database, { tenant, role });
  owner = await build('super_admin');
  secondOwner = await build('super_admin');
  admin = await build('admin');
  provider = await build('provider');
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);

async function inbox(member: Member | { authorization: string }): Promise<NotificationList> {
  const headers = 'session' in member ? member.session.headers : member;
  const response = await inject({ method: 'GET', url: '/api/notifications', headers });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
}

const titles = async (member: Member) => (await inbox(member)).map((item) => item.title);
const count = async (member: Member, title: string) =>
  (await titles(member)).filter((item) => item === title).length;

const send = (recipients: Recipients, tenantId = tenant.tenantId, inTenant = tenant.tenantId) =>
  ctx.db.database.withTenant(inTenant, (tx) =>
    notify(tx, tenantId, recipients, {
      title: `Probe ${randomUUID()}`,
      message: 'Hello',
      category: 'system',
    }),
  );

describe('notify()', () => {
  it('notifies listed users and super admins once each, skipping `except` and inactive staff', async () => {
    const gone = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
    await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx.updateTable('staff_users').set({ status: 'deactivated' }).where('id', '=', gone.id).execute(),
    );
    const notified = await send({
      userIds: [provider.id, provider.id, gone.id, owner.id],
      superAdmins: true,
      except: [secondOwner.id],
    });
    expect(notified.sort()).toEqual([owner.id, provider.id].sort());
    expect(await send([])).toEqual([]);
    expect(await send({})).toEqual([]);
  });

  it("never reaches another tenant's users, and cannot write into another tenant", async () => {
    expect(await send([outsider.id])).toEqual([]);
    await expect(send([outsider.id], outsider.tenant.tenantId, outsider.tenant.tenantId)).resolves.toEqual([
      outsider.id,
    ]);
    // A tenant id other than the transaction's is refused by row-level security.
    await expect(send([owner.id], outsider.tenant.tenantId)).rejects.toThrow(/row-level security/);
  });

  it("respects the recipient's settings: in-app off, or the category's switch off", async () => {
    const quiet = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
    const headers = quiet.session.headers;
    const staffNotice = (userIds: string[]) =>
      ctx.db.database.withTenant(tenant.tenantId, (tx) =>
        notify(tx, tenant.tenantId, userIds, { title: 'Team', message: '', category: 'staff' }),
      );
    await inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers,
      payload: { staff_updates: false },
    });
    expect(await staffNotice([quiet.id])).toEqual([]);
    await inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers,
      payload: { staff_updates: true, in_app_enabled: false },
    });
    expect(await staffNotice([quiet.id])).toEqual([]);
    await inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers,
      payload: { in_app_enabled: true },
    });
    expect(await staffNotice([quiet.id])).toEqual([quiet.id]);
  });

  it('clips an over-long title and message instead of failing the caller', async () => {
    await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      notify(tx, tenant.tenantId, [provider.id], {
        title: `Long ${'t'.repeat(500)}`,
        message: 'm'.repeat(5_000),
        category: 'system',
      }),
    );
    const item = (await inbox(provider)).find((row) => row.title.startsWith('Long '));
    expect(item?.title).toHaveLength(200);
    expect(item?.message).toHaveLength(2_000);
  });

  it('counts unread rows from the partial index', async () => {
    const client = new pg.Client({ connectionString: ctx.db.ownerUrl });
    await client.connect();
    try {
      await client.query('begin');
      // A test database is tiny: forbid the sequential scan to see which index the query fits.
      await client.query('set local enable_seqscan = off');
      await client.query(`select set_config('app.tenant_id', $1, true)`, [tenant.tenantId]);
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        'explain select count(*) from notifications where user_id = $1 and read_at is null',
        [provider.id],
      );
      await client.query('rollback');
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('notifications_unread_idx');
    } finally {
      await client.end();
    }
  });
});

describe('hooks in domain code', () => {
  const invite = (by: Member, email: string, roleId = tenant.roleIds.provider) =>
    inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: by.session.headers,
      payload: {
        email,
        first_name: 'Nora',
        last_name: 'Newman',
        role_id: roleId,
        branch_ids: tenant.branchIds,
      },
    });

  it('staff invited: tells the super admins other than the inviter; a failed invitation tells nobody', async () => {
    const email = `nora-${randomUUID().slice(0, 8)}@example.test`;
    const before = {
      owner: await count(owner, 'Staff member invited'),
      admin: await count(admin, 'Staff member invited'),
    };
    expect((await invite(owner, email)).statusCode).toBe(201);
    const notice = (await inbox(secondOwner)).find((item) => item.message.includes(email));
    expect(notice).toMatchObject({
      title: 'Staff member invited',
      category: 'staff',
      read_at: null,
      message: `${owner.username} invited Nora Newman (${email}) to join the clinic as provider.`,
    });
    expect(await count(owner, 'Staff member invited')).toBe(before.owner);
    expect(await count(admin, 'Staff member invited')).toBe(before.admin);
    expect((await inbox(outsider)).some((item) => item.message.includes(email))).toBe(false);

    // Same address again: 409, and the rolled-back transaction leaves no notification.
    const notices = await count(secondOwner, 'Staff member invited');
    expect((await invite(admin, email)).statusCode).toBe(409);
    expect(await count(secondOwner, 'Staff member invited')).toBe(notices);
  });

  it('invitation accepted: tells the inviter and the super admins that the person joined', async () => {
    const email = `joiner-${randomUUID().slice(0, 8)}@example.test`;
    const invited = await invite(admin, email);
    expect(invited.statusCode).toBe(201);
    const { id } = invited.json<StaffMember>();
    await ctx.jobs.drain();
    const token = tokenFromEmail(mailer.last(email), '/staff-register');
    const accepted = await inject({
      method: 'POST',
      url: '/api/staff-register',
      payload: {
        token,
        username: `joiner${randomUUID().slice(0, 6)}`,
        first_name: 'June',
        last_name: 'Oiner',
        password: 'Joining-The-Team-58',
        confirm_password: 'Joining-The-Team-58',
      },
    });
    expect(accepted.statusCode).toBe(201);
    const message = 'June Oiner accepted the invitation and joined the clinic as provider.';
    for (const member of [admin, owner, secondOwner]) {
      const joined = (await inbox(member)).filter((item) => item.message === message);
      expect(joined).toHaveLength(1);
      expect(joined[0]).toMatchObject({ title: 'New team member', category: 'staff', priority: 'normal' });
    }
    expect((await inbox(provider)).some((item) => item.message === message)).toBe(false);
    const newcomer = { authorization: `Bearer ${accepted.json<TokenResponse>().access_token}` };
    expect(await inbox(newcomer)).toEqual([]);
    const rows = await ownerQuery<{ n: string }>(
      ctx.db.ownerUrl,
      'select count(*) as n from notifications where user_id = $1',
      [id],
    );
    expect(rows.rows[0]?.n).toBe('0');
  });

  it('sign-in from a new device: tells the user once, not for a known device', async () => {
    const member = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
    const signInFrom = async (userAgent: string) => {
      const response = await inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': userAgent },
        payload: { username: member.username, password: member.password },
      });
      return {
        authorization: `Bearer ${response.json<TokenResponse>().access_token}`,
        'user-agent': userAgent,
      };
    };
    const report = (headers: Record<string, string>) =>
      inject({ method: 'POST', url: '/api/users/login-notification', headers, payload: {} });
    const security = async () => (await inbox(member)).filter((item) => item.category === 'security');

    const chrome = await signInFrom(CHROME_WINDOWS);
    expect((await report(chrome)).statusCode).toBe(200);
    await report(chrome);
    const first = await security();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: 'New sign-in to your account',
      priority: 'high',
      read_at: null,
      message: expect.stringContaining(
        'Chrome on Windows (Desktop), near Lyon, Auvergne-Rhone-Alpes, France',
      ) as unknown,
    });

    await report(await signInFrom(CHROME_WINDOWS));
    expect(await security()).toHaveLength(1);
    await report(await signInFrom(SAFARI_IPHONE));
    expect(await security()).toHaveLength(2);
    await ctx.jobs.drain();
  });
});
