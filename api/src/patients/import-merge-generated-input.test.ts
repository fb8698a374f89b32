import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertPatient, uploadDraft } from './imports/import-test-fixtures';
import {
  importMergeSamples,
  PATIENT_IMPORT_MERGE_FAMILY,
  type ImportMergeFixtures,
} from './import-merge-route-samples';

/**
 * Quality bar 16 for the patient import, duplicate and merge routes, with the samples of the
 * route-access test: generated bodies never yield a 5xx, and every refusal is `{ detail, code }`.
 */
let ctx: TestContext;
let owner: Member;
let fixtures: ImportMergeFixtures;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const draft = await uploadDraft(ctx.server, owner.session.headers, 'First Name,Last Name\nAna,Probe\n');
  fixtures = {
    importId: draft.import.id,
    patientA: await insertPatient(ctx.db.database, tenant.tenantId, { first_name: 'Ann', last_name: 'A' }),
    patientB: await insertPatient(ctx.db.database, tenant.tenantId, { first_name: 'Ann', last_name: 'B' }),
  };
});
afterAll(() => ctx.close());

it('never answers 5xx to generated bodies on any route of the family with a body', async () => {
  const routes = ctx.routes.filter(
    (route) => PATIENT_IMPORT_MERGE_FAMILY.test(route.url) && route.method !== 'HEAD',
  );
  const samples = importMergeSamples(fixtures);
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue: oddValues([
      'First Name',
      'first_name',
      'date_of_birth',
      fixtures.patientA,
      '00000000-0000-0000-0000-000000000000',
    ]),
    numRuns: 25,
  });
  expect(fuzzed).toBe(4);
});

it('never answers 5xx to generated CSV files', async () => {
  const { default: fc } = await import('fast-check');
  const { uploadCsv } = await import('./imports/import-test-fixtures');
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        fc
          .array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 6 }), {
            minLength: 1,
            maxLength: 8,
          })
          .map((rows) => rows.map((cells) => cells.join(',')).join('\n')),
      ),
      async (content) => {
        const response = await uploadCsv(ctx.server, owner.session.headers, content);
        expect(response.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 60 },
  );
});
