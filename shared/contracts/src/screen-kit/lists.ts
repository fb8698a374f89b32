/**
 * A paged, filtered list whose state lives in the URL's search params, so a reload, a shared link
 * and the back button all show the same page. Filters are strings ('' = not set).
 */
export interface ListDefinition<F extends string> {
  /** The filters, in the order they are written to the URL and sent to the API. */
  filters: readonly F[];
  pageSize: number;
  /** Allowed values of a filter; anything else in the URL reads as not set. */
  choices?: Partial<Record<F, readonly string[]>>;
}

export interface ListQuery<F extends string> {
  filters: Record<F, string>;
  page: number;
}

function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** What the URL asks for: unknown params are ignored, a bad page reads as 1. */
export function readListQuery<F extends string>(
  definition: ListDefinition<F>,
  search: string | URLSearchParams,
): ListQuery<F> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = {} as Record<F, string>;
  for (const name of definition.filters) {
    const value = (params.get(name) ?? '').trim();
    const allowed = definition.choices?.[name];
    filters[name] = allowed && !allowed.includes(value) ? '' : value;
  }
  return { filters, page: pageOf(params.get('page')) };
}

/** The filters that are set, trimmed, in the definition's order. */
export function listFilterParams<F extends string>(
  definition: ListDefinition<F>,
  filters: Record<F, string>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of definition.filters) {
    const value = filters[name].trim();
    if (value !== '') params.set(name, value);
  }
  return params;
}

/** The URL's search string for a query: '?status=active&page=2'; '' for page 1 with no filter. */
export function writeListSearch<F extends string>(
  definition: ListDefinition<F>,
  query: ListQuery<F>,
): string {
  const params = listFilterParams(definition, query.filters);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** One page from the API: '/api/staff?status=active&page=2&page_size=25'. */
export function listPageUrl<F extends string>(
  path: string,
  definition: ListDefinition<F>,
  query: ListQuery<F>,
): string {
  const params = listFilterParams(definition, query.filters);
  params.set('page', String(query.page));
  params.set('page_size', String(definition.pageSize));
  return `${path}?${params.toString()}`;
}

export function hasListFilter<F extends string>(
  definition: ListDefinition<F>,
  filters: Record<F, string>,
): boolean {
  return definition.filters.some((name) => filters[name].trim() !== '');
}

/** How many pages `total` items fill (at least one, so an empty list is 'Page 1 of 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface ItemsPage<T> {
  /** The page shown: the one asked for, or the last one when the list has shrunk under it. */
  page: number;
  total: number;
  items: T[];
}

/**
 * One page of a list the server answers whole (a clinic's templates, a chart's answers): a page
 * past the end shows the last page, so deleting the last item of a page never shows an empty one.
 */
export function pageOfItems<T>(items: readonly T[], page: number, pageSize: number): ItemsPage<T> {
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount(items.length, pageSize));
  return {
    page: shown,
    total: items.length,
    items: items.slice((shown - 1) * pageSize, shown * pageSize),
  };
}
