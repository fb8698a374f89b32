import pg from 'pg';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { insertActiveStaff, provisionTenant } from '../tenancy/provision';

/**
 * The patients benchmark's data (quality bars 23 and 24): a dedicated bench tenant with its clinic,
 * one branch and a front-desk account, and up to a million synthetic patients generated in SQL.
 *
 * Every value is a pure function of the patient's sequence number (hashint8extended with one seed
 * per field), so two runs produce the same people and the benchmark's query list is stable.
 * Names are drawn with a mild skew, as in a real register: the most common surname is about 1 %
 * of the patients (Smith is 0.8 % in the US census), the most common first names about 1 % each;
 * accented names included; phones are E.164 US numbers; e-mails use reserved example domains.
 */
export const BENCH_TENANT_ID = 'b3c4e000-0000-4000-8000-000000000001';
export const BENCH_SLUG = 'bench';
export const BENCH_CLINIC_CODE = 'BENCHCLINIC-1000';
export const BENCH_USERNAME = 'benchdesk';
export const BENCH_PASSWORD = 'Clinio!bench1';
export const BENCH_DEFAULT_COUNT = 1_000_000;

const FEMALE_FIRST = [
  'Emma',
  'Olivia',
  'Ava',
  'Sophia',
  'Isabella',
  'Mia',
  'Charlotte',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'Emily',
  'Elizabeth',
  'Sofía',
  'Ella',
  'Madison',
  'Scarlett',
  'Victoria',
  'Aria',
  'Grace',
  'Chloé',
  'Camila',
  'Penelope',
  'Riley',
  'Layla',
  'Lillian',
  'Nora',
  'Zoë',
  'Mila',
  'Aubrey',
  'Hannah',
  'Lily',
  'Addison',
  'Eleanor',
  'Natalie',
  'Luna',
  'Savannah',
  'Brooklyn',
  'Leah',
  'Zoe',
  'Stella',
  'Hazel',
  'Ellie',
  'Paisley',
  'Audrey',
  'Skylar',
  'Violet',
  'Claire',
  'Bella',
  'Aurora',
  'María',
  'Lucía',
  'Renée',
  'Inés',
  'Maëlle',
  'Anaïs',
  'Björk',
  'Åsa',
  'Małgorzata',
  'Priya',
  'Aisha',
  'Fatima',
  'Mei',
  'Yuki',
  'Hana',
  'Amara',
  'Chiara',
  'Elena',
  'Ingrid',
  'Siobhán',
  'Niamh',
  'Ximena',
  'Valentina',
  'Gabriela',
  'Ana',
  'Beatriz',
  'Céline',
  'Noémie',
  'Françoise',
] as const;
const MALE_FIRST = [
  'Liam',
  'Noah',
  'William',
  'James',
  'Oliver',
  'Benjamin',
  'Elijah',
  'Lucas',
  'Mason',
  'Logan',
  'Alexander',
  'Ethan',
  'Jacob',
  'Michael',
  'Daniel',
  'Henry',
  'Jackson',
  'Sebastian',
  'Aiden',
  'Matthew',
  'Samuel',
  'David',
  'Joseph',
  'Carter',
  'Owen',
  'Wyatt',
  'John',
  'Jack',
  'Luke',
  'Jayden',
  'Dylan',
  'Grayson',
  'Levi',
  'Isaac',
  'Gabriel',
  'Julian',
  'Mateo',
  'Anthony',
  'Jaxon',
  'Lincoln',
  'Joshua',
  'Christopher',
  'Andrew',
  'Theodore',
  'Caleb',
  'Ryan',
  'Asher',
  'Nathan',
  'Thomas',
  'Leo',
  'José',
  'Jesús',
  'Andrés',
  'Joaquín',
  'Raúl',
  'Nicolás',
  'François',
  'Jérôme',
  'Björn',
  'Søren',
  'Jürgen',
  'Łukasz',
  'Ravi',
  'Arjun',
  'Mohammed',
  'Omar',
  'Yusuf',
  'Hiroshi',
  'Kenji',
  'Wei',
  'Chidi',
  'Kwame',
  'Sean',
  'Seán',
  'Diego',
  'Santiago',
  'Tomás',
  'Mikael',
  'Stefan',
  'Dmitri',
] as const;
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gómez',
  'Phillips',
  'Evans',
  'Turner',
  'Díaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutiérrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chávez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Álvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jiménez',
  'Müller',
  'Schäfer',
  'Schröder',
  'Köhler',
  'Weiß',
  'Fischer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Koch',
  'Dubois',
  'Lefèvre',
  'Girard',
  'Faure',
  'Rousseau',
  'Béranger',
  'Mercier',
  'Lambert',
  'Bonnet',
  'François',
  'Núñez',
  'Peña',
  'Ibáñez',
  'Muñoz',
  'Fernández',
  'Sáenz',
  'Domínguez',
  'Vázquez',
  'Márquez',
  'Suárez',
  'Kowalski',
  'Nowak',
  'Wiśniewski',
  'Wójcik',
  'Zieliński',
  'Dąbrowski',
  'Lindqvist',
  'Åberg',
  'Sørensen',
  'Østergaard',
  "O'Brien",
  "O'Connor",
  'McCarthy',
  'Gallagher',
  'Okoye',
  'Adeyemi',
  'Mensah',
  'Sato',
  'Tanaka',
  'Yamamoto',
  'Chen',
  'Wang',
  'Zhang',
  'Liu',
  'Shah',
  'Menon',
  'Iyer',
  'Demir',
  'Yılmaz',
  'Petrova',
  'Ivanova',
  'Novak',
  'Horváth',
  'Kovács',
  'Papadopoulos',
  'Rossi',
  'Russo',
  'Bianchi',
  'Marchetti',
  'Esposito',
  'Cohen',
  'Levy',
  'Friedman',
  'Haddad',
  'Khoury',
  'Nasser',
  'Abdullah',
  'Hussein',
  'Santos',
  'Oliveira',
  'Souza',
  'Ferreira',
  'Almeida',
  'Costa',
  'Carvalho',
  'Whitfield',
  'Hale',
  'Grant',
  'Reyes-Ortiz',
  'Smith-Jones',
] as const;
const NICKNAMES = [
  'Liz',
  'Kate',
  'Bill',
  'Bob',
  'Jim',
  'Mike',
  'Alex',
  'Sam',
  'Nick',
  'Tony',
  'Pepe',
  'Lulu',
] as const;
const AREA_CODES = [
  '860',
  '203',
  '475',
  '212',
  '917',
  '617',
  '857',
  '415',
  '312',
  '305',
  '713',
  '206',
  '503',
  '404',
  '602',
] as const;
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'inbox.example'] as const;
const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Farmington',
  'Asylum',
  'Prospect',
] as const;
const STREET_KINDS = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court'] as const;
const CITIES = [
  'Hartford',
  'New Haven',
  'Stamford',
  'Bridgeport',
  'Waterbury',
  'Norwalk',
  'Danbury',
  'Bristol',
] as const;
const INSURERS = [
  'Aetna PPO',
  'Anthem Blue Cross',
  'Cigna HMO',
  'UnitedHealthcare',
  'Medicare',
  'Medicaid (HUSKY)',
] as const;

