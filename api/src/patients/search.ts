import type { PatientSort } from '@clinio/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { sharedIndexesFor } from './search-indexes';
import type { PatientSearch } from './search-text';

/**
 * The patient search (ADR 032): one box, classified here in plain TypeScript, then one SQL query
 * that the trigram GIN indexes of migration 0008 answer.
 *
 * `normaliseSearch` (search-text.ts) is pure (no database): it decides what the text is.
 * `searchPatientsQuery` runs in the caller's tenant transaction; the benchmark imports both.
 */

/**
 * `pg_trgm.word_similarity_threshold` for typo matching (`token <% search_name`). Measured in
 * search.db.test.ts: one missing, wrong or end-swapped letter scores 0.5-0.77 (`smiht` -> smith 0.5,
 * `jonson` -> johnson 0.5, `garcai` 0.57, `jonathon` 0.67), different names 0.14-0.33 (`olsen` ->
 * jensen, `jones` -> james). PostgreSQL's default, 0.6, misses the 0.5 typos; 0.45 keeps them and
 * stays clear of the 0.33 look-alikes. A swap inside a long name (`jonhson`, 0.33) is a known miss:
 * a threshold that low matches unrelated names and makes the index scans far less selective.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/** Tokens shorter than this match only as a word prefix; from this length a typo is tolerated. */
export const FUZZY_MIN_LENGTH = 4;

/**
 * `total` of a search is counted up to this many matches (the count stops reading rows there): a
 * search with more answers 1,000 and the screen says "1,000+". Exact below the cap.
 */
export const PATIENT_TOTAL_CAP = 1_000;
/**
 * A search ranks at most this many matches (in the order the index finds them): past it, the
 * cost of reading every match from the table outgrows the page. Searches that broad ("smith" in a
 * million records) are refined by typing more (a first name, a date of birth); the total says
 * "1,000+" long before this.
 */
export const RANK_CANDIDATE_CAP = 1_000;
/** The same for the list without a search (an index-only count of the tenant's rows). */
export const PATIENT_LIST_TOTAL_CAP = 100_000;

export interface PatientSearchFilters {
  /** One branch (the list's filter). */
  branchId?: string | undefined;
  /** `active` (default), `archived` or `all`. */
  status?: 'active' | 'archived' | 'all' | undefined;
  tag?: string | undefined;
  /**
   * Branch scoping: staff limited to some branches see patients of those branches and patients
   * with no branch. `null` (or absent): every branch.
   */
  allowedBranchIds?: readonly string[] | null | undefined;
}

export interface PatientPageOptions {
  skip: number;
  limit: number;
  /** Default: `relevance` with a search, `name` without. */
  sort?: PatientSort | undefined;
  /** Skip the count (the benchmark, exports): `total` is then -1. */
  count?: boolean;
  /**
   * Typo matches (`token <% search_name`): true by default. `searchPatientsQuery` first asks
   * without them and adds them only when exact and partial matches do not fill the page.
   */
  typos?: boolean;
  /**
   * Match through the trigram indexes without the tenant (migration 0018), for a clinic that holds
   * most of the table. `searchPatientsQuery` decides it with `sharedIndexesFor` when not given.
   */
  sharedIndexes?: boolean;
}

/** `%`, `_` and `\` typed by the user are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

const name = sql.ref('p.search_name');

/**
 * What a search condition names: the columns (the tenant's trigram indexes), or the expressions of
 * the shared indexes of migration 0018 (the same text) for a clinic that holds most of the table.
 */
const OWN_INDEXES = { name, phone: sql.ref('p.phone_digits') };
const SHARED_INDEXES = { name: sql`(p.search_name || '')`, phone: sql`(p.phone_digits || '')` };
type NameRef = (typeof SHARED_INDEXES)['name'];

function wordPrefix(token: string, target: NameRef = name): Expression<SqlBool> {
  const escaped = escapeLike(token);
  return sql<SqlBool>`(${target} like ${`${escaped}%`} or ${target} like ${`% ${escaped}%`} or ${target} like ${`%-${escaped}%`})`;
}

/** One token's exact match: a word prefix for tokens under 3 letters, else a substring. */
function tokenMatches(token: string, target: NameRef = name): Expression<SqlBool> {
  if (token.length < 3) return wordPrefix(token, target);
  return sql<SqlBool>`${target} like ${`%${escapeLike(token)}%`}`;
}

/** 0 when the token starts a word, 1 inside a word, 2 only close (a typo). Lower is better. */
function tokenRank(token: string) {
  const escaped = escapeLike(token);
  return sql<number>`(case when ${wordPrefix(token)} then 0 when ${name} like ${`%${escaped}%`} then 1 else 2 end)`;
}

/** The columns of a summary row (the list, the picker, duplicates). */
export const SUMMARY_COLUMNS = [
  'p.id',
  'p.chart_number',
  'p.first_name',
  'p.last_name',
  'p.preferred_name',
  'p.sex',
  'p.email',
  'p.phone_number',
  'p.branch_id',
  'p.tags',
  'p.allergies',
  'p.alerts',
  'p.archived_at',
] as const;

