import type { ProviderNote, SharedNoteList } from '@clinio/contracts';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  signInPatient,
  type PatientSignedIn,
} from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';

/** The portal's notes: only signed notes the clinic shared, of the patient's own records. */
let ctx: TestContext;
let tenant: ProvisionedTenant;
let provider: Member;
let session: PatientSignedIn;
let myRecord: string;
let otherRecord: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database, { name: 'Riverside Clinic' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  const login = await buildPatientLogin(ctx.db.database);
  myRecord = (await buildPatient(ctx.db.database, { tenant, login })).id;
  otherRecord = (
    await buildPatient(ctx.db.database, { tenant, login: await buildPatientLogin(ctx.db.database) })
  ).id;
  session = await signInPatient(ctx.server, login);
});
afterAll(() => ctx.close());

async function note(patientId: string, text: string, options: { sign: boolean; share: boolean }) {
  const headers = provider.session.headers;
  const created = await ctx.server.inject({
    method: 'POST',
    url: '/api/provider-notes',
    headers,
    payload: { patient_id: patientId, sections: { assessment: text } },
  });
  const draft = created.json<ProviderNote>();
  if (options.sign) {
    await ctx.server.inject({
      method: 'POST',
      url: `/api/provider-notes/${draft.id}/sign`,
      headers,
      payload: { version: draft.version },
    });
  }
  if (options.share) {
    const shared = await ctx.server.inject({
      method: 'POST',
      url: `/api/provider-notes/${draft.id}/share`,
      headers,
    });
    expect(shared.statusCode).toBe(options.sign ? 200 : 409);
  }
  return draft.id;
}

const mine = (patientId = myRecord) =>
  ctx.server.inject({
    method: 'GET',
    url: `/api/patients/${patientId}/provider-notes`,
    headers: session.headers,
  });

it('shows a shared signed note with its addenda, and nothing else', async () => {
  const shared = await note(myRecord, 'Seasonal allergy', { sign: true, share: true });
  await note(myRecord, 'Signed but private', { sign: true, share: false });
  await note(myRecord, 'Still a draft', { sign: false, share: true });
  await note(otherRecord, 'Someone else', { sign: true, share: true });
  await ctx.server.inject({
    method: 'POST',
    url: `/api/provider-notes/${shared}/addenda`,
    headers: provider.session.headers,
    payload: { text: 'Antihistamine helped' },
  });
  const response = await mine();
  expect(response.statusCode).toBe(200);
  // Health data is never kept by a browser or proxy cache (quality bar 12).
  expect(response.headers['cache-control']).toBe('no-store');
  const { results } = response.json<SharedNoteList>();
  expect(results.map((row) => row.id)).toEqual([shared]);
  expect(results[0]).toMatchObject({
    clinic_name: 'Riverside Clinic',
    signed_by_name: expect.any(String) as unknown,
    addenda: [expect.objectContaining({ text: 'Antihistamine helped' }) as unknown],
  });
  expect(results[0]?.sections.find((section) => section.key === 'assessment')?.text).toBe('Seasonal allergy');
  expect(results[0]?.content_hash).toMatch(/^[0-9a-f]{64}$/);
  const audit = await auditActions(ctx.db.database, tenant.tenantId);
  expect(audit.map((row) => row.action)).toContain('provider_notes.portal_read');
});

it('hides a note again once the clinic stops sharing it', async () => {
  const shared = await note(myRecord, 'Shared then withdrawn', { sign: true, share: true });
  expect((await mine()).json<SharedNoteList>().results.map((row) => row.id)).toContain(shared);
  await ctx.server.inject({
    method: 'DELETE',
    url: `/api/provider-notes/${shared}/share`,
    headers: provider.session.headers,
  });
  expect((await mine()).json<SharedNoteList>().results.map((row) => row.id)).not.toContain(shared);
});

it("answers 404 for another patient's record, as for a missing one", async () => {
  const other = await mine(otherRecord);
  const missing = await mine('00000000-0000-4000-8000-000000000000');
  expect(other.statusCode).toBe(404);
  expect(other.json()).toEqual(missing.json());
});