export interface GenerateOptions {
  /** The total number of bench patients wanted (default a million). */
  count?: number;
  log?: (message: string) => void;
}

export interface GenerateResult {
  tenantId: string;
  /** Patients of the bench tenant after the run. */
  patients: number;
  /** Rows inserted by this run (0: the data was already there). */
  inserted: number;
  seconds: number;
  /** Seconds of each step (insert, index rebuild, analyze), when rows were inserted. */
  steps: Record<string, number>;
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/** The bench tenant (clinic, branch, staff account), created once through the app's own path. */
async function ensureBenchTenant(database: Database): Promise<void> {
  const existing = await database
    .unscoped()
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', BENCH_TENANT_ID)
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await provisionTenant(
    database,
    {
      tenantId: BENCH_TENANT_ID,
      slug: BENCH_SLUG,
      name: 'Bench Family Practice',
      clinicCode: BENCH_CLINIC_CODE,
      timezone: 'America/New_York',
      plan: { plan: 'pro', status: 'active' },
      branches: [
        {
          name: 'Bench Main',
          address_line1: '1 Benchmark Way',
          city: 'Hartford',
          region: 'CT',
          postal_code: '06103',
          country: 'US',
          phone: '+1 860 555 0100',
        },
      ],
    },
    async (tx, tenant) => {
      await tx
        .updateTable('clinics')
        .set({ country: 'US', default_branch_id: tenant.branchIds[0] ?? null })
        .where('id', '=', tenant.clinicId)
        .execute();
      await insertActiveStaff(tx, {
        tenantId: tenant.tenantId,
        roleId: tenant.roleIds.front_desk,
        branchIds: tenant.branchIds,
        username: BENCH_USERNAME,
        email: 'benchdesk@bench.test',
        firstName: 'Bench',
        lastName: 'Desk',
        passwordHash,
        emailVerified: true,
      });
    },
  );
}

/**
 * One INSERT … SELECT over generate_series: every column a function of i and the arrays ($n).
 * `u(k)` is a uniform number in [0, 1) from hashint8extended(i, k): one seed per field.
 */
function insertStatement(): string {
  const u = (seed: number) => `((hashint8extended(g.i, ${seed}) & 2147483647)::float8 / 2147483648.0)`;
  const pick = (array: string, size: string, seed: number, skew = 1) =>
    `(${array})[1 + floor(power(${u(seed)}, ${skew}) * ${size})::int]`;
  return `
    insert into patients (
      tenant_id, branch_id, chart_number, first_name, last_name, preferred_name, sex, date_of_birth,
      email, phone_number, address_line1, city, region, postal_code, country, insurance,
      allergies, alerts, tags, archived_at, created_at, updated_at
    )
    select $1::uuid,
           case when ${u(20)} < 0.9 then $2::uuid end,
           $3::bigint + g.i,
           p.first_name, p.last_name,
           case when ${u(21)} < 0.04 then ${pick('$7::text[]', 'cardinality($7::text[])', 22)} else '' end,
           p.sex,
           (date '2026-01-01' - floor(power(${u(23)}, 0.85) * 34675)::int),
           case when ${u(24)} < 0.75 then
             regexp_replace(patient_fold(p.first_name), '[^a-z]', '', 'g') ||
             (array['.', '_', ''])[1 + (g.i % 3)::int] ||
             regexp_replace(patient_fold(p.last_name), '[^a-z]', '', 'g') ||
             case when ${u(25)} < 0.6 then (g.i % 1000)::text else '' end ||
             '@' || ${pick('$9::text[]', 'cardinality($9::text[])', 26)}
           else '' end,
           case when ${u(27)} < 0.92 then
             '+1' || ${pick('$8::text[]', 'cardinality($8::text[])', 28)} ||
             (200 + floor(${u(29)} * 800)::int)::text || lpad(floor(${u(30)} * 10000)::int::text, 4, '0')
           else '' end,
           (1 + floor(${u(31)} * 2400)::int)::text || ' ' || ${pick('$10::text[]', 'cardinality($10::text[])', 32)}
             || ' ' || ${pick('$11::text[]', 'cardinality($11::text[])', 33)},
           ${pick('$12::text[]', 'cardinality($12::text[])', 34, 1.5)},
           'CT',
           '06' || lpad(floor(${u(35)} * 1000)::int::text, 3, '0'),
           'US',
           case when ${u(36)} < 0.7 then ${pick('$13::text[]', 'cardinality($13::text[])', 37)} || ' #' ||
             (100000000 + floor(${u(38)} * 899999999)::int)::text else '' end,
           array_remove(array[
             case when ${u(40)} < 0.08 then 'Penicillin' end,
             case when ${u(41)} < 0.04 then 'Peanuts' end,
             case when ${u(42)} < 0.02 then 'Latex' end], null),
           array_remove(array[
             case when ${u(43)} < 0.015 then 'Fall risk' end,
             case when ${u(44)} < 0.01 then 'Needs an interpreter' end], null),
           array_remove(array[
             case when ${u(45)} < 0.09 then 'diabetic' end,
             case when ${u(46)} < 0.12 then 'hypertension' end,
             case when ${u(47)} < 0.03 then 'vip' end,
             case when ${u(48)} < 0.05 then 'new' end], null),
           case when ${u(49)} < 0.02 then p.created_at + interval '400 days' end,
           p.created_at, p.created_at
      from generate_series($4::bigint, $5::bigint) as g(i)
      cross join lateral (
        select case when s.w < 0.49 then ${pick('$14::text[]', 'cardinality($14::text[])', 2, 1.1)}
                    else ${pick('$15::text[]', 'cardinality($15::text[])', 3, 1.1)} end as first_name,
               ${pick('$6::text[]', 'cardinality($6::text[])', 4, 1.15)} as last_name,
               case when s.w < 0.49 then 'female' when s.w < 0.97 then 'male'
                    when s.w < 0.975 then 'intersex' else 'unknown' end as sex,
               timestamptz '2016-01-01 08:00:00+00' + (g.i::float8 / $5::float8) * interval '3600 days'
                 as created_at
          from (select ${u(1)} as w) as s
      ) as p`;
}

/**
 * Creates the bench tenant and tops its patients up to `count` (nothing to do when they are
 * there: the run is idempotent). A large load drops the patients table's secondary indexes,
 * inserts, and rebuilds them in the same transaction (much faster than updating the trigram
 * indexes row by row; a failure rolls everything back), then sets the tenant's chart-number
 * counter to the last number given, and analyzes the table.
 *
 * Runs as the database owner (`ownerUrl`): a bulk load like a migration, not a request. The
 * tenant's own rows are still written with app.tenant_id set to the bench tenant.
 */
export async function generateBenchPatients(
  database: Database,
  ownerUrl: string,
  options: GenerateOptions = {},
): Promise<GenerateResult> {
  const count = options.count ?? BENCH_DEFAULT_COUNT;
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  await ensureBenchTenant(database);

  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'clinio-bench-generate' });
  await client.connect();
  const steps: Record<string, number> = {};
  try {
    const countRows = async () =>
      Number(
        (
          await client.query<{ n: string }>('select count(*) as n from patients where tenant_id = $1', [
            BENCH_TENANT_ID,
          ])
        ).rows[0]?.n ?? 0,
      );
    const have = await countRows();
    if (have >= count) {
      log(`bench tenant already has ${have} patients: nothing to generate`);
      return {
        tenantId: BENCH_TENANT_ID,
        patients: have,
        inserted: 0,
        seconds: seconds(performance.now() - started),
        steps,
      };
    }
    const branch = await client.query<{ id: string }>(
      'select id from branches where tenant_id = $1 order by created_at limit 1',
      [BENCH_TENANT_ID],
    );
    const counter = await client.query<{ last_number: string }>(
      'select last_number from patient_chart_counters where tenant_id = $1',
      [BENCH_TENANT_ID],
    );
    const lastChart = Number(counter.rows[0]?.last_number ?? 0);
    const toAdd = count - have;
    log(`generating ${toAdd} bench patients (${have} already there)`);

    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', $1, true)`, [BENCH_TENANT_ID]);
    await client.query(`set local maintenance_work_mem = '256MB'`);
    await client.query(`set local synchronous_commit = off`);
    // Secondary indexes (not those behind constraints): dropped for a large load, rebuilt after.
    const indexes =
      toAdd >= 50_000
        ? (
            await client.query<{ name: string; definition: string }>(
              `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
                 from pg_index x join pg_class i on i.oid = x.indexrelid
                where x.indrelid = 'public.patients'::regclass
                  and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
            )
          ).rows
        : [];
    for (const index of indexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);

    let mark = performance.now();
    // Sequence numbers continue after the rows already there, so a top-up adds new people.
    await client.query(insertStatement(), [
      BENCH_TENANT_ID,
      branch.rows[0]?.id ?? null,
      lastChart - have,
      have + 1,
      count,
      [...LAST],
      [...NICKNAMES],
      [...AREA_CODES],
      [...DOMAINS],
      [...STREETS],
      [...STREET_KINDS],
      [...CITIES],
      [...INSURERS],
      [...FEMALE_FIRST],
      [...MALE_FIRST],
    ]);
    steps.insertSeconds = seconds(performance.now() - mark);
    log(`inserted ${toAdd} rows in ${steps.insertSeconds} s`);

    mark = performance.now();
    for (const index of indexes) await client.query(index.definition);
    if (indexes.length > 0) {
      steps.indexSeconds = seconds(performance.now() - mark);
      log(`rebuilt ${indexes.length} indexes in ${steps.indexSeconds} s`);
    }
    await client.query(
      `insert into patient_chart_counters (tenant_id, last_number)
         select $1, coalesce(max(chart_number), 0) from patients where tenant_id = $1
       on conflict (tenant_id) do update set last_number = excluded.last_number`,
      [BENCH_TENANT_ID],
    );
    await client.query('commit');

    mark = performance.now();
    await client.query('analyze patients');
    steps.analyzeSeconds = seconds(performance.now() - mark);
    const patients = await countRows();
    return {
      tenantId: BENCH_TENANT_ID,
      patients,
      inserted: toAdd,
      seconds: seconds(performance.now() - started),
      steps,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
