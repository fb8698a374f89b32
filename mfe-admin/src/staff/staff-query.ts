import { STAFF_STATUSES, listPageUrl, type ListDefinition } from '@clinio/contracts';
import { useListParams, useSearchFilter } from '@clinio/platform';

export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_PAGE_SIZE = 25;

export const STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

export function isStaffStatus(value: string): value is StaffStatus {
  return (STAFF_STATUSES as readonly string[]).includes(value);
}

export interface StaffQuery {
  search: string;
  status: StaffStatus | '';
  page: number;
}

/** The list's filters and page, as they live in the URL (`/dashboard/staff?status=invited&page=2`). */
export const STAFF_LIST: ListDefinition<'search' | 'status'> = {
  filters: ['search', 'status'],
  pageSize: STAFF_PAGE_SIZE,
  choices: { status: STAFF_STATUSES },
};

/** GET /api/staff with only the filters that are set: '/api/staff?search=dana&page=1&page_size=25'. */
export function staffListUrl({ search, status, page }: StaffQuery): string {
  return listPageUrl('/api/staff', STAFF_LIST, { filters: { search, status }, page });
}

/** The list's filters in the URL: the search box answers as you type (debounced); any change goes to page 1. */
export function useStaffQuery() {
  const list = useListParams(STAFF_LIST);
  const [searchInput, setSearchInput] = useSearchFilter(list, 'search');
  const { search, status } = list.query.filters;
  return {
    query: {
      search,
      status: isStaffStatus(status) ? status : '',
      page: list.query.page,
    } satisfies StaffQuery,
    searchInput,
    isFiltered: list.isFiltered,
    setSearchInput,
    setStatus: (value: StaffStatus | '') => list.setFilters({ status: value }),
    setPage: list.setPage,
    clear: list.clear,
  };
}
