import {
  PATIENT_SEARCH_PAGE_SIZE,
  type PatientListQuery,
  type PatientListResponse,
  type PatientSummary,
} from '@clinio/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../api-client';
import { messageOfError, useApiClient } from '../screen-kit/query-client';

/** The list's filters: everything `GET /api/patients/` takes except the page. */
export type PatientSearchQuery = Omit<PatientListQuery, 'skip' | 'limit'>;

export interface PatientSearch {
  /** Every page read so far, in order; null before the first answer. */
  patients: PatientSummary[] | null;
  total: number;
  /** Spec 5: 'Load More' shows when the last page held exactly a full page (20). */
  hasMore: boolean;
  loadMore: () => void;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: string | null;
  errorCode: string | null;
  reload: () => void;
}

/**
 * Patients in pages of 20 (spec 5), read with `listPatients` through the page's query cache: the
 * patients screen and the patient picker read the same way. `query` null waits (a search box with
 * fewer than 2 characters, say). The key starts with the list's path, so
 * `useInvalidateApi()('/api/patients')` reads it again after a change.
 */
export function usePatientSearch(query: PatientSearchQuery | null): PatientSearch {
  const api = useApiClient();
  const result = useInfiniteQuery({
    queryKey: ['api', '/api/patients/', 'listPatients', query, 'pages'],
    queryFn: ({ pageParam, signal }): Promise<PatientListResponse> =>
      api.call(
        'listPatients',
        { query: { ...query, skip: pageParam, limit: PATIENT_SEARCH_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.results.length === PATIENT_SEARCH_PAGE_SIZE ? pages.length * PATIENT_SEARCH_PAGE_SIZE : undefined,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const { refetch, fetchNextPage } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const pages = result.data?.pages ?? null;
  const isSettledError = result.isError && !result.isFetching;
  return {
    patients: pages === null ? null : pages.flatMap((page) => page.results),
    total: pages?.at(-1)?.total ?? 0,
    hasMore: result.hasNextPage,
    loadMore,
    isLoading: query !== null && result.isFetching,
    isLoadingMore: result.isFetchingNextPage,
    error: isSettledError ? messageOfError(result.error) : null,
    errorCode: isSettledError && result.error instanceof ApiError ? result.error.code : null,
    reload,
  };
}
