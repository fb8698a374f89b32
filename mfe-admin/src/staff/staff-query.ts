import { STAFF_STATUSES } from '@clinio/contracts';
import { useEffect, useState } from 'react';

export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

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

/** GET /api/staff with only the filters that are set: '/api/staff?search=dana&page=1&page_size=25'. */
export function staffListUrl({ search, status, page }: StaffQuery): string {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('search', search.trim());
  if (status !== '') params.set('status', status);
  params.set('page', String(page));
  params.set('page_size', String(STAFF_PAGE_SIZE));
  return `/api/staff?${params.toString()}`;
}

/** The list's filters: the search box answers as you type (debounced); any change goes to page 1. */
export function useStaffQuery() {
  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState<StaffQuery>({ search: '', status: '', page: 1 });

  useEffect(() => {
    if (searchInput.trim() === query.search) return undefined;
    const timer = setTimeout(() => {
      setQuery((current) => ({ ...current, search: searchInput.trim(), page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, query.search]);

  return {
    query,
    searchInput,
    isFiltered: query.search !== '' || query.status !== '',
    setSearchInput,
    setStatus: (status: StaffStatus | '') => setQuery((current) => ({ ...current, status, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    clear: () => {
      setSearchInput('');
      setQuery({ search: '', status: '', page: 1 });
    },
  };
}
