import fc from 'fast-check';
import { expectDocumentedAnswer, generatedBodies, oddValues } from '../test/generated-input';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildPatientLogin, signInPatient } from '../test/factories';

/**
 * Quality bar 16: generated bodies (anything JSON, and objects with each route's own keys holding
 * odd values: control characters, huge strings, numbers, nulls) never yield a 5xx, and every
 * answer has the `{ detail, code }` shape or the route's own.
 */
let ctx: TestContext;
let bearer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const session = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
  bearer = session.headers.authorization;
});
afterAll(() => ctx.close());

const oddValue = oddValues(['0000-01-01', '1990-02-30', 'ABCD-1234', 'a@b.c']);

const PASSWORD = 'Sturdy-Lantern-93';

const ROUTES: { url: string; base: Record<string, unknown>; auth?: boolean; method?: 'PUT' }[] = [
  { url: '/api/patients/login', base: { username: 'someone', password: PASSWORD } },
  {
    url: '/api/patients/register',
    base: {
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada@patients.test',
      username: 'ada-fuzz',
      phone_number: '+1 555 0100',
      date_of_birth: '1990-01-01',
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  },
  { url: '/api/patients/forgot-password', base: { email: 'ada@patients.test' } },
  { url: '/api/patients/forgot-username', base: { email: 'ada@patients.test' } },
  {
    url: '/api/patients/reset-password',
    base: { token: 'x'.repeat(43), new_password: PASSWORD, confirm_password: PASSWORD },
  },
  { url: '/api/patients/verify-email', base: { token: 'x'.repeat(43) } },
  { url: '/api/patients/refresh-token', base: { refresh_token: 'x'.repeat(43) } },
  {
    url: '/api/patients/authorize-clinic',
    base: { auth_code: 'ABCD-1234', clinic_id: '00000000-0000-4000-8000-000000000000' },
    auth: true,
  },
  { url: '/api/system-auth/login', base: { username: 'sysadmin', password: PASSWORD } },
  { url: '/api/patients/profile/language', base: { locale: 'es' }, auth: true, method: 'PUT' },
];

it.each(ROUTES)('never answers 5xx to generated bodies: $url', async ({ url, base, auth, method }) => {
  await fc.assert(
    fc.asyncProperty(generatedBodies(base, oddValue), async (payload) => {
      const response = await ctx.server.inject({
        method: method ?? 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: bearer } : {}) },
        payload: JSON.stringify(payload),
      });
      expectDocumentedAnswer(response);
    }),
    { numRuns: 80 },
  );
});

it('never answers 5xx to generated path and query values of my-appointments', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 50 }), fc.string({ maxLength: 12 }), async (id, limit) => {
      const response = await ctx.server.inject({
        method: 'GET',
        url: `/api/patients/${encodeURIComponent(id)}/my-appointments?limit=${encodeURIComponent(limit)}`,
        headers: { authorization: bearer },
      });
      expect(response.statusCode).toBeLessThan(500);
    }),
    { numRuns: 60 },
  );
});
