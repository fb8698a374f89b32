import type { Insertable } from 'kysely';
import type { PatientsTable } from '../db/schema';

/**
 * Invented patients for the demo clinics (issue 10): about two hundred per clinic, so the patients
 * screen, the search and the chart are alive on a fresh start. Deterministic (a seeded PRNG, the
 * same people every time), realistic (varied and accented names, ages 0 to 95, phones of the
 * clinic's country in the ranges set aside for fiction, allergies, alerts, tags, a home branch, a
 * few archived) and with a few deliberate duplicate pairs for the merge screen. Nobody here is real.
 */

/** mulberry32: a small, fast, seeded PRNG (0 <= x < 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FEMALE = [
  'Olivia',
  'Emma',
  'Ava',
  'Sophia',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'María',
  'Lucía',
  'Sofía',
  'Valentina',
  'Zoë',
  'Chloé',
  'Amélie',
  'Renée',
  'Inês',
  'Beatriz',
  'Ingrid',
  'Søs',
  'Małgorzata',
  'Agnieszka',
  'Fatima',
  'Aisha',
  'Yuki',
  'Mei',
  'Priya',
  'Ananya',
  'Nneka',
  'Adaeze',
  'Grace',
  'Hannah',
  'Siobhán',
  'Niamh',
  'Elif',
  'Zeynep',
  'Léa',
  'Manon',
];
const MALE = [
  'Liam',
  'Noah',
  'Oliver',
  'James',
  'Elijah',
  'William',
  'Henry',
  'Lucas',
  'Benjamin',
  'Theodore',
  'José',
  'Mateo',
  'Santiago',
  'Ángel',
  'João',
  'Tomás',
  'Luís',
  'François',
  'Jérôme',
  'Björn',
  'Søren',
  'Łukasz',
  'Piotr',
  'Mohammed',
  'Omar',
  'Hiroshi',
  'Wei',
  'Arjun',
  'Rahul',
  'Chidi',
  'Emeka',
  'Kwame',
  'Seán',
  'Ciarán',
  'Çağrı',
  'Emre',
  'Dmitri',
  'Nikolai',
  'Hugo',
  'Théo',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'García',
  'Miller',
  'Davis',
  'Rodríguez',
  'Martínez',
  'Hernández',
  'López',
  'González',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Pérez',
  'Thompson',
  'White',
  'Harris',
  'Sánchez',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Müller',
  'Schäfer',
  'Sørensen',
  'Ångström',
  'Øberg',
  'Núñez',
  'Gonçalves',
  'Dubois',
  'Lefèvre',
  'Kowalski',
  'Wiśniewska',
  'Nowak',
  'Ivanova',
  'Petrov',
  'Yamamoto',
  'Tanaka',
  'Kim',
  'Park',
  'Chen',
  'Wang',
  'Singh',
  'Patel',
  'Okafor',
  'Mensah',
  'Haddad',
  "O'Brien",
  'Ó Súilleabháin',
  'MacDonald',
  'Fitzgerald',
  'Yılmaz',
  'Öztürk',
  'Rossi',
  'Esposito',
  'Costa',
  'Silva',
  'Santos',
];
const STREETS = ['Oak', 'Maple', 'Cedar', 'Elm', 'Park', 'Church', 'Mill', 'High', 'Station', 'Grove'];
const ALLERGIES = ['Penicillin', 'Latex', 'Peanuts', 'Sulfa drugs', 'Ibuprofen', 'Shellfish', 'Bee stings'];
const ALERTS = [
  'Hard of hearing',
  'Needs an interpreter',
  'Wheelchair access',
  'Fall risk',
  'Anxious with needles',
];
const INSURERS = ['Acme Health PPO', 'Northwind Mutual', 'Blue Harbor HMO', 'Contoso Care', 'Self-pay'];
const RELATIONS = ['Spouse', 'Parent', 'Sibling', 'Partner', 'Friend', 'Son', 'Daughter'];

export interface DemoPatientOptions {
  tenantId: string;
  /** Two letters: US numbers use 555-01xx, GB numbers Ofcom's drama ranges. */
  country: 'US' | 'GB';
  branchIds: readonly string[];
  count: number;
  seed: number;
  /** Ages are counted back from this day (the seed run). */
  today: Date;
  emailDomain: string;
  city: { city: string; region: string; postalPrefix: string };
}

type Row = Insertable<PatientsTable>;

