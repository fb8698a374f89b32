/** The filters of a list query that are set: each trimmed, and a blank one left out. */
export type SetFilters<T> = { [K in keyof T]?: Exclude<T[K], ''> };

/**
 * Only the filters that are set, trimmed, in their order, as a named call's `query` wants them
 * (ADR 031): `{ search: ' dana ', status: '' }` -> `{ search: 'dana' }`.
 */
export function setFiltersOf<T extends { [K in keyof T]: string }>(
  filters: T,
  keys: readonly (keyof T)[] = Object.keys(filters) as (keyof T)[],
): SetFilters<T> {
  const set: Partial<Record<keyof T, string>> = {};
  for (const key of keys) {
    const value = filters[key].trim();
    if (value !== '') set[key] = value;
  }
  return set as SetFilters<T>;
}
