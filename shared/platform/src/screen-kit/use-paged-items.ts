import { pageOfItems, type ItemsPage, type ListDefinition } from '@clinio/contracts';
import { useState } from 'react';
import { useListParams } from './use-list-params';

export const WHOLE_LIST_PAGE_SIZE = 25;

export interface PagedItems<T> extends ItemsPage<T> {
  pageSize: number;
  setPage: (page: number) => void;
  /** The kit's `Pager` props but its noun: `<Pager {...paged.pager} noun="templates" />`. */
  pager: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
}

function paged<T>(items: readonly T[], page: number, pageSize: number, setPage: (page: number) => void) {
  const shown = pageOfItems(items, page, pageSize);
  return {
    ...shown,
    pageSize,
    setPage,
    pager: { page: shown.page, pageSize, total: shown.total, onPage: setPage },
  };
}

const urlPageOnly = new Map<number, ListDefinition<never>>();
function pageOnly(pageSize: number): ListDefinition<never> {
  let definition = urlPageOnly.get(pageSize);
  if (definition === undefined) {
    definition = { filters: [], pageSize };
    urlPageOnly.set(pageSize, definition);
  }
  return definition;
}

/**
 * The screen's list, answered whole by the server (a clinic has tens of templates or rules), shown
 * a page at a time with its page in the URL like every other list: a reload, a shared link and
 * the back button show the same page. Use it for the one main list of a screen; a list inside a
 * section or a tab pages with `useLocalPage`. Give the items already filtered.
 */
export function usePagedItems<T>(items: readonly T[], pageSize = WHOLE_LIST_PAGE_SIZE): PagedItems<T> {
  const list = useListParams(pageOnly(pageSize));
  return paged(items, list.query.page, pageSize, list.setPage);
}

/**
 * A secondary list of a screen (a section of a settings page, a chart tab), paged in the
 * component's state so it never fights the screen's own list over the URL's page. A list that
 * shrinks under its page shows its last page.
 */
export function useLocalPage<T>(items: readonly T[], pageSize = 10): PagedItems<T> {
  const [page, setPage] = useState(1);
  return paged(items, page, pageSize, setPage);
}