function phoneFor(country: 'US' | 'GB', index: number): string {
  if (country === 'GB') {
    // 0161 496 0000-0999 (Manchester) and 020 7946 0000-0999 (London): numbers set aside for fiction.
    const line = String(index % 1000).padStart(4, '0');
    return index < 1000 ? `+441614960${line.slice(1)}` : `+442079460${line.slice(1)}`;
  }
  // 555-0100 to 555-0199 in eight area codes: reserved for fiction.
  const areas = ['860', '959', '203', '475', '212', '646', '617', '857'];
  return `+1${areas[Math.floor(index / 100) % areas.length] ?? '860'}55501${String(index % 100).padStart(2, '0')}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `count` (at most 200) invented patients, plus the duplicate pairs, as rows for one multi-row insert. */
export function demoPatients(options: DemoPatientOptions): Row[] {
  const random = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const chance = (p: number) => random() < p;
  const today = options.today.getTime();
  const rows: Row[] = [];

  for (let index = 0; index < options.count; index += 1) {
    const female = chance(0.52);
    const first = pick(female ? FEMALE : MALE);
    const last = pick(LAST);
    // Ages 0-95, more adults than children or the very old.
    const age = Math.min(
      95,
      Math.floor(chance(0.15) ? random() * 18 : 18 + random() * random() * 78 + random() * 20),
    );
    const born = new Date(today - (age * 365.25 + random() * 365) * 86_400_000);
    const tags: string[] = [];
    if (age < 18) tags.push('pediatric');
    if (age > 40 && chance(0.12)) tags.push('diabetic');
    if (chance(0.08)) tags.push('vip');
    const createdDaysAgo = Math.floor(random() * 720);
    if (createdDaysAgo < 30) tags.push('new');
    const ascii = `${first}.${last}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    const hasContact = chance(0.6);
    rows.push({
      tenant_id: options.tenantId,
      first_name: first,
      last_name: last,
      preferred_name: chance(0.06) ? first.slice(0, 3) : '',
      date_of_birth: isoDay(born),
      sex: chance(0.02) ? 'unknown' : female ? 'female' : 'male',
      email: chance(0.8) ? `${ascii}${index}@${options.emailDomain}` : '',
      phone_number: chance(0.92) ? phoneFor(options.country, index) : '',
      address_line1: `${1 + Math.floor(random() * 240)} ${pick(STREETS)} ${options.country === 'GB' ? 'Road' : 'Street'}`,
      city: options.city.city,
      region: options.city.region,
      postal_code: `${options.city.postalPrefix}${Math.floor(random() * 90 + 10)}`,
      country: options.country,
      emergency_contact_name: hasContact ? `${pick(female ? MALE : FEMALE)} ${last}` : '',
      emergency_contact_phone: hasContact ? phoneFor(options.country, index + 200) : '',
      emergency_contact_relationship: hasContact ? pick(RELATIONS) : '',
      insurance: chance(0.7) ? pick(INSURERS) : '',
      allergies: chance(0.25)
        ? [pick(ALLERGIES), ...(chance(0.3) ? [pick(ALLERGIES)] : [])].filter(
            (v, i, all) => all.indexOf(v) === i,
          )
        : [],
      alerts: chance(0.1) ? [pick(ALERTS)] : [],
      tags,
      branch_id: options.branchIds.length > 0 ? pick(options.branchIds) : null,
      created_at: new Date(today - createdDaysAgo * 86_400_000 - Math.floor(random() * 86_400_000)),
      archived_at: chance(0.04) ? new Date(today - Math.floor(random() * 30) * 86_400_000) : null,
    });
  }
  return [...rows, ...duplicatePairs(options)];
}

/**
 * Four pairs the duplicate rule finds, for the merge screen: the same date of birth and a close
 * name (twice), the same phone, the same e-mail.
 */
function duplicatePairs(options: DemoPatientOptions): Row[] {
  const base = {
    tenant_id: options.tenantId,
    country: options.country,
    city: options.city.city,
    region: options.city.region,
    branch_id: options.branchIds[0] ?? null,
  };
  const phone = (index: number) => phoneFor(options.country, 600 + index);
  const at = (daysAgo: number) => new Date(options.today.getTime() - daysAgo * 86_400_000);
  return [
    {
      ...base,
      first_name: 'Katherine',
      last_name: 'Johansson',
      date_of_birth: '1979-03-02',
      sex: 'female',
      phone_number: phone(1),
      created_at: at(400),
    },
    {
      ...base,
      first_name: 'Catherine',
      last_name: 'Johansson',
      date_of_birth: '1979-03-02',
      sex: 'female',
      created_at: at(12),
    },
    {
      ...base,
      first_name: 'Jon',
      last_name: 'Whitaker',
      date_of_birth: '1964-11-20',
      sex: 'male',
      email: `jon.whitaker@${options.emailDomain}`,
      created_at: at(300),
    },
    {
      ...base,
      first_name: 'John',
      last_name: 'Whittaker',
      date_of_birth: '1964-11-20',
      sex: 'male',
      created_at: at(20),
    },
    {
      ...base,
      first_name: 'María José',
      last_name: 'Fernández',
      date_of_birth: '1990-07-15',
      sex: 'female',
      phone_number: phone(3),
      created_at: at(250),
    },
    {
      ...base,
      first_name: 'Maria Jose',
      last_name: 'Fernandez-Ruiz',
      date_of_birth: '1990-05-17',
      sex: 'female',
      phone_number: phone(3),
      created_at: at(5),
    },
    {
      ...base,
      first_name: 'Robert',
      last_name: 'Ashdown',
      date_of_birth: '1957-01-09',
      sex: 'male',
      email: `bob.ashdown@${options.emailDomain}`,
      created_at: at(500),
    },
    {
      ...base,
      first_name: 'Bob',
      last_name: 'Ashdown',
      date_of_birth: null,
      sex: 'male',
      email: `bob.ashdown@${options.emailDomain}`,
      created_at: at(2),
    },
  ];
}
