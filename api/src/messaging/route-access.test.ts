import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
  type SampleRequest,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { MESSAGING_FAMILY, messagingSamples } from './route-samples';
import { buildMessagingClinic, buildMessagingRecords } from './test-fixtures';

/**
 * Quality bar 4 for the messaging routes, enumerated from the route table: every staff route
 * refuses no token and a forged one (401, before the body), a patient token (403) and each role
 * without its permission (403, audited), and needs its feature. The webhooks are public and
 * refuse an unsigned call (sms.test.ts).
 */
let ctx: TestContext;
let routes: RouteRow[];
let owner: Member;
let members: { role: 'front_desk' | 'billing' | 'provider'; member: Member }[];
let samples: Record<string, SampleRequest>;

beforeAll(async () => {
  ctx = await createTestApp();
  const clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
  owner = clinic.owner;
  members = [];
  for (const role of ['front_desk', 'billing', 'provider'] as const) {
    members.push({
      role,
      member: await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role }),
    });
  }
  samples = messagingSamples(await buildMessagingRecords(ctx.server, clinic));
  routes = ctx.routes.filter((route) => MESSAGING_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);
const FEATURE_OF: Record<string, string> = {
  'message-templates': 'templates',
  'reminder-rules': 'reminders',
  'messaging-settings': 'reminders',
  messages: 'messaging',
  'message-opt-outs': 'messaging',
  campaigns: 'messaging',
  'brand-registrations': 'brand_registration',
  'phone-numbers': 'phone_numbers',
  dev: 'reminders',
};
const staffRoutes = () => routes.filter((route) => route.access === 'staff');

it('declares every route of the family, each staff route with a permission and its feature', () => {
  expect(routes.length).toBe(32);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    if (route.access !== 'staff') {
      expect(route.url).toMatch(/^\/api\/(webhooks\/sms\/|unsubscribe$)/);
      continue;
    }
    expect(route.permission).toMatch(
      /^(templates_read|templates_manage|reminders_read|reminders_manage|messages_read|campaigns_read|campaigns_manage|phone_numbers_read|phone_numbers_manage|brand_read|brand_manage)$/,
    );
    const area = /^\/api\/([a-z-]+)/.exec(route.url)?.[1] ?? '';
    expect(route.feature).toBe(FEATURE_OF[area]);
  }
  expect(staffRoutes()).toHaveLength(29);
});

it('answers 401 to no token and to a forged one before reading a bad body', async () => {
  const forged = forgedToken(owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, staffRoutes(), sample, forged)).toBeGreaterThan(
    24,
  );
});

it('refuses a patient token on every staff route (403)', async () => {
  await expectStatusOnEach(ctx.server, staffRoutes(), sample, await patientHeaders(ctx.services.keys), 403);
});

it('refuses each role wherever its permissions fall short (403), and audits it', async () => {
  let checked = 0;
  for (const { role, member } of members) {
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = staffRoutes().filter((route) => !permissions.includes(route.permission ?? ''));
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  // Billing holds none of them; front desk reads reminders and messages; providers read templates and messages.
  expect(checked).toBe(29 + 24 + 24);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied' && row.actor_id !== owner.id,
  );
  expect(denials).toHaveLength(checked);
});

it('lets the owner call every staff route', async () => {
  for (const route of staffRoutes()) {
    const response = await ctx.server.inject({ ...sample(route), headers: owner.session.headers });
    expect({ route: `${route.method} ${route.url}`, ok: response.statusCode < 300 }).toEqual({
      route: `${route.method} ${route.url}`,
      ok: true,
    });
  }
});
