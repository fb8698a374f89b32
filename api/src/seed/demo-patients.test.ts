import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { findDuplicates } from '../patients/patients.queries';
import { readPhone } from '../patients/phone';
import { demoPatients } from './demo-patients';
import { DEMO_TENANT_ID, NORTHSIDE_TENANT_ID, seedDemoData } from './demo-seed';

/** The demo clinics' patients: about two hundred each, valid, linked, with pairs to merge. */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database);
});
afterAll(() => db.drop());

const options = {
  tenantId: DEMO_TENANT_ID,
  country: 'US' as const,
  branchIds: ['b1', 'b2'],
  count: 50,
  seed: 7,
  today: new Date('2026-01-01T00:00:00Z'),
  emailDomain: 'x.example',
  city: { city: 'Hartford', region: 'CT', postalPrefix: '061' },
};

it('is deterministic', () => {
  expect(demoPatients(options)).toEqual(demoPatients(options));
  expect(demoPatients({ ...options, seed: 8 })).not.toEqual(demoPatients(options));
});

it.each([
  [DEMO_TENANT_ID, 'US'],
  [NORTHSIDE_TENANT_ID, 'GB'],
] as const)('gives %s about 200 patients with valid phones of its country', async (tenantId, country) => {
  const rows = await db.database.withTenant(tenantId, (tx) =>
    tx
      .selectFrom('patients')
      .select([
        'phone_number',
        'emergency_contact_phone',
        'date_of_birth',
        'archived_at',
        'tags',
        'allergies',
        'branch_id',
      ])
      .execute(),
  );
  expect(rows.length).toBeGreaterThanOrEqual(195);
  expect(rows.length).toBeLessThanOrEqual(210);
  for (const row of rows) {
    for (const phone of [row.phone_number, row.emergency_contact_phone].filter((value) => value !== '')) {
      expect({ phone, reading: readPhone(phone, country) }).toEqual({
        phone,
        reading: { ok: true, e164: phone },
      });
    }
  }
  expect(rows.filter((row) => row.archived_at !== null).length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.tags.includes('pediatric')).length).toBeGreaterThan(5);
  expect(rows.filter((row) => row.allergies.length > 0).length).toBeGreaterThan(10);
  expect(rows.every((row) => row.branch_id !== null)).toBe(true);
});

it('keeps the demo patient login linked to its record', async () => {
  const links = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .selectFrom('patient_clinic_links as l')
      .innerJoin('patients as p', 'p.id', 'l.patient_id')
      .select(['p.first_name', 'p.last_name', 'p.phone_number'])
      .where('l.revoked_at', 'is', null)
      .execute(),
  );
  expect(links).toEqual([{ first_name: 'Jordan', last_name: 'Miller', phone_number: '+18605550199' }]);
});

it('has four pairs the duplicate rule finds', async () => {
  const found = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const reasons: string[] = [];
    for (const [first, last] of [
      ['Catherine', 'Johansson'],
      ['John', 'Whittaker'],
      ['Maria Jose', 'Fernandez-Ruiz'],
      ['Bob', 'Ashdown'],
    ] as const) {
      const row = await tx
        .selectFrom('patients')
        .select(['id', 'first_name', 'last_name', 'phone_number', 'email', 'date_of_birth'])
        .where('first_name', '=', first)
        .where('last_name', '=', last)
        .executeTakeFirstOrThrow();
      const duplicates = await findDuplicates(
        tx,
        DEMO_TENANT_ID,
        {
          ...row,
          date_of_birth:
            row.date_of_birth === null ? null : new Date(row.date_of_birth).toISOString().slice(0, 10),
        },
        row.id,
      );
      reasons.push(`${first}: ${duplicates.map((item) => item.reasons.join('+')).join(', ')}`);
    }
    return reasons;
  });
  expect(found).toEqual([
    'Catherine: same_birth_date_close_name',
    'John: same_birth_date_close_name',
    'Maria Jose: same_phone',
    'Bob: same_email',
  ]);
});
