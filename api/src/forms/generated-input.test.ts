import fc from 'fast-check';
import { buildPatient, buildTenant } from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember } from '../staff/staff-test-fixtures';
import { FORMS_FAMILY, formSamples } from './route-samples';
import { buildFormsAndConsents } from './test-fixtures';

/**
 * Quality bar 16 for the forms and consents routes, from the route table with the route-access
 * samples: generated bodies and odd ids never yield a 5xx, and every refusal is `{ detail, code }`.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const oddValue = oddValues(
  [
    'treatment',
    'general',
    '00000000-0000-0000-0000-000000000000',
    '^(a+)+$',
    '(?=a)',
    '\u0000',
    'x'.repeat(20_001),
    'ÅÉÎ',
    '__proto__',
  ],
  fc.constantFrom(-1, 0, 1e308, 2_147_483_648),
);

it('never answers 5xx to generated bodies on the routes with a body', async () => {
  const tenant = await buildTenant(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const patientId = (await buildPatient(ctx.db.database, { tenant })).id;
  const made = await buildFormsAndConsents(ctx.server, owner, patientId);
  const samples = formSamples({
    clinicId: tenant.clinicId,
    patientId,
    portalPatientId: patientId,
    portalConsentId: made.consentId,
    ...made,
  });
  const routes = ctx.routes.filter(
    (route) => FORMS_FAMILY.test(route.url) && route.method !== 'HEAD' && route.access === 'staff',
  );
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(10);
});

it('never answers 5xx to odd ids', async () => {
  const owner = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  const values = ['%', "'", 'true', '-1', 'x'.repeat(200), '00000000-0000-0000-0000-000000000000', ''];
  for (const value of values) {
    const encoded = encodeURIComponent(value);
    for (const url of [
      `/api/form-templates/${encoded}`,
      `/api/form-templates/template/${encoded}`,
      `/api/consents/${encoded}`,
      `/api/consent-records/patient/${encoded}`,
      `/api/consent-needs/${encoded}?appointment_type=${encoded}`,
      `/api/form-submissions/${encoded}`,
      `/api/form-submissions/${encoded}/pdf`,
      `/api/consents/${encoded}/pdf`,
      `/api/consent-needs/00000000-0000-0000-0000-000000000000?appointment_type=${encoded}`,
    ]) {
      const response = await ctx.server.inject({ method: 'GET', url, headers: owner.session.headers });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
    }
  }
});
