import { loadavg } from 'node:os';
import { formatChartNumber } from '@clinio/contracts';
import { sql } from 'kysely';
import { loadConfig } from '../config/config';
import { connectDatabase } from '../db/connect';
import { createDatabase, type Database, type TenantTx } from '../db/database';
import { APP_ROLE, SYSTEM_ROLE, urlForRole } from '../db/roles';
import {
  FUZZY_MIN_LENGTH,
  patientCountQuery,
  patientPageQuery,
  searchPatientsQuery,
  setSearchThreshold,
} from '../patients/search';
import { sharedIndexesFor } from '../patients/search-indexes';
import { normaliseSearch } from '../patients/search-text';
import { BENCH_DEFAULT_COUNT, BENCH_TENANT_ID, generateBenchPatients } from './bench-patients-data';

/**
 * `pnpm bench`'s patient figures in SQL (quality bar 24), on the database the API would use
 * (DATA_DIR's embedded PostgreSQL, or DATABASE_URL):
 *   1. the bench tenant's million patients (bench-patients-data.ts; skipped when already there);
 *   2. a fixed list of 200 searches drawn from those patients, ten kinds of twenty (name prefix,
 *      full name, two tokens reversed, two short prefixes, a typo, a name typed without its
 *      accents, phone digits in several formats, an e-mail prefix, a date of birth, a chart
 *      number), each run through the API's own `normaliseSearch` + `searchPatientsQuery` in a
 *      `withTenant` transaction as the request role: first page of 20, relevance order, the
 *      capped total; one warm-up pass, then PASSES measured passes;
 *   3. the same 200 searches once more with index scans switched off in their transaction
 *      (`set local enable_indexscan/enable_bitmapscan/enable_indexonlyscan = off`): PostgreSQL then
 *      reads the table (a sequential scan) as it would without the indexes, same SQL, same data;
 *   4. EXPLAIN (ANALYZE, BUFFERS) of the slowest indexed searches.
 * Prints one JSON object, which also carries the search texts and a sample of patient ids for the
 * HTTP part that `shared/build/bin/bench.mjs` runs against the real server.
 */
const PASSES = Number(process.env.BENCH_PATIENTS_PASSES ?? 3);
/** How many of the 200 searches run without indexes (each can take seconds). */
const BASELINE_QUERIES = Number(process.env.BENCH_PATIENTS_BASELINE_QUERIES ?? 200);
const PER_KIND = 20;
const PAGE = { skip: 0, limit: 20 } as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (value: number) => Math.round(value * 100) / 100;
const stats = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
};

interface Sample {
  chart_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  date_of_birth: string;
}

interface BenchQuery {
  kind: string;
  text: string;
}

/** Accents off, as someone typing on a keyboard without them would. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss');

/** One typing slip: two neighbouring letters swapped in the middle of the word. */
const typo = (word: string) => {
  if (word.length < 5) return `${word}${word.at(-1) ?? ''}`;
  const at = Math.floor(word.length / 2) - 1;
  return `${word.slice(0, at)}${word.charAt(at + 1)}${word.charAt(at)}${word.slice(at + 2)}`;
};

/** A US number (10 national digits) as people type it: four ways, in turn. */
function typedPhone(national: string, turn: number): string {
  const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  switch (turn % 4) {
    case 0:
      return `(${area}) ${exchange}-${line}`;
    case 1:
      return `${area}-${exchange}-${line}`;
    case 2:
      return `${exchange} ${line}`;
    default:
      return `+1 ${area} ${exchange} ${line}`;
  }
}

