import { parseChartNumber, type PatientSort } from '@clinio/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The patient search (ADR 032): one box, classified here in plain TypeScript, then one SQL query
 * that the trigram GIN indexes of migration 0008 answer.
 *
 * `normaliseSearch` is pure (no database): it decides what the text is. `searchPatientsQuery` runs
 * in the caller's tenant transaction; the benchmark (`pnpm bench`) imports both.
 */

export type DateFormat = 'MDY' | 'DMY';

export type PatientSearch =
  /** Nothing to search (blank): the filtered list in the chosen order. */
  | { kind: 'none' }
  /** `P-000123`, `p123`: one chart number. */
  | { kind: 'chart'; chartNumber: number }
  /** Contains `@`: e-mail, lower case; from its start a prefix (typed so far), from `@` a substring. */
  | { kind: 'email'; email: string }
  /** A real calendar date, as YYYY-MM-DD. */
  | { kind: 'dob'; date: string }
  /** Phone digits; each alternative is matched on `phone_digits` by substring. */
  | { kind: 'phone'; digits: string[] }
  /** Name tokens folded like SQL `patient_fold`; every token must match, in any order. */
  | { kind: 'name'; tokens: string[] };

export interface NormaliseOptions {
  /** How the clinic writes dates (03/14/1985 is MDY, 14/03/1985 is DMY). Default MDY. */
  dateFormat?: DateFormat | undefined;
}

/**
 * Letters `unaccent` maps that Unicode decomposition leaves alone (ø, ł, ß, æ...): mirrored here so
 * that the TypeScript fold and `patient_fold` agree on them.
 */
const UNACCENT_EXTRAS: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
const EXTRAS = new RegExp(`[${Object.keys(UNACCENT_EXTRAS).join('')}]`, 'g');

/** `patient_fold` in TypeScript: lower case, accents removed, whitespace collapsed and trimmed. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(EXTRAS, (letter) => UNACCENT_EXTRAS[letter] ?? letter)
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Countries whose people write the month first (03/14/1985). Everyone else: day first. */
const MONTH_FIRST = new Set(['US', 'PH', 'FM', 'MH', 'PW', 'BZ', 'GU', 'AS', 'MP', 'PR', 'VI', 'UM']);

/** The date format of a clinic in `country` (two letters; blank reads as the product default, MDY). */
export function dateFormatOf(country: string | null | undefined): DateFormat {
  const code = (country ?? '').trim().toUpperCase();
  return code === '' || MONTH_FIRST.has(code) ? 'MDY' : 'DMY';
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1800 || year > 2999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** `1985-03-14`, or `03/14/1985` / `14.03.1985` in the clinic's order; null when not a real date. */
export function readSearchDate(text: string, format: DateFormat): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!local) return null;
  const [first, second, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
  return format === 'MDY' ? isoDate(year, first, second) : isoDate(year, second, first);
}

const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/**
 * The digit strings a typed phone number may be stored under. Stored numbers are E.164 (`phone_digits`
 * holds the country code and national number), so: the digits as typed; without a leading trunk
 * `0` (`020 7946 0958` -> `2079460958`); and, when the text names a country (`+44…`, `0044…`), its
 * national number alone (rows written before E.164, or typed with the wrong country code).
 */
function phoneAlternatives(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  const alternatives = new Set<string>([digits]);
  const international = text.startsWith('+') ? text : digits.startsWith('00') ? `+${digits.slice(2)}` : null;
  if (international !== null) {
    alternatives.delete(digits);
    const withCode = international.replace(/\D/g, '');
    alternatives.add(withCode);
    const parsed = parsePhoneNumberFromString(international);
    if (parsed !== undefined && parsed.nationalNumber.length >= 3) alternatives.add(parsed.nationalNumber);
  } else if (/^0[1-9]/.test(digits) && digits.length >= 4) {
    alternatives.add(digits.replace(/^0+/, ''));
  }
  return [...alternatives].filter((value) => value.length >= 3);
}

/**
 * What the search box holds, in order: a chart number, an e-mail, a date of birth, a phone number
 * (digits with + ( ) . - and spaces, at least 3 digits), else name tokens.
 */
