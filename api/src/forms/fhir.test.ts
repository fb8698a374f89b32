import type { Bundle, Consent, QuestionnaireResponse } from '@medplum/fhirtypes';
import { buildPatient, buildTenant } from '../test/factories';
import { r4Problems } from '../test/fhir-r4';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember } from '../staff/staff-test-fixtures';
import { buildFormsAndConsents } from './test-fixtures';

/** The patient's FHIR export holds their forms and consents (issue 16, ADR 044), valid R4. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('exports each answered version, each answer and each consent as valid R4 resources', async () => {
  const tenant = await buildTenant(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const patientId = (await buildPatient(ctx.db.database, { tenant })).id;
  const made = await buildFormsAndConsents(ctx.server, owner, patientId);
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/patients/${patientId}/fhir`,
    headers: owner.session.headers,
  });
  expect(response.statusCode).toBe(200);
  const bundle = response.json<Bundle>();
  const resources = (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((resource) => resource !== undefined);
  const kinds = resources.map((resource) => resource.resourceType);
  expect(kinds.filter((kind) => kind === 'Questionnaire')).toHaveLength(1);
  expect(kinds.filter((kind) => kind === 'QuestionnaireResponse')).toHaveLength(1);
  expect(kinds.filter((kind) => kind === 'Consent')).toHaveLength(2);
  for (const resource of resources) expect(r4Problems(resource)).toEqual([]);
  const answer = resources.find((resource) => resource.id === made.submissionId) as QuestionnaireResponse;
  expect(answer.item).toEqual([
    { linkId: 'full_name', text: 'Full Name', answer: [{ valueString: 'Ann Probe' }] },
    { linkId: 'allergies', text: 'Allergies', answer: [{ valueBoolean: false }] },
  ]);
  const signed = resources.find((resource) => resource.id === made.signedConsentId) as Consent;
  expect(signed).toMatchObject({ status: 'active', patient: { reference: `Patient/${patientId}` } });
  expect(signed.identifier?.[0]?.value).toMatch(/^[0-9a-f]{64}$/);
  const pending = resources.find((resource) => resource.id === made.consentId) as Consent;
  expect(pending.status).toBe('proposed');
});
