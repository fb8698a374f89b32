import type { MyRecordAccessResponse, PatientContactDetails } from '@clinio/contracts';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  signInPatient,
  type PatientSignedIn,
} from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildMember, type Member } from '../staff/staff-test-fixtures';

/** The portal's own calls: contact details in every authorized clinic, and "who viewed my record". */
let ctx: TestContext;
let home: ProvisionedTenant;
let abroad: ProvisionedTenant;
let session: PatientSignedIn;
let loginId: string;
let homeRecord: string;
let abroadRecord: string;
let revokedRecord: string;
let provider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  home = await buildTenant(ctx.db.database, { name: 'Home Clinic' });
  abroad = await buildTenant(ctx.db.database, { name: 'London Clinic' });
  const revoked = await buildTenant(ctx.db.database, { name: 'Old Clinic' });
  await ctx.db.database.withTenant(abroad.tenantId, (tx) =>
    tx.updateTable('clinics').set({ country: 'GB' }).execute(),
  );
  const login = await buildPatientLogin(ctx.db.database);
  loginId = login.id;
  homeRecord = (await buildPatient(ctx.db.database, { tenant: home, login })).id;
  abroadRecord = (await buildPatient(ctx.db.database, { tenant: abroad, login })).id;
  revokedRecord = (await buildPatient(ctx.db.database, { tenant: revoked, login })).id;
  await ctx.db.database.withTenant(revoked.tenantId, (tx) =>
    tx.updateTable('patient_clinic_links').set({ revoked_at: new Date() }).execute(),
  );
  session = await signInPatient(ctx.server, login);
  provider = await buildMember(ctx.server, ctx.db.database, { tenant: home, role: 'provider' });
});
afterAll(() => ctx.close());

async function record(tenant: ProvisionedTenant, id: string) {
  return ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('patients')
      .select(['phone_number', 'city', 'emergency_contact_phone', 'emergency_contact_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  );
}

describe('contact details', () => {
  it('writes the details to every linked record, phones read in each clinic, and the login phone', async () => {
    const response = await ctx.server.inject({
      method: 'PATCH',
      url: '/api/patients/profile/contact',
      headers: session.headers,
      payload: {
        phone_number: '+44 20 7946 0958',
        city: 'Lisbon',
        emergency_contact_name: 'Sam',
        emergency_contact_phone: '+1 415 555 0101',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PatientContactDetails>()).toEqual(
      expect.objectContaining({
        phone_number: '+442079460958',
        city: 'Lisbon',
        emergency_contact_phone: '+14155550101',
      }),
    );
    expect(await record(home, homeRecord)).toEqual(
      expect.objectContaining({
        phone_number: '+442079460958',
        city: 'Lisbon',
        emergency_contact_name: 'Sam',
      }),
    );
    expect(await record(abroad, abroadRecord)).toEqual(
      expect.objectContaining({ phone_number: '+442079460958', city: 'Lisbon' }),
    );
    // The revoked clinic's record is not touched.
    const old = await ctx.db.database
      .unscoped()
      .selectFrom('patients')
      .select('city')
      .where('id', '=', revokedRecord)
      .executeTakeFirstOrThrow();
    expect(old.city).toBe('');
    const login = await ctx.db.database.app
      .selectFrom('patient_logins')
      .select('phone_number')
      .where('id', '=', loginId)
      .executeTakeFirstOrThrow();
    expect(login.phone_number).toBe('+442079460958');
  });

  it('reads a national number in each clinic’s own country', async () => {
    // 020 7946 0958 is a London number; read in the United States it is not a valid number.
    const response = await ctx.server.inject({
      method: 'PATCH',
      url: '/api/patients/profile/contact',
      headers: session.headers,
      payload: { phone_number: '020 7946 0958', city: 'Nowhere' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({
        code: 'validation_error',
        fields: [expect.objectContaining({ field: 'phone_number' })],
      }),
    );
    // Nothing stored anywhere.
    expect((await record(home, homeRecord)).city).toBe('Lisbon');
    expect((await record(abroad, abroadRecord)).city).toBe('Lisbon');
  });

  it('refuses unknown keys and shows the details back', async () => {
    const refused = await ctx.server.inject({
      method: 'PATCH',
      url: '/api/patients/profile/contact',
      headers: session.headers,
      payload: { first_name: 'Mallory' },
    });
    expect(refused.statusCode).toBe(400);
    const shown = await ctx.server.inject({
      method: 'GET',
      url: '/api/patients/profile/contact',
      headers: session.headers,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<PatientContactDetails>().city).toBe('Lisbon');
    // The profile of spec 7 still answers.
    const profile = await ctx.server.inject({
      method: 'GET',
      url: '/api/patients/profile',
      headers: session.headers,
    });
    expect(profile.statusCode).toBe(200);
  });
});

describe('who viewed my record', () => {
  it('lists staff reads and changes of my records with the role and clinic only', async () => {
    await ctx.server.inject({
      method: 'GET',
      url: `/api/patients/${homeRecord}`,
      headers: provider.session.headers,
    });
    await ctx.server.inject({
      method: 'PATCH',
      url: `/api/patients/${homeRecord}`,
      headers: provider.session.headers,
      payload: { insurance: 'Acme Health' },
    });
    // Someone else's record in the same clinic: never in my log.
    const stranger = await buildPatient(ctx.db.database, { tenant: home });
    await ctx.server.inject({
      method: 'GET',
      url: `/api/patients/${stranger.id}`,
      headers: provider.session.headers,
    });

    const response = await ctx.server.inject({
      method: 'GET',
      url: '/api/patients/access-log',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json<MyRecordAccessResponse>();
    expect(results).toEqual([
      {
        at: expect.any(String) as unknown,
        clinic_name: 'Home Clinic',
        actor_role: 'Clinician',
        action_label: 'Changed the record',
      },
      {
        at: expect.any(String) as unknown,
        clinic_name: 'Home Clinic',
        actor_role: 'Clinician',
        action_label: 'Viewed the chart',
      },
    ]);
    expect(response.body).not.toContain('Test User');
    expect(response.body).not.toContain(stranger.id);

    const older = await ctx.server.inject({
      method: 'GET',
      url: `/api/patients/access-log?limit=1&before=${encodeURIComponent(results[0]?.at ?? '')}`,
      headers: session.headers,
    });
    expect(older.json<MyRecordAccessResponse>().results.map((row) => row.action_label)).toEqual([
      'Viewed the chart',
    ]);
  });
});
