import {
  hasListFilter,
  readListQuery,
  writeListSearch,
  type ListDefinition,
  type ListQuery,
} from '@clinio/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface ListParams<F extends string> {
  query: ListQuery<F>;
  isFiltered: boolean;
  /** Sets some filters and goes back to page 1 (replaces the history entry). */
  setFilters: (filters: Partial<Record<F, string>>) => void;
  /** Another page (a new history entry, so Back returns to the previous page). */
  setPage: (page: number) => void;
  clear: () => void;
}

/**
 * A paged, filtered list whose filters and page live in the URL's search params: a reload, a
 * shared link and the back button show the same page. Define `definition` outside the component.
 */
export function useListParams<F extends string>(definition: ListDefinition<F>): ListParams<F> {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => readListQuery(definition, search), [definition, search]);
  // The last query this list wrote, and the URL it was written over. A second change made before
  // that write is rendered (two quick choices on a busy machine) builds on it; without it, the
  // second would start from this render's older query and drop the first choice.
  const written = useRef<{ from: string; query: ListQuery<F> } | null>(null);

  function base(): ListQuery<F> {
    const last = written.current;
    return last !== null && last.from === search ? last.query : query;
  }

  function go(next: ListQuery<F>, replace: boolean) {
    written.current = { from: search, query: next };
    void navigate({ search: writeListSearch(definition, next) }, { replace });
  }

  return {
    query,
    isFiltered: hasListFilter(definition, query.filters),
    setFilters: (filters) => go({ filters: { ...base().filters, ...filters }, page: 1 }, true),
    setPage: (page) => go({ filters: base().filters, page }, false),
    clear: () => go({ filters: readListQuery(definition, '').filters, page: 1 }, true),
  };
}

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box over a list filter: it answers as you type, writing the URL once typing pauses,
 * and follows the URL when it changes elsewhere (Clear, Back).
 */
export function useSearchFilter<F extends string>(
  list: ListParams<F>,
  name: F,
  delayMs = SEARCH_DEBOUNCE_MS,
): [string, (value: string) => void] {
  const applied = list.query.filters[name];
  const [input, setInput] = useState(applied);
  const latest = useRef(list);
  latest.current = list;
  // What this box last wrote to the URL: when that write lands after more typing (a busy machine),
  // it must not put the older text back in the box.
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (written.current !== null) {
      const own = written.current === applied;
      written.current = null;
      if (own) return;
    }
    setInput((current) => (current.trim() === applied ? current : applied));
  }, [applied]);

  useEffect(() => {
    if (input.trim() === applied) return undefined;
    const timer = setTimeout(() => {
      written.current = input.trim();
      latest.current.setFilters({ [name]: input.trim() } as Partial<Record<F, string>>);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [input, applied, name, delayMs]);

  return [input, setInput];
}
