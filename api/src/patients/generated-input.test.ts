import type { PatientRecord } from '@clinio/contracts';
import { buildPatient, buildPatientLogin, buildTenant, signInPatient } from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { PATIENT_RECORDS_FAMILY, patientRecordSamples } from './route-samples';

/**
 * Quality bar 16 for the patient record routes, from the route table with the route-access
 * samples: generated bodies never yield a 5xx, and every refusal has the `{ detail, code }` shape.
 */
let ctx: TestContext;
let owner: Member;
let record: PatientRecord;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const created = await ctx.server.inject({
    method: 'POST',
    url: '/api/patients/',
    headers: owner.session.headers,
    payload: { first_name: 'Sample', last_name: 'Record' },
  });
  record = created.json<PatientRecord>();
});
afterAll(() => ctx.close());

const oddValue = oddValues([
  '1990-02-30',
  '2999-01-01',
  '+',
  '(((',
  'P-000001',
  '%',
  '00000000-0000-0000-0000-000000000000',
  'ÅÉÎ',
  'a@b',
]);

it('never answers 5xx to generated bodies on the staff routes with a body', async () => {
  const routes = ctx.routes.filter(
    (route) =>
      PATIENT_RECORDS_FAMILY.test(route.url) && route.method !== 'HEAD' && route.access !== 'patient',
  );
  const samples = patientRecordSamples({ patientId: record.id, chartNumber: record.chart_number });
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(4);
});

it('never answers 5xx to generated bodies on the portal routes with a body', async () => {
  const login = await buildPatientLogin(ctx.db.database);
  await buildPatient(ctx.db.database, { tenant: owner.tenant, login });
  const session = await signInPatient(ctx.server, login);
  const routes = ctx.routes.filter(
    (route) =>
      PATIENT_RECORDS_FAMILY.test(route.url) && route.method !== 'HEAD' && route.access === 'patient',
  );
  const samples = patientRecordSamples({ patientId: record.id, chartNumber: record.chart_number });
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: session.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(1);
});

it('never answers 5xx to odd search text and filters', async () => {
  const searches = ['%', '_', '\\', "'", '"', 'a'.repeat(100), '+', '((', '00', 'P-0', '@', '1/1/1', ' , '];
  for (const [index, search] of searches.entries()) {
    // The export is rate limited (10 a minute): a few of them.
    for (const url of index < 6 ? ['/api/patients/', '/api/patients/export.csv'] : ['/api/patients/']) {
      const response = await ctx.server.inject({
        method: 'GET',
        url: `${url}?search=${encodeURIComponent(search)}`,
        headers: owner.session.headers,
      });
      expect({ search, url, status: response.statusCode }).toEqual({ search, url, status: 200 });
    }
  }
});