function baseQuery(
  db: Kysely<DB>,
  tenantId: string,
  search: PatientSearch,
  filters: PatientSearchFilters,
  typos = true,
  shared = false,
) {
  let query = db.selectFrom('patient_search_rows as p').where('p.tenant_id', '=', tenantId);
  const indexed = shared ? SHARED_INDEXES : OWN_INDEXES;

  const status = filters.status ?? 'active';
  if (status === 'active') query = query.where('p.archived_at', 'is', null);
  if (status === 'archived') query = query.where('p.archived_at', 'is not', null);
  if (filters.branchId !== undefined) query = query.where('p.branch_id', '=', filters.branchId);
  if (filters.tag !== undefined) query = query.where(sql<SqlBool>`p.tags @> array[${filters.tag}]::text[]`);
  const allowed = filters.allowedBranchIds;
  if (allowed !== null && allowed !== undefined) {
    query =
      allowed.length === 0
        ? query.where('p.branch_id', 'is', null)
        : query.where((eb) => eb.or([eb('p.branch_id', 'is', null), eb('p.branch_id', 'in', [...allowed])]));
  }

  switch (search.kind) {
    case 'none':
      return query;
    case 'chart':
      return query.where('p.chart_number', '=', String(search.chartNumber));
    case 'email':
      // `<> ''` lets the planner use the partial indexes on e-mail. Typed from its start: a prefix
      // (btree range); from the middle (`@example.com`): a substring (trigrams).
      return query
        .where('p.email_normalized', '<>', '')
        .where(
          'p.email_normalized',
          'like',
          search.email.startsWith('@') ? `%${escapeLike(search.email)}%` : `${escapeLike(search.email)}%`,
        );
    case 'dob':
      return query.where(sql<SqlBool>`p.date_of_birth = ${search.date}::date`);
    case 'phone':
      return query
        .where('p.phone_digits', '<>', '')
        .where((eb) =>
          eb.or(search.digits.map((digits) => sql<SqlBool>`${indexed.phone} like ${`%${digits}%`}`)),
        );
    case 'name': {
      const exact = search.tokens.map((token) => tokenMatches(token, indexed.name));
      const fuzzy = search.tokens.filter((token) => token.length >= FUZZY_MIN_LENGTH);
      if (!typos || fuzzy.length === 0) return query.where((eb) => eb.and(exact));
      // Typo pass: the exact match, or every long token close to a word (`<%` alone, short tokens
      // as in the exact pass). Each branch is one AND the trigram index answers in one scan; an
      // OR per token (`like or <%`) made PostgreSQL scan one token's matches and filter the rest
      // row by row (ADR 032: 528 ms -> 49 ms for a two-name typo at a million rows).
      const close = search.tokens.map((token) =>
        token.length >= FUZZY_MIN_LENGTH
          ? sql<SqlBool>`${token} <% ${indexed.name}`
          : tokenMatches(token, indexed.name),
      );
      return query.where((eb) => eb.or([eb.and(exact), eb.and(close)]));
    }
  }
}

/** The columns plus the rank and order for the chosen sort. */
function ordered(
  query: ReturnType<typeof baseQuery>,
  search: PatientSearch,
  sort: PatientSort,
): ReturnType<typeof selectSummary> {
  let selected = selectSummary(query);
  if (sort === 'relevance') {
    if (search.kind === 'name') {
      const rank = search.tokens.map(tokenRank).reduce((sum, next) => sql<number>`${sum} + ${next}`);
      selected = selected
        .orderBy(rank)
        .orderBy(sql`word_similarity(${search.tokens.join(' ')}, ${name})`, 'desc');
    } else if (search.kind === 'email') {
      selected = selected
        .orderBy(sql`p.email_normalized = ${search.email}`, 'desc')
        .orderBy(sql`p.email_normalized like ${`${escapeLike(search.email)}%`}`, 'desc');
    } else if (search.kind === 'phone') {
      selected = selected.orderBy(
        sql`${sql.join(
          search.digits.map((digits) => sql`p.phone_digits like ${`%${digits}`}`),
          sql` or `,
        )}`,
        'desc',
      );
    }
    return selected.orderBy('p.last_name').orderBy('p.first_name').orderBy('p.id');
  }
  switch (sort) {
    case 'name':
      return selected.orderBy('p.last_name').orderBy('p.first_name').orderBy('p.id');
    case '-name':
      return selected.orderBy('p.last_name', 'desc').orderBy('p.first_name', 'desc').orderBy('p.id', 'desc');
    case 'chart_number':
      return selected.orderBy('p.chart_number');
    case '-chart_number':
      return selected.orderBy('p.chart_number', 'desc');
    case 'created_at':
      return selected.orderBy('p.created_at').orderBy('p.id');
    case '-created_at':
      return selected.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  }
}

function selectSummary(query: ReturnType<typeof baseQuery>) {
  return query.select([
    ...SUMMARY_COLUMNS,
    sql<string | null>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
  ]);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];
export type PatientSummaryRow = Omit<PageRow, 'candidates'>;

