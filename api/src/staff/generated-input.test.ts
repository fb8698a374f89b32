import { buildTenant } from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { STAFF_FAMILY, staffSamples } from './route-samples';
import { buildMember, type Member } from './staff-test-fixtures';

/**
 * Quality bar 16 for the staff, roles and audit routes, enumerated from the route table with the
 * same samples as the route-access test: generated bodies never yield a 5xx, and every refusal
 * has the `{ detail, code }` shape.
 */
let ctx: TestContext;
let owner: Member;
let target: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  target = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'billing' });
});
afterAll(() => ctx.close());

it('never answers 5xx to generated bodies on any route of the family with a body', async () => {
  const routes = ctx.routes.filter((route) => STAFF_FAMILY.test(route.url) && route.method !== 'HEAD');
  const samples = staffSamples({ owner, target });
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue: oddValues(['super_admin', 'patients_read', '00000000-0000-0000-0000-000000000000']),
    numRuns: 25,
  });
  expect(fuzzed).toBeGreaterThanOrEqual(4);
});
