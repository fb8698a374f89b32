import { sql } from 'kysely';
import { buildTenant } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { ProvisionedTenant } from '../tenancy/provision';
import { searchPatientsQuery, WORD_SIMILARITY_THRESHOLD, type PatientSearchFilters } from './search';
import { usesSharedIndexes } from './search-indexes';
import { normaliseSearch } from './search-text';

/** Search quality on a small real table: what a receptionist types and what must come first. */

let db: TestDatabase;
let tenant: ProvisionedTenant;
let other: ProvisionedTenant;

const PEOPLE = [
  {
    first_name: 'John',
    last_name: 'Smith',
    date_of_birth: '1985-03-14',
    phone_number: '+15551234567',
    email: 'john.smith@example.com',
  },
  {
    first_name: 'Johnny',
    last_name: 'Smithers',
    date_of_birth: '1990-01-01',
    phone_number: '+15559876543',
    email: 'johnny@example.com',
  },
  { first_name: 'Jon', last_name: 'Smyth', date_of_birth: null, phone_number: '', email: '' },
  {
    first_name: 'José',
    last_name: 'García',
    date_of_birth: '1972-11-02',
    phone_number: '+34612345678',
    email: 'jose@correo.es',
  },
  {
    first_name: 'Zoë',
    last_name: 'Ångström',
    date_of_birth: '2001-06-30',
    phone_number: '+442079460958',
    email: '',
  },
  {
    first_name: 'Catherine',
    last_name: 'Johnson',
    date_of_birth: '1965-07-04',
    phone_number: '+15550001111',
    email: 'cathy@example.com',
  },
  { first_name: 'Anna', last_name: 'Jensen', date_of_birth: '1999-09-09', phone_number: '', email: '' },
  { first_name: 'Hanna', last_name: 'Olsen', date_of_birth: null, phone_number: '', email: '' },
  { first_name: 'Mary-Kate', last_name: "O'Brien", date_of_birth: null, phone_number: '', email: '' },
  { first_name: 'Jonathan', last_name: 'Macdonald', date_of_birth: null, phone_number: '', email: '' },
  { first_name: 'Søren', last_name: 'Kierkegaard', date_of_birth: null, phone_number: '', email: '' },
];

beforeAll(async () => {
  db = await createTestDatabase();
  tenant = await buildTenant(db.database);
  other = await buildTenant(db.database);
  for (const target of [tenant, other]) {
    await db.database.withTenant(target.tenantId, (tx) =>
      tx
        .insertInto('patients')
        .values(PEOPLE.map((person) => ({ ...person, tenant_id: target.tenantId })))
        .execute(),
    );
  }
  await db.database.withTenant(tenant.tenantId, (tx) =>
    tx.updateTable('patients').set({ archived_at: new Date() }).where('first_name', '=', 'Hanna').execute(),
  );
});

afterAll(async () => {
  await db.drop();
});

async function search(
  text: string,
  filters: PatientSearchFilters = {},
  dateFormat: 'MDY' | 'DMY' = 'MDY',
  page: { skip: number; limit: number; sharedIndexes?: boolean } = { skip: 0, limit: 20 },
) {
  return db.database.withTenant(tenant.tenantId, async (tx) => {
    const { results, total } = await searchPatientsQuery(
      tx,
      tenant.tenantId,
      normaliseSearch(text, { dateFormat }),
      filters,
      page,
    );
    return { names: results.map((row) => `${row.first_name} ${row.last_name}`), total, results };
  });
}

