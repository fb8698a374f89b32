import { buildSchedule } from '../availability/schedule-fixtures';
import { buildTenant } from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember } from '../staff/staff-test-fixtures';
import { BOOKING_FAMILY, bookingSamples } from './route-samples';

/**
 * Quality bar 16 for ADR 037's routes: generated bodies on every route with a body (the booking
 * rules, the public booking and its links) never yield a 5xx, and every refusal is `{ detail, code }`.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('never answers 5xx to generated bodies', async () => {
  const tenant = await buildTenant(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const schedule = await buildSchedule(ctx.db.database, tenant, { providers: 1 });
  const samples = bookingSamples({
    clinicId: tenant.clinicId,
    branchId: schedule.branchId,
    providerId: schedule.providerIds[0] as string,
  });
  const routes = ctx.routes.filter((route) => BOOKING_FAMILY.test(route.url) && route.method !== 'HEAD');
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue: oddValues([
      'http://clinic.example',
      "https://a.example 'unsafe-inline'",
      '2027-02-30',
      '2027-03-28T02:30:00+01:00',
      '00000000-0000-0000-0000-000000000000',
      'a@b',
      '.',
      '..',
    ]),
    numRuns: 20,
  });
  expect(fuzzed).toBe(6);
});
