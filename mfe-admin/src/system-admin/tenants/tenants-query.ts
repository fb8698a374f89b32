import {
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  TENANT_SORT_KEYS,
  TENANT_STATUSES,
  type ListDefinition,
  type PlanId,
  type PlatformTenantQuery,
  type SubscriptionStatus,
  type TenantSortKey,
  type TenantStatus,
} from '@clinio/contracts';
import { useListParams, useSearchFilter } from '@clinio/platform';
import { setFiltersOf } from '../../common/list-query';

export const TENANTS_PAGE_SIZE = 25;

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

/** The list's filters, sort and page, as they live in the URL. */
export const TENANTS_LIST: ListDefinition<'q' | FilterKey | 'sort' | 'order'> = {
  filters: ['q', 'status', 'plan', 'subscription_status', 'sort', 'order'],
  pageSize: TENANTS_PAGE_SIZE,
  choices: {
    status: TENANT_STATUSES,
    plan: PLAN_IDS,
    subscription_status: SUBSCRIPTION_STATUSES,
    sort: TENANT_SORT_KEYS,
    order: ['asc', 'desc'],
  },
};

/** `listTenants`' query: the filters that are set, the sort and the page. */
export function tenantsListQuery(query: TenantsQuery): PlatformTenantQuery {
  const { q, status, plan, subscription_status, sort, order, page } = query;
  return {
    ...setFiltersOf({ q, status, plan, subscription_status }),
    sort,
    order,
    page,
    page_size: TENANTS_PAGE_SIZE,
  };
}

type FilterKey = 'status' | 'plan' | 'subscription_status';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The list's query in the URL: search answers as you type (debounced); a filter or sort goes to page 1. */
export function useTenantsQuery() {
  const list = useListParams(TENANTS_LIST);
  const [searchInput, setSearchInput] = useSearchFilter(list, 'q');
  const { filters } = list.query;
  const sort = isOneOf(TENANT_SORT_KEYS, filters.sort) ? filters.sort : DEFAULT_TENANTS_QUERY.sort;
  const order: SortOrder = filters.order === 'asc' || filters.order === 'desc' ? filters.order : 'desc';
  const query: TenantsQuery = {
    q: filters.q,
    status: isOneOf(TENANT_STATUSES, filters.status) ? filters.status : '',
    plan: isOneOf(PLAN_IDS, filters.plan) ? filters.plan : '',
    subscription_status: isOneOf(SUBSCRIPTION_STATUSES, filters.subscription_status)
      ? filters.subscription_status
      : '',
    sort,
    order: filters.sort === '' ? DEFAULT_TENANTS_QUERY.order : order,
    page: list.query.page,
  };
  return {
    query,
    searchInput,
    isFiltered:
      query.q !== '' || query.status !== '' || query.plan !== '' || query.subscription_status !== '',
    setSearchInput,
    setFilter: <K extends FilterKey>(key: K, value: TenantsQuery[K]) => list.setFilters({ [key]: value }),
    /** The same column again flips the order; another column starts at its natural order. */
    sortBy: (next: TenantSortKey) =>
      list.setFilters({
        sort: next,
        order: query.sort === next ? (query.order === 'asc' ? 'desc' : 'asc') : firstOrderOf(next),
      }),
    setPage: list.setPage,
    /** Clears the filters, keeping the sort. */
    clear: () =>
      list.setFilters({
        q: '',
        status: '',
        plan: '',
        subscription_status: '',
        sort: query.sort,
        order: query.order,
      }),
  };
}