describe('searchPatientsQuery', () => {
  it('finds names in any order and by prefix, the whole word first', async () => {
    expect((await search('smith john')).names[0]).toBe('John Smith');
    expect((await search('john smith')).names[0]).toBe('John Smith');
    expect((await search('Smith, John')).names[0]).toBe('John Smith');
    const prefix = await search('smi');
    expect(prefix.names).toEqual(expect.arrayContaining(['John Smith', 'Johnny Smithers']));
    expect(prefix.names).not.toContain('Jon Smyth');
  });

  it('puts exact and prefix matches before typo matches', async () => {
    const { names } = await search('smith');
    expect(names.slice(0, 2)).toEqual(['John Smith', 'Johnny Smithers']);
  });

  it('tolerates a typo in a name', async () => {
    expect((await search('jonson')).names).toContain('Catherine Johnson');
    expect((await search('johnsen')).names).toContain('Catherine Johnson');
    expect((await search('jonathon')).names).toContain('Jonathan Macdonald');
    expect((await search('kierkegard')).names).toContain('Søren Kierkegaard');
    expect((await search('mcdonald')).names).toContain('Jonathan Macdonald');
  });

  it('does not flood short names with look-alikes', async () => {
    expect((await search('anna')).names).toEqual(['Anna Jensen']);
    expect((await search('ann')).names).toEqual(['Anna Jensen']);
    expect((await search('jon')).names).toEqual(expect.arrayContaining(['Jon Smyth', 'Jonathan Macdonald']));
    expect((await search('jon')).names[0]).toBe('Jon Smyth');
  });

  it('ignores accents and case both ways', async () => {
    expect((await search('jose garcia')).names).toEqual(['José García']);
    expect((await search('GARCÍA')).names).toEqual(['José García']);
    expect((await search('zoe angstrom')).names).toEqual(['Zoë Ångström']);
    expect((await search('soren')).names).toEqual(['Søren Kierkegaard']);
    expect((await search("o'brien")).names).toEqual(["Mary-Kate O'Brien"]);
    expect((await search('kate')).names).toEqual(["Mary-Kate O'Brien"]);
  });

  it('finds a phone number typed in any format', async () => {
    for (const typed of [
      '(555) 123-4567',
      '555-123-4567',
      '+1 555 123 4567',
      '5551234567',
      '001 555 123 4567',
    ]) {
      expect({ typed, names: (await search(typed)).names }).toEqual({ typed, names: ['John Smith'] });
    }
    // Digits anywhere in the number: +34 612 345 678 holds 1234567 too; the number ending so comes first.
    expect((await search('123-4567')).names).toEqual(['John Smith', 'José García']);
    expect((await search('020 7946 0958')).names).toEqual(['Zoë Ångström']);
    expect((await search('+44 20 7946 0958')).names).toEqual(['Zoë Ångström']);
  });

  it('finds e-mail, whole or partial, the exact address first', async () => {
    expect((await search('JOHN.SMITH@example.com')).names).toEqual(['John Smith']);
    expect((await search('@example.com')).names).toHaveLength(3);
  });

  it('finds a date of birth in ISO and in the clinic format', async () => {
    expect((await search('1985-03-14')).names).toEqual(['John Smith']);
    expect((await search('03/14/1985')).names).toEqual(['John Smith']);
    expect((await search('14/03/1985', {}, 'DMY')).names).toEqual(['John Smith']);
  });

  it('finds a chart number', async () => {
    const first = await search('P-000001');
    expect(first.names).toHaveLength(1);
    expect(first.results[0]?.chart_number).toBe('1');
  });

  it('stays within the tenant, the status and the filters', async () => {
    expect((await search('olsen')).names).toEqual([]);
    expect((await search('olsen', { status: 'archived' })).names).toEqual(['Hanna Olsen']);
    expect((await search('olsen', { status: 'all' })).names).toEqual(['Hanna Olsen']);
    expect((await search('', { status: 'all' })).total).toBe(PEOPLE.length);
    expect((await search('')).total).toBe(PEOPLE.length - 1);
    expect((await search('', { allowedBranchIds: [] })).total).toBe(PEOPLE.length - 1);
    expect((await search('', { branchId: tenant.branchIds[0] })).total).toBe(0);
  });

  it('counts a full ranked page from its own candidates, on every page', async () => {
    const all = await search('smi');
    expect(all.total).toBe(all.names.length);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const first = await search('smi', {}, 'MDY', { skip: 0, limit: 1 });
    expect(first).toMatchObject({ names: [all.names[0]], total: all.total });
    const second = await search('smi', {}, 'MDY', { skip: 1, limit: 1 });
    expect(second).toMatchObject({ names: [all.names[1]], total: all.total });
    expect(Object.keys(first.results[0] ?? {})).not.toContain('candidates');
    // Past the last page: no candidate to count, so the count query answers.
    expect((await search('smi', {}, 'MDY', { skip: 50, limit: 1 })).total).toBe(all.total);
  });

  it('finds the same through the shared indexes of a large clinic (migration 0018)', async () => {
    const texts = ['smith john', 'smi', 'jo sm', 'smiht', 'gonçalves', '(202) 555', '2025550', '%'];
    for (const text of texts) {
      const own = await search(text, {}, 'MDY', { skip: 0, limit: 20, sharedIndexes: false });
      const shared = await search(text, {}, 'MDY', { skip: 0, limit: 20, sharedIndexes: true });
      expect({ text, names: shared.names, total: shared.total }).toEqual({
        text,
        names: own.names,
        total: own.total,
      });
    }
    // A clinic of a few records never takes them: its matches would hide among every clinic's.
    expect(
      await db.database.withTenant(tenant.tenantId, (tx) => usesSharedIndexes(tx, tenant.tenantId)),
    ).toBe(false);
  });

  it('takes % and _ literally', async () => {
    expect((await search('%')).names).toEqual([]);
    expect((await search('j_hn')).names).toEqual([]);
  });
});