export function normaliseSearch(text: string, opts: NormaliseOptions = {}): PatientSearch {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'none' };

  const chartNumber = parseChartNumber(trimmed);
  if (chartNumber !== null) return { kind: 'chart', chartNumber };

  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase().replace(/\s+/g, '') };

  const date = readSearchDate(trimmed, opts.dateFormat ?? 'MDY');
  if (date !== null) return { kind: 'dob', date };

  if (PHONE_TEXT.test(trimmed) && trimmed.replace(/\D/g, '').length >= 3) {
    const digits = phoneAlternatives(trimmed);
    if (digits.length > 0) return { kind: 'phone', digits };
  }

  // Commas and semicolons separate names ("Smith, John"); everything else is kept as SQL keeps it.
  const tokens = foldName(trimmed.replace(/[,;]+/g, ' '))
    .split(' ')
    .filter((token) => token !== '');
  // The same token twice adds nothing; keep at most 6 so a pasted paragraph stays cheap.
  const unique = [...new Set(tokens)].slice(0, 6);
  return unique.length === 0 ? { kind: 'none' } : { kind: 'name', tokens: unique };
}

// ---------------------------------------------------------------------------------------------
// SQL

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
}

/** `%`, `_` and `\` typed by the user are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

const name = sql.ref('p.search_name');

function wordPrefix(token: string): Expression<SqlBool> {
  const escaped = escapeLike(token);
  return sql<SqlBool>`(${name} like ${`${escaped}%`} or ${name} like ${`% ${escaped}%`} or ${name} like ${`%-${escaped}%`})`;
}

/** One token's exact match: a word prefix for tokens under 3 letters, else a substring. */
function tokenMatches(token: string): Expression<SqlBool> {
  if (token.length < 3) return wordPrefix(token);
  return sql<SqlBool>`${name} like ${`%${escapeLike(token)}%`}`;
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
) {
  let query = db.selectFrom('patient_search_rows as p').where('p.tenant_id', '=', tenantId);

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
        .where((eb) => eb.or(search.digits.map((digits) => eb('p.phone_digits', 'like', `%${digits}%`))));
    case 'name': {
      const exact = search.tokens.map((token) => tokenMatches(token));
      const fuzzy = search.tokens.filter((token) => token.length >= FUZZY_MIN_LENGTH);
      if (!typos || fuzzy.length === 0) return query.where((eb) => eb.and(exact));
      // Typo pass: the exact match, or every long token close to a word (`<%` alone, short tokens
      // as in the exact pass). Each branch is one AND the trigram index answers in one scan; an
      // OR per token (`like or <%`) made PostgreSQL scan one token's matches and filter the rest
      // row by row (ADR 032: 528 ms -> 49 ms for a two-name typo at a million rows).
      const close = search.tokens.map((token) =>
        token.length >= FUZZY_MIN_LENGTH ? sql<SqlBool>`${token} <% ${name}` : tokenMatches(token),
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

export type PatientSummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

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
  const matches = baseQuery(db, tenantId, search, filters, page.typos ?? true);
  if (sort !== 'relevance' || search.kind === 'none' || search.kind === 'chart' || search.kind === 'dob') {
    return ordered(matches, search, sort).limit(page.limit).offset(page.skip);
  }
  // Ranking reads every match from the table; a very broad search ("smith" in a million records)
  // ranks the first RANK_CANDIDATE_CAP matches the index finds (same columns, same alias `p`).
  const candidates = db.selectFrom(
    matches.selectAll('p').limit(RANK_CANDIDATE_CAP).as('p'),
  ) as unknown as typeof matches;
  return ordered(candidates, search, sort).limit(page.limit).offset(page.skip);
}

/** The capped count query, unexecuted. */
export function patientCountQuery(
  db: Kysely<DB>,
  tenantId: string,
  search: PatientSearch,
  filters: PatientSearchFilters,
  typos = true,
) {
  const cap = search.kind === 'none' ? PATIENT_LIST_TOTAL_CAP : PATIENT_TOTAL_CAP;
  const capped = baseQuery(db, tenantId, search, filters, typos)
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
  let results = await patientPageQuery(db, tenantId, search, filters, { ...page, typos: false }).execute();
  // Typo matches rank after every exact and partial match: they can only change a page that those
  // do not fill, so they are looked for only then (the common name costs one cheap query).
  if (fuzzy && results.length < page.limit) {
    await setSearchThreshold(db);
    typos = true;
    results = await patientPageQuery(db, tenantId, search, filters, { ...page, typos: true }).execute();
  }
  if (page.count === false) return { results, total: -1 };
  // A short page is the end of the list: no count needed.
  if (results.length < page.limit && (results.length > 0 || page.skip === 0)) {
    return { results, total: page.skip + results.length };
  }
  const row = await patientCountQuery(db, tenantId, search, filters, typos).executeTakeFirstOrThrow();
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
