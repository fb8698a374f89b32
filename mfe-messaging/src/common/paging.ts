import type { ListDefinition } from '@clinio/contracts';
import { useListParams } from '@clinio/platform';

export const PAGE_SIZE = 25;
const PAGE_ONLY: ListDefinition<never> = { filters: [], pageSize: PAGE_SIZE };

/**
 * A page of a list the server answers whole (templates, rules, campaigns, numbers: a clinic has
 * tens of them), its page in the URL like every other list.
 */
export function usePagedItems<T>(items: readonly T[]) {
  const list = useListParams(PAGE_ONLY);
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const page = Math.min(list.query.page, pages);
  return {
    page,
    total: items.length,
    items: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    setPage: list.setPage,
  };
}
