import type { PlanId, SubscriptionStatus, TenantSortKey, TenantStatus } from '@clinio/contracts';
import { useEffect, useState } from 'react';

export const TENANTS_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

export type SortOrder = 'asc' | 'desc';

export interface TenantsQuery {
  q: string;
  status: TenantStatus | '';
  plan: PlanId | '';
  subscription_status: SubscriptionStatus | '';
  sort: TenantSortKey;
  order: SortOrder;
  page: number;
}

export const DEFAULT_TENANTS_QUERY: TenantsQuery = {
  q: '',
  status: '',
  plan: '',
  subscription_status: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
};

/** Names read A→Z first; counts and dates largest or newest first (as the server's default). */
export function firstOrderOf(sort: TenantSortKey): SortOrder {
  return sort === 'name' || sort === 'plan' || sort === 'status' ? 'asc' : 'desc';
}

/** GET /api/system-admin/tenants with the filters that are set, the sort and the page. */
export function tenantsListUrl(query: TenantsQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.status !== '') params.set('status', query.status);
  if (query.plan !== '') params.set('plan', query.plan);
  if (query.subscription_status !== '') params.set('subscription_status', query.subscription_status);
  params.set('sort', query.sort);
  params.set('order', query.order);
  params.set('page', String(query.page));
  params.set('page_size', String(TENANTS_PAGE_SIZE));
  return `/api/system-admin/tenants?${params.toString()}`;
}

type FilterKey = 'status' | 'plan' | 'subscription_status';

/** The list's query: search answers as you type (debounced); a filter or sort goes to page 1. */
export function useTenantsQuery() {
  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState<TenantsQuery>(DEFAULT_TENANTS_QUERY);

  useEffect(() => {
    if (searchInput.trim() === query.q) return undefined;
    const timer = setTimeout(() => {
      setQuery((current) => ({ ...current, q: searchInput.trim(), page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, query.q]);

  return {
    query,
    searchInput,
    isFiltered:
      query.q !== '' || query.status !== '' || query.plan !== '' || query.subscription_status !== '',
    setSearchInput,
    setFilter: <K extends FilterKey>(key: K, value: TenantsQuery[K]) =>
      setQuery((current) => ({ ...current, [key]: value, page: 1 })),
    /** The same column again flips the order; another column starts at its natural order. */
    sortBy: (sort: TenantSortKey) =>
      setQuery((current) => ({
        ...current,
        sort,
        order: current.sort === sort ? (current.order === 'asc' ? 'desc' : 'asc') : firstOrderOf(sort),
        page: 1,
      })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    clear: () => {
      setSearchInput('');
      setQuery((current) => ({ ...DEFAULT_TENANTS_QUERY, sort: current.sort, order: current.order }));
    },
  };
}