/** Twenty searches of each kind, from patients spread evenly over the chart numbers. */
async function benchQueries(database: Database, patients: number): Promise<BenchQuery[]> {
  return database.withTenant(BENCH_TENANT_ID, async (tx) => {
    const columns = sql`chart_number::text, first_name, last_name, email, phone_number,
      to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth`;
    // Three candidates per slot (some are archived, or have no e-mail): the first twenty kept.
    const spread = (offset: number, filter = sql`true`) =>
      sql<Sample>`select ${columns} from patients
        where tenant_id = ${BENCH_TENANT_ID} and archived_at is null and ${filter}
          and chart_number = any(${Array.from({ length: PER_KIND * 3 }, (_, k) =>
            String(1 + ((offset * 7919 + k * Math.floor(patients / (PER_KIND * 3))) % patients)),
          )}::bigint[])
        order by chart_number limit ${PER_KIND}`
        .execute(tx)
        .then((result) => result.rows);
    const accented = await sql<Sample>`select ${columns} from patients
        where tenant_id = ${BENCH_TENANT_ID} and archived_at is null and chart_number > ${Math.floor(patients / 3)}
          and search_name <> lower(first_name || ' ' || last_name || case when preferred_name = '' then '' else ' ' || preferred_name end)
        order by chart_number limit ${PER_KIND}`
      .execute(tx)
      .then((result) => result.rows);
    const queries: BenchQuery[] = [];
    const add = (kind: string, rows: Sample[], make: (row: Sample, index: number) => string | null) => {
      rows.forEach((row, index) => {
        const text = make(row, index);
        if (text) queries.push({ kind, text });
      });
    };
    add('name prefix', await spread(1), (row, i) => row.last_name.slice(0, 3 + (i % 3)));
    add('full name', await spread(2), (row) => `${row.first_name} ${row.last_name}`);
    add('two tokens reversed', await spread(3), (row) => `${row.last_name}, ${row.first_name}`);
    add(
      'two prefixes',
      await spread(4),
      (row) => `${row.first_name.slice(0, 3)} ${row.last_name.slice(0, 4)}`,
    );
    add('typo', await spread(5), (row, i) =>
      i % 2 === 0 ? `${row.first_name} ${typo(row.last_name)}` : typo(row.last_name),
    );
    add('without accents', accented, (row) => plain(`${row.first_name} ${row.last_name}`));
    add('phone', await spread(6, sql`phone_number <> ''`), (row, i) =>
      typedPhone(row.phone_number.slice(2), i),
    );
    add('e-mail prefix', await spread(7, sql`email <> ''`), (row) =>
      row.email.slice(0, row.email.indexOf('@') + 1),
    );
    add('date of birth', await spread(8), (row, i) => {
      const [year, month, day] = row.date_of_birth.split('-');
      return i % 2 === 0 ? row.date_of_birth : `${month}/${day}/${year}`;
    });
    add('chart number', await spread(9), (row, i) =>
      i % 2 === 0 ? formatChartNumber(Number(row.chart_number)) : `p${row.chart_number}`,
    );
    return queries;
  });
}

/** One search as the API runs it: the request role, the tenant's transaction, page 1 and total. */
async function timedSearch(database: Database, text: string, withoutIndexes: boolean): Promise<number> {
  const search = normaliseSearch(text, { dateFormat: 'MDY' });
  const started = performance.now();
  await database.withTenant(BENCH_TENANT_ID, async (tx) => {
    if (withoutIndexes) await noIndexScans(tx);
    await searchPatientsQuery(tx, BENCH_TENANT_ID, search, {}, PAGE);
  });
  return performance.now() - started;
}

async function noIndexScans(tx: TenantTx) {
  await sql`select set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
    set_config('enable_indexonlyscan', 'off', true)`.execute(tx);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements `searchPatientsQuery` may run for one search: the
 * page and the capped count without typo matching, and (for a name with a token long enough for
 * typos) the page with them, which runs when the first page is not full.
 */
async function explain(database: Database, text: string): Promise<Record<string, string>> {
  const search = normaliseSearch(text, { dateFormat: 'MDY' });
  return database.withTenant(BENCH_TENANT_ID, async (tx) => {
    await setSearchThreshold(tx);
    // As searchPatientsQuery decides it for the bench clinic (a million of the table's rows).
    const sharedIndexes = await sharedIndexesFor(tx, BENCH_TENANT_ID, search);
    const page = { ...PAGE, sharedIndexes };
    const statements = {
      page: patientPageQuery(tx, BENCH_TENANT_ID, search, {}, { ...page, typos: false }),
      count: patientCountQuery(tx, BENCH_TENANT_ID, search, {}, false, sharedIndexes),
      ...(search.kind === 'name' && search.tokens.some((token) => token.length >= FUZZY_MIN_LENGTH)
        ? { pageWithTypos: patientPageQuery(tx, BENCH_TENANT_ID, search, {}, { ...page, typos: true }) }
        : {}),
    };
    const plans: Record<string, string> = {};
    for (const [name, query] of Object.entries(statements)) {
      const compiled = query.compile();
      const result = await tx.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `explain (analyze, buffers) ${compiled.sql}`,
      });
      plans[name] = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    return plans;
  });
}

interface Measured extends BenchQuery {
  /** Milliseconds of each measured pass with the indexes. */
  indexed: number[];
  /** Milliseconds of the one run with index scans off (null: not in the baseline sample). */
  withoutIndexes: number | null;
}

