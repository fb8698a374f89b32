import { CompiledQuery, sql } from 'kysely';
import { buildTenant } from '../test/factories';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import type { ProvisionedTenant } from '../tenancy/provision';
import { patientPageQuery, searchPatientsQuery, setSearchThreshold } from './search';
import { normaliseSearch, type PatientSearch } from './search-text';

/**
 * Opt-in (PATIENT_SEARCH_PLAN_ROWS=1000000): fills one tenant with synthetic patients and checks
 * that every kind of search is answered from the indexes of migration 0008 (EXPLAIN), printing the
 * time of each query with and without them. A measurement for ADR 032, not a timed test: the
 * benchmark (`pnpm bench`) owns the numbers of quality bar 24.
 */
const ROWS = Number(process.env.PATIENT_SEARCH_PLAN_ROWS ?? '0');
const maybe = ROWS > 0 ? describe : describe.skip;

const FIRST =
  'James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen José María Zoë Søren Chloé Renée Ana Luís João Björn Ingrid Mohammed Fatima Wei Yuki Hiroshi Aisha Olga Dmitri Pierre Amélie Nuno Inês Mateo Lucía Ángel Noémie Elif Çağrı'.split(
    ' ',
  );
const LAST =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts García Müller Sørensen Ångström Øberg Núñez Gonçalves Dubois Lefèvre Kowalski Nowak Ivanov Petrov Yamamoto Tanaka Kim Park Chen Wang Singh Patel Okafor Mensah Haddad Nakamura Schneider Fischer Weber Becker Rossi Russo Ferrari Esposito Bianchi Romano Costa Silva Santos Oliveira Pereira Almeida'.split(
    ' ',
  );

let db: TestDatabase;
let tenant: ProvisionedTenant;

maybe(`patient search plans at ${ROWS} rows`, () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    tenant = await buildTenant(db.database);
    const other = await buildTenant(db.database);
    const started = Date.now();
    // Most rows in the measured tenant, a tenth in another (the indexes hold both).
    for (const [target, count] of [
      [tenant, ROWS],
      [other, Math.ceil(ROWS / 10)],
    ] as const) {
      await ownerQuery(
        db.ownerUrl,
        `insert into patients (tenant_id, chart_number, first_name, last_name, date_of_birth, phone_number, email, archived_at)
         select $1::uuid, n,
                ($2::text[])[1 + (hashint4(n) & 2147483647) % cardinality($2::text[])],
                ($3::text[])[1 + (hashint4(n + 7) & 2147483647) % cardinality($3::text[])] ||
                  case when n % 3 = 0 then '' else substr(md5(n::text), 1, 3) end,
                date '1930-01-01' + (hashint4(n + 13) & 2147483647) % 34000,
                '+1' || (2000000000 + (hashint4(n + 17) & 2147483647) % 7999999999)::text,
                case when n % 2 = 0 then 'p' || n || '@example.com' else '' end,
                case when n % 50 = 0 then now() else null end
           from generate_series(1, $4::int) n`,
        [target.tenantId, FIRST, LAST, count],
      );
    }
    await ownerQuery(db.ownerUrl, 'vacuum analyze patients');
    console.log(`loaded ${ROWS + Math.ceil(ROWS / 10)} rows in ${Date.now() - started} ms`);
  }, 3_600_000);
  afterAll(() => db.drop());

  /** The plans of the query without and with typo matches, and the time of the search as the API runs it. */
  async function plan(search: PatientSearch, indexes: boolean): Promise<{ plan: string; ms: number[] }> {
    return db.database.withTenant(tenant.tenantId, async (tx) => {
      await setSearchThreshold(tx);
      if (!indexes) {
        await sql`set local enable_bitmapscan = off`.execute(tx);
        await sql`set local enable_indexscan = off`.execute(tx);
        await sql`set local enable_indexonlyscan = off`.execute(tx);
      }
      const filters = { status: 'active' } as const;
      const plans: string[] = [];
      for (const typos of [false, true]) {
        const query = patientPageQuery(tx, tenant.tenantId, search, filters, {
          skip: 0,
          limit: 20,
          typos,
        }).compile();
        const rows = await tx.executeQuery(
          CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
        );
        plans.push(
          `-- typos ${typos}\n${(rows.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n')}`,
        );
      }
      const ms: number[] = [];
      for (let run = 0; run < (indexes ? 7 : 3); run += 1) {
        const start = process.hrtime.bigint();
        await searchPatientsQuery(tx, tenant.tenantId, search, filters, { skip: 0, limit: 20, count: false });
        ms.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      return { plan: plans.join('\n'), ms };
    });
  }

  const BROAD = new Set(['@example.com']);
  const CASES = [
    'smith',
    'john smith',
    'smith john',
    'jo sm',
    'garcia',
    'gonçalves',
    'jonson',
    'kowalsky',
    '(202) 555',
    '2025550',
    'p4242@example.com',
    '@example.com',
    '1985-03-14',
    'P-004242',
  ];

  it.each(CASES)(
    'answers %s from the indexes',
    async (text) => {
      const search = normaliseSearch(text, { dateFormat: 'MDY' });
      const withIndex = await plan(search, true);
      const without = await plan(search, false);
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      console.log(
        `${text}: with indexes ${median(withIndex.ms).toFixed(1)} ms, without ${median(without.ms).toFixed(1)} ms (x${(
          median(without.ms) / Math.max(median(withIndex.ms), 0.01)
        ).toFixed(0)})\n${withIndex.plan}`,
      );
      // The query the API runs first (without typo matches) is answered from an index. (With typo
      // matches, a dense match set under the candidate cap may rightly be read sequentially.)
      // A search matching half the table ('@example.com') is rightly read in table order up to
      // the candidate cap.
      if (BROAD.has(text)) return;
      const strict = withIndex.plan.split('-- typos true')[0] ?? '';
      expect(strict).toMatch(/Index|Bitmap/);
      expect(strict).not.toMatch(/Seq Scan on patients/);
    },
    600_000,
  );
});
