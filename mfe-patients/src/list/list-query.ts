import {
  PATIENT_SEARCH_PAGE_SIZE,
  PATIENT_SORTS,
  PATIENT_STATUSES,
  type ListDefinition,
  type PatientSort,
  isUuid,
} from '@clinio/contracts';
import { patientSearchTerm } from '@clinio/design-system';
import type { PatientSearchQuery } from '@clinio/platform';

export type PatientListFilter = 'search' | 'branch' | 'tag' | 'status' | 'sort';

/** The list's filters as they live in the URL: `/dashboard/patients?search=ana&status=archived`. */
export const PATIENT_LIST: ListDefinition<PatientListFilter> = {
  filters: ['search', 'branch', 'tag', 'status', 'sort'],
  pageSize: PATIENT_SEARCH_PAGE_SIZE,
  choices: { status: PATIENT_STATUSES, sort: PATIENT_SORTS },
};

export const SORT_LABELS: Record<PatientSort, string> = {
  relevance: 'Best match',
  name: 'Name (A–Z)',
  '-name': 'Name (Z–A)',
  chart_number: 'Chart number (oldest first)',
  '-chart_number': 'Chart number (newest first)',
  created_at: 'Added (oldest first)',
  '-created_at': 'Added (newest first)',
};

export const STATUS_LABELS = { active: 'Active', archived: 'Archived', all: 'Active and archived' } as const;

/**
 * What `listPatients` is asked for: the search from 2 characters on (spec 5), a branch only when it
 * is an id, active patients unless another status is chosen, best match first while searching.
 */
export function patientQueryOf(filters: Record<PatientListFilter, string>): PatientSearchQuery {
  const search = patientSearchTerm(filters.search);
  const sort = (filters.sort || (search === null ? 'name' : 'relevance')) as PatientSort;
  return {
    ...(search === null ? {} : { search }),
    ...(isUuid(filters.branch) ? { branch_id: filters.branch } : {}),
    ...(filters.tag.trim() === '' ? {} : { tag: filters.tag.trim() }),
    status: (filters.status || 'active') as (typeof PATIENT_STATUSES)[number],
    sort,
  };
}

/**
 * The server counts a search up to 1,000 matches and the plain list up to 100,000 (ADR 032), so a
 * total at the cap reads '1,000+'. (The caps live in api/src/patients/search.ts.)
 */
export function describeTotal(total: number, isSearch: boolean): string {
  const cap = isSearch ? 1_000 : 100_000;
  const noun = total === 1 ? 'patient' : 'patients';
  return total >= cap
    ? `${cap.toLocaleString('en-US')}+ ${noun}`
    : `${total.toLocaleString('en-US')} ${noun}`;
}

/** The export's query string: the same filters as the list, so it exports what is shown. */
export function exportSearch(query: PatientSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return params.toString();
}