const median = (values: number[]) =>
  percentile(
    values.toSorted((a, b) => a - b),
    50,
  );

/** The figures of bar 24 in SQL from the measured searches. */
function summarise(measured: Measured[]) {
  const both = measured.filter((query) => query.withoutIndexes !== null);
  const without = both.map((query) => query.withoutIndexes ?? Number.NaN);
  const bothIndexed = both.flatMap((query) => query.indexed);
  // Each search's own ratio: its time without indexes over its median time with them.
  const ratios = both
    .map((query) => (query.withoutIndexes ?? Number.NaN) / median(query.indexed))
    .toSorted((a, b) => a - b);
  const kinds = [...new Set(measured.map((query) => query.kind))];
  return {
    indexedMs: stats(measured.flatMap((query) => query.indexed)),
    withoutIndexesMs: stats(without),
    // Each side over the same searches (those run both ways).
    ratioP50: round(median(without) / median(bothIndexed)),
    ratioP95: round(stats(without).p95 / stats(bothIndexed).p95),
    perSearchRatio: { min: round(ratios[0] ?? Number.NaN), p50: round(percentile(ratios, 50)) },
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const mine = measured.filter((query) => query.kind === kind);
        const mineWithout = mine.flatMap((query) =>
          query.withoutIndexes === null ? [] : [query.withoutIndexes],
        );
        return [
          kind,
          {
            example: mine[0]?.text,
            indexedMs: stats(mine.flatMap((query) => query.indexed)),
            withoutIndexesMs: mineWithout.length > 0 ? stats(mineWithout) : null,
          },
        ];
      }),
    ),
  };
}

async function main() {
  const config = loadConfig();
  const log = (message: string) => console.error(message);
  const count = Number(process.env.BENCH_PATIENTS ?? BENCH_DEFAULT_COUNT);
  const connected = await connectDatabase(config, log);
  const database = createDatabase({
    appUrl: urlForRole(connected.ownerUrl, APP_ROLE),
    systemUrl: urlForRole(connected.ownerUrl, SYSTEM_ROLE),
    poolMax: 2,
  });
  try {
    const generate = await generateBenchPatients(connected.database, connected.ownerUrl, { count, log });
    const queries = await benchQueries(database, generate.patients);
    log(`${queries.length} searches; warm-up, then ${PASSES} passes with the indexes`);

    for (const query of queries) await timedSearch(database, query.text, false);
    const measured: Measured[] = queries.map((query) => ({ ...query, indexed: [], withoutIndexes: null }));
    for (let pass = 0; pass < PASSES; pass += 1) {
      for (const query of measured) query.indexed.push(await timedSearch(database, query.text, false));
    }
    const every = Math.max(1, Math.round(queries.length / BASELINE_QUERIES));
    const baseline = measured.filter((_, index) => index % every === 0);
    log(`the same ${baseline.length} searches with index scans off`);
    for (const query of baseline) query.withoutIndexes = await timedSearch(database, query.text, true);

    const slowest = measured
      .map((query) => ({ query, ms: median(query.indexed) }))
      .toSorted((a, b) => b.ms - a.ms)
      .slice(0, 3);
    const plans = [];
    for (const { query, ms } of slowest) {
      plans.push({
        kind: query.kind,
        search: query.text,
        medianMs: round(ms),
        plans: await explain(database, query.text),
      });
    }
    const ids = await database.withTenant(BENCH_TENANT_ID, async (tx) =>
      sql<{ id: string }>`select id from patients where tenant_id = ${BENCH_TENANT_ID}
        and chart_number = any(${Array.from({ length: 500 }, (_, k) => String(1 + ((k * 1999) % generate.patients)))}::bigint[])`
        .execute(tx)
        .then((result) => result.rows.map((row) => row.id)),
    );

    console.log(
      JSON.stringify({
        loadAverage1m: round(loadavg()[0] ?? 0),
        generate,
        sql: {
          searches: queries.length,
          passes: PASSES,
          method:
            'each search through normaliseSearch + searchPatientsQuery (page 1 of 20, relevance, capped total) in a withTenant transaction as the request role, timed at the client; baseline: the same searches with enable_indexscan, enable_bitmapscan and enable_indexonlyscan off in their transaction (sequential scans: the query without its indexes)',
          ...summarise(measured),
          slowest: plans,
        },
        searchTexts: queries.map((query) => query.text),
        patientIds: ids,
      }),
    );
  } finally {
    await database.close();
    await connected.database.close();
    await connected.stopServer();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
