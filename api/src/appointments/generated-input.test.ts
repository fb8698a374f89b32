import type { Member } from '../staff/staff-test-fixtures';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor, type SampleRequest } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { APPOINTMENTS_FAMILY, buildSampleClinic } from './route-samples';

/**
 * Quality bar 16 for the appointment routes, from the route table with the route-access samples:
 * generated bodies and queries never yield a 5xx, and every refusal has the `{ detail, code }` shape.
 */
let ctx: TestContext;
let owner: Member;
let samples: Record<string, SampleRequest>;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, samples } = await buildSampleClinic(ctx));
});
afterAll(() => ctx.close());

const oddValue = oddValues([
  '2030-03-04T10:00:00Z',
  '2030-03-04T09:00:00+14:00',
  '2032-02-30T10:00:00Z',
  '2031-03-30T01:30:00+00:00',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
  'consultation',
  'this',
  'all',
]);

it('never answers 5xx to generated bodies on the routes with a body', async () => {
  const routes = ctx.routes.filter((route) => APPOINTMENTS_FAMILY.test(route.url) && route.method !== 'HEAD');
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue,
    numRuns: 40,
  });
  expect(fuzzed).toBe(5);
});

it('never answers 5xx to odd list filters, and names the bad field', async () => {
  const odd = [
    '%',
    ',,,',
    'a'.repeat(300),
    '2032-13-01',
    '2032-02-30',
    'not-a-uuid',
    "'; drop table appointments; --",
    '\u0000',
  ];
  for (const value of odd) {
    for (const key of ['start', 'end', 'provider_id', 'status', 'appointment_type', 'branch_id']) {
      const response = await ctx.server.inject({
        method: 'GET',
        url: `/api/appointments/?${key}=${encodeURIComponent(value)}`,
        headers: owner.session.headers,
      });
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 400) expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  }
  const bad = await ctx.server.inject({
    method: 'GET',
    url: '/api/appointments/?status=booked,lost',
    headers: owner.session.headers,
  });
  expect(bad.json()).toMatchObject({ fields: [{ field: 'status', message: 'Unknown value: lost' }] });
});