describe('the typo threshold', () => {
  // The word similarity of typed tokens to stored names: the typos a receptionist makes score at
  // least the threshold; different names score below it.
  const typos: [string, string][] = [
    ['jonson', 'catherine johnson'],
    ['johnsen', 'catherine johnson'],
    ['jonathon', 'jonathan macdonald'],
    ['kierkegard', 'soren kierkegaard'],
    ['mcdonald', 'jonathan macdonald'],
    ['smiht', 'john smith'],
    ['garcai', 'jose garcia'],
    ['jensne', 'anna jensen'],
  ];
  // Different names (and two misses we accept: a transposition inside a 7-letter name scores
  // 0.33, and Smith/Smyth 0.33; a threshold that low lets Olsen find Jensen and slows the index).
  const different: [string, string][] = [
    ['jensen', 'catherine johnson'],
    ['olsen', 'anna jensen'],
    ['jones', 'james bond'],
    ['jonhson', 'catherine johnson'],
    ['smith', 'jon smyth'],
  ];

  async function similarity(token: string, stored: string): Promise<number> {
    const row = await db.database.withTenant(tenant.tenantId, (tx) =>
      sql<{ value: number }>`select word_similarity(${token}, ${stored}) as value`.execute(tx),
    );
    return Number(row.rows[0]?.value);
  }

  it('is met by common typos', async () => {
    const scores = await Promise.all(
      typos.map(async ([token, stored]) => [token, await similarity(token, stored)]),
    );
    for (const [token, score] of scores)
      expect({ token, ok: Number(score) >= WORD_SIMILARITY_THRESHOLD }).toEqual({ token, ok: true });
  });

  it('is not met by different names', async () => {
    const scores = await Promise.all(
      different.map(async ([token, stored]) => [token, await similarity(token, stored)]),
    );
    for (const [token, score] of scores)
      expect({ token, ok: Number(score) < WORD_SIMILARITY_THRESHOLD }).toEqual({ token, ok: true });
  });
});

describe('the search view patient_search_rows', () => {
  it('shows the transaction tenant’s patients only, and nothing without a tenant', async () => {
    const mine = await db.database.withTenant(tenant.tenantId, (tx) =>
      tx.selectFrom('patient_search_rows').select('tenant_id').distinct().execute(),
    );
    expect(mine).toEqual([{ tenant_id: tenant.tenantId }]);
    const none = await db.database.app.selectFrom('patient_search_rows').select('id').execute();
    expect(none).toEqual([]);
    // Asking for the other tenant's rows by id from this tenant's transaction finds nothing.
    const theirs = await db.database.withTenant(tenant.tenantId, (tx) =>
      tx.selectFrom('patient_search_rows').select('id').where('tenant_id', '=', other.tenantId).execute(),
    );
    expect(theirs).toEqual([]);
  });

  it('cannot be written through', async () => {
    await expect(
      db.database.withTenant(tenant.tenantId, (tx) =>
        tx.updateTable('patient_search_rows').set({ first_name: 'X' }).execute(),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
