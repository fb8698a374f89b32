import { STAFF_STATUSES, type ListDefinition } from '@clinio/contracts';
import { useListParams, useSearchFilter, type CallInput } from '@clinio/platform';
import { setFiltersOf } from '../common/list-query';

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

type StaffListQuery = NonNullable<CallInput<'listStaff'>['query']>;

/** `listStaff`'s query: only the filters that are set, and the page (`{ search: 'dana', page: 1, … }`). */
export function staffListQuery({ search, status, page }: StaffQuery): StaffListQuery {
  return { ...setFiltersOf({ search, status }), page, page_size: STAFF_PAGE_SIZE };
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