/** The statement that sets the typo threshold for this transaction (needs a transaction). */
export async function setSearchThreshold(db: Kysely<DB>): Promise<void> {
  await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`.execute(
    db,
  );
}

/** The page query, unexecuted (the benchmark EXPLAINs it). */
export function patientPageQuery(
  db: Kysely<DB>,
  tenantId: string,
  search: PatientSearch,
  filters: PatientSearchFilters,
  page: PatientPageOptions,
) {
  const sort = page.sort ?? (search.kind === 'none' ? 'name' : 'relevance');
  const matches = baseQuery(db, tenantId, search, filters, page.typos ?? true, page.sharedIndexes ?? false);
  if (sort !== 'relevance' || search.kind === 'none' || search.kind === 'chart' || search.kind === 'dob') {
    return ordered(matches, search, sort)
      .select(sql<string | null>`null`.as('candidates'))
      .limit(page.limit)
      .offset(page.skip);
  }
  // Ranking reads every match from the table; a very broad search ("smith" in a million records)
  // ranks the first RANK_CANDIDATE_CAP matches the index finds (same columns, same alias `p`).
  // Counting those candidates in the same statement gives the capped total (the caps are equal)
  // without reading the matches a second time.
  const candidates = db.selectFrom(
    matches.selectAll('p').limit(RANK_CANDIDATE_CAP).as('p'),
  ) as unknown as typeof matches;
  return ordered(candidates, search, sort)
    .select(sql<string | null>`count(*) over ()`.as('candidates'))
    .limit(page.limit)
    .offset(page.skip);
}

/** The capped count query, unexecuted. */
export function patientCountQuery(
  db: Kysely<DB>,
  tenantId: string,
  search: PatientSearch,
  filters: PatientSearchFilters,
  typos = true,
  sharedIndexes = false,
) {
  const cap = search.kind === 'none' ? PATIENT_LIST_TOTAL_CAP : PATIENT_TOTAL_CAP;
  const capped = baseQuery(db, tenantId, search, filters, typos, sharedIndexes)
    .select(sql`1`.as('one'))
    .limit(cap);
  return db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll<string>().as('total'));
}

/**
 * One page of patients and the (capped) total. `db` must be a transaction (the typo threshold is
 * transaction-local) bound to `tenantId` by `withTenant`; the explicit tenant condition lets the
 * planner use the tenant column inside the trigram indexes.
 */
export async function searchPatientsQuery(
  db: Kysely<DB>,
  tenantId: string,
  search: PatientSearch,
  filters: PatientSearchFilters,
  page: PatientPageOptions,
): Promise<{ results: PatientSummaryRow[]; total: number }> {
  const fuzzy =
    page.typos !== false &&
    search.kind === 'name' &&
    search.tokens.some((token) => token.length >= FUZZY_MIN_LENGTH);
  let typos = false;
  const sharedIndexes = page.sharedIndexes ?? (await sharedIndexesFor(db, tenantId, search));
  const options = { ...page, sharedIndexes };
  let rows = await patientPageQuery(db, tenantId, search, filters, { ...options, typos: false }).execute();
  // Typo matches rank after every exact and partial match: they can only change a page that those
  // do not fill, so they are looked for only then (the common name costs one cheap query).
  if (fuzzy && rows.length < page.limit) {
    await setSearchThreshold(db);
    typos = true;
    rows = await patientPageQuery(db, tenantId, search, filters, { ...options, typos: true }).execute();
  }
  const candidates = rows[0]?.candidates ?? null;
  const results: PatientSummaryRow[] = rows.map(({ candidates: _candidates, ...row }) => row);
  if (page.count === false) return { results, total: -1 };
  // A short page is the end of the list: no count needed.
  if (results.length < page.limit && (results.length > 0 || page.skip === 0)) {
    return { results, total: page.skip + results.length };
  }
  // A ranked search counted its candidates in the page's own statement.
  if (candidates !== null) return { results, total: Number(candidates) };
  const row = await patientCountQuery(
    db,
    tenantId,
    search,
    filters,
    typos,
    sharedIndexes,
  ).executeTakeFirstOrThrow();
  return { results, total: Number(row.total) };
}

/**
 * One batch of an export: the filtered records after chart number `after`, in chart number order
 * (keyset paging on the unique (tenant_id, chart_number) index, so every batch is one index range
 * and an export of any size never holds more than one batch).
 */
export function patientExportBatchQuery(
  db: Kysely<DB>,
  tenantId: string,
  search: PatientSearch,
  filters: PatientSearchFilters,
  after: number,
  size: number,
) {
  return baseQuery(db, tenantId, search, filters)
    .leftJoin('branches as b', (join) =>
      join.onRef('b.tenant_id', '=', 'p.tenant_id').onRef('b.id', '=', 'p.branch_id'),
    )
    .selectAll('p')
    .select([
      sql<string | null>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('birth_date'),
      'b.name as branch_name',
    ])
    .where('p.chart_number', '>', String(after))
    .orderBy('p.chart_number')
    .limit(size);
}
