import { randomBytes } from 'node:crypto';
import type { ApiErrorBody, ClinicRegistrationResponse, UserProfile } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildStaff, signIn, type StaffFixture } from '../test/factories';
import { createMemoryMailer, tokenFromEmail } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

const mailer = createMemoryMailer();
let ctx: TestContext;
let existing: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  existing = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const register = (payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/register', payload });

function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = randomBytes(3).toString('hex');
  return {
    clinic_name: `Sunrise Family Clinic ${suffix}`,
    first_name: 'Dana',
    last_name: 'Owner',
    username: `dana${suffix}`,
    email: `dana.${suffix}@example.test`,
    phone: '+1 555 0100',
    timezone: 'Europe/Paris',
    password: 'Opening-Day-2031!',
    confirm_password: 'Opening-Day-2031!',
    accept_terms: true,
    ...overrides,
  };
}

const tenantCount = async () =>
  Number(
    (await ownerQuery<{ count: string }>(ctx.db.ownerUrl, 'select count(*) from tenants')).rows[0]?.count,
  );

describe('POST /api/register', () => {
  it('creates the clinic on the trial plan with a Main branch and an unverified super admin, and e-mails the link', async () => {
    const input = registration();
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const body = response.json<ClinicRegistrationResponse>();
    expect(body).toMatchObject({
      email: input.email,
      detail: expect.stringContaining(String(input.email)) as string,
    });

    const tenant = await ownerQuery<{
      slug: string;
      plan: string;
      status: string;
      trial_days: number;
      branch: string;
      phone: string;
    }>(
      ctx.db.ownerUrl,
      `select t.slug, s.plan, s.status, round(extract(epoch from s.trial_ends_at - now()) / 86400)::int as trial_days,
              b.name as branch, c.phone
         from tenants t join subscriptions s on s.tenant_id = t.id join branches b on b.tenant_id = t.id
         join clinics c on c.tenant_id = t.id where t.id = $1`,
      [body.tenant_id],
    );
    expect(tenant.rows).toEqual([
      {
        slug: String(input.clinic_name).toLowerCase().replace(/ /g, '-'),
        plan: 'trial',
        status: 'trial',
        trial_days: 14,
        branch: 'Main',
        phone: '+1 555 0100',
      },
    ]);
    const user = await ownerQuery<{ role: string; verified: boolean; status: string; password_hash: string }>(
      ctx.db.ownerUrl,
      `select r.name as role, u.email_verified_at is not null as verified, u.status, u.password_hash
         from staff_users u join roles r on r.id = u.role_id where u.tenant_id = $1`,
      [body.tenant_id],
    );
    expect(user.rows).toHaveLength(1);
    expect(user.rows[0]).toMatchObject({ role: 'super_admin', verified: false, status: 'active' });
    expect(user.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);

    await ctx.jobs.drain();
    const token = tokenFromEmail(mailer.last(String(input.email)), '/verify-email');
    expect((await inject({ method: 'POST', url: '/api/verify-email', payload: { token } })).statusCode).toBe(
      200,
    );
    const session = await signIn(ctx.server, {
      username: String(input.username),
      password: String(input.password),
    });
    const me = (
      await inject({ method: 'GET', url: '/api/me', headers: session.headers })
    ).json<UserProfile>();
    expect(me).toMatchObject({
      tenant_id: body.tenant_id,
      clinic_id: body.clinic_id,
      clinic_name: input.clinic_name,
      role: { name: 'super_admin' },
      subscription: { plan_name: 'trial', status: 'trial' },
      email_verified: true,
    });
    const audit = await ownerQuery<{ action: string }>(
      ctx.db.ownerUrl,
      "select action from audit_log where tenant_id = $1 and action = 'tenant.registered'",
      [body.tenant_id],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('names the branch as asked, gives a second clinic of the same name its own slug, and ignores plan or tenant in the body', async () => {
    const first = await register(registration({ clinic_name: 'Harbour Dental', branch_name: 'Old Town' }));
    const second = await register(
      registration({
        clinic_name: 'Harbour Dental',
        plan: 'enterprise',
        tenant_id: existing.tenant.tenantId,
      }),
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const rows = await ownerQuery<{ id: string; slug: string; plan: string; branch: string }>(
      ctx.db.ownerUrl,
      `select t.id, t.slug, s.plan, b.name as branch from tenants t join subscriptions s on s.tenant_id = t.id
         join branches b on b.tenant_id = t.id where t.name = 'Harbour Dental' order by t.created_at`,
    );
    expect(rows.rows.map((row) => row.branch)).toEqual(['Old Town', 'Main']);
    expect(rows.rows[0]?.slug).toBe('harbour-dental');
    expect(rows.rows[1]?.slug).toMatch(/^harbour-dental-[0-9a-f]{6}$/);
    expect(rows.rows.map((row) => row.plan)).toEqual(['trial', 'trial']);
    expect(rows.rows[1]?.id).toBe(second.json<ClinicRegistrationResponse>().tenant_id);
  });

  it('answers 409 naming the field for a taken username or e-mail, and leaves no tenant behind', async () => {
    const before = await tenantCount();
    const username = await register(registration({ username: existing.username.toUpperCase() }));
    expect(username.statusCode).toBe(409);
    expect(username.json<ApiErrorBody>()).toMatchObject({
      code: 'conflict',
      fields: [{ field: 'username' }],
    });
    const email = await register(registration({ email: existing.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json<ApiErrorBody>()).toMatchObject({ code: 'conflict', fields: [{ field: 'email' }] });
    expect(await tenantCount()).toBe(before);
  });

  it('refuses bad input with the fields named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [registration({ accept_terms: false }), 'accept_terms'],
      [registration({ confirm_password: 'Something-Else-9' }), 'confirm_password'],
      [registration({ password: 'short', confirm_password: 'short' }), 'password'],
      [registration({ password: 'password123', confirm_password: 'password123' }), 'password'],
      [registration({ timezone: 'Mars/Olympus_Mons' }), 'timezone'],
      [registration({ clinic_name: ' ' }), 'clinic_name'],
      [registration({ username: 'no spaces allowed' }), 'username'],
      [registration({ email: 'not-an-address' }), 'email'],
    ];
    const before = await tenantCount();
    for (const [payload, field] of cases) {
      const response = await register(payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json<ApiErrorBody>().fields?.map((item) => item.field)).toContain(field);
    }
    expect(await tenantCount()).toBe(before);
  });

  it('is closed while registration is switched off (pre-launch)', async () => {
    const prelaunch = await createTestApp({ db: ctx.db, mailer, env: { LAUNCH_MODE: 'prelaunch' } });
    try {
      const response = await prelaunch.server.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().detail).toBe('Registration is not open yet.');
    } finally {
      await prelaunch.close();
    }
  });
});
