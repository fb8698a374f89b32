import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, patientHeaders } from '../staff/staff-test-fixtures';
import { setIntegrationAdaptersFactory } from './adapters';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import { INTEGRATIONS_FAMILY, integrationsSamples } from './route-samples';
import { buildIntegrationsClinic, call, connectThrough, startConsent } from './test-fixtures';

/**
 * Quality bar 4 for the integrations routes, enumerated from the route table (every staff route
 * refuses no token, a forged one and a patient token; Zoom's refuse each role without clinic
 * settings, audited), and tenant isolation: another clinic's staff never see, finish or
 * disconnect this clinic's connections, and a colleague never sees another's Google account.
 */
let ctx: TestContext;
let fake: FakeProviders;
let routes: RouteRow[];
const samples = integrationsSamples();
const sample = (route: RouteRow) => sampleFor(route, samples);

beforeAll(async () => {
  fake = await startFakeProviders();
  setIntegrationAdaptersFactory(() => fake.adapters);
  ctx = await createTestApp();
  routes = ctx.routes.filter((route) => INTEGRATIONS_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
  setIntegrationAdaptersFactory(null);
});

it('declares every route of the family as a staff route with its feature', () => {
  expect(routes.length).toBe(10);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    expect(route.access).toBe('staff');
    expect(route.feature).toBe(route.url.includes('/zoom') ? 'telemedicine' : 'integrations');
    expect(route.permission ?? null).toBe(route.url.includes('/zoom') ? 'settings_manage' : null);
  }
});

it('answers 401 to no token and to a forged one before reading a bad body, and 403 to a patient', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  const forged = forgedToken(clinic.owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, routes, sample, forged)).toBeGreaterThan(
    routes.length * 2,
  );
  await expectStatusOnEach(ctx.server, routes, sample, await patientHeaders(ctx.services.keys), 403);
});

it('refuses the Zoom routes to each role without clinic settings (403), and audits it', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  let checked = 0;
  for (const role of ['front_desk', 'billing', 'provider'] as const) {
    const member = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.owner.tenant, role });
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = routes.filter((route) => route.permission && !permissions.includes(route.permission));
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  expect(checked).toBe(9);
  const denials = (await auditActions(ctx.db.database, clinic.owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied',
  );
  expect(denials).toHaveLength(checked);
});

it("keeps each clinic's and each person's connections to themselves", async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  await connectThrough(ctx, fake, clinic.provider, 'google');
  await connectThrough(ctx, fake, clinic.owner.session, 'zoom');
  const pending = await startConsent(ctx, clinic.provider, 'google');
  const stranger = await buildIntegrationsClinic(ctx);

  for (const session of [stranger.owner.session, stranger.provider]) {
    const list = await call(ctx, session, 'GET', '/api/integrations');
    expect((list.body.integrations as { connection: unknown }[]).map((card) => card.connection)).toEqual([
      null,
      null,
    ]);
    expect((await call(ctx, session, 'GET', '/api/integrations/google/calendars')).status).toBe(404);
    expect((await call(ctx, session, 'DELETE', '/api/integrations/google')).status).toBe(404);
    const finish = await call(ctx, session, 'POST', '/api/integrations/google/callback', {
      code: fake.issueCode('google', pending.challenge),
      state: pending.state,
    });
    expect(finish.body).toMatchObject({ code: 'oauth_state_invalid' });
  }
  expect((await call(ctx, stranger.owner.session, 'DELETE', '/api/integrations/zoom')).status).toBe(404);

  // The owner of the same clinic sees the clinic's Zoom but not the provider's own Google account.
  const owners = await call(ctx, clinic.owner.session, 'GET', '/api/integrations');
  const cards = owners.body.integrations as { provider: string; connection: unknown }[];
  expect(cards.find((card) => card.provider === 'google_calendar')?.connection).toBeNull();
  expect(cards.find((card) => card.provider === 'zoom')?.connection).not.toBeNull();
  const providers = await call(ctx, clinic.provider, 'GET', '/api/integrations');
  expect(
    (providers.body.integrations as { provider: string; connection: unknown }[]).every(
      (card) => card.connection !== null,
    ),
  ).toBe(true);
});
