import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../api-client';
import { endpointRequest, type CallableName, type CallInput, type CallOutput } from '../endpoint-call';
import { useErrorText } from './error-text';
import { messageOfError, useApiClient } from './query-client';

export interface ApiQuery<T> {
  /** The latest answer; kept while a reload or another page loads, so the screen does not flash empty. */
  data: T | null;
  /** The server's sentence when the latest attempt failed. */
  error: string | null;
  /** The stable code of that failure (screens switch on codes, never on text). */
  errorCode: string | null;
  /** A request is out: the first one, another page, a retry or a reload. */
  isLoading: boolean;
  reload: () => void;
}

export interface ApiQueryOptions<T> {
  /** Reads again every so many milliseconds while it answers a number (polling). */
  refetchInterval?: (data: T | undefined) => number | false;
}

/** The cache key of a GET: invalidate with `useInvalidateApi()('/api/staff')` after a change. */
export const apiQueryKey = (url: string | null) => ['api', url] as const;

/**
 * The one way a screen reads from the API: GET `url` (null waits) through the page's query cache.
 * Render its result with the design system's <QueryState>.
 */
export function useApiQuery<T>(
  url: string | null,
  { refetchInterval }: ApiQueryOptions<T> = {},
): ApiQuery<T> {
  const api = useApiClient();
  const { errorText } = useErrorText();
  const query = useQuery<T>({
    queryKey: apiQueryKey(url),
    queryFn: ({ signal }) => api.get<T>(url ?? '', { signal }),
    enabled: url !== null,
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ? (current) => refetchInterval(current.state.data) : false,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const isSettledError = query.isError && !query.isFetching;
  return {
    data: query.data ?? null,
    error: isSettledError ? errorText(query.error, messageOfError(query.error)) : null,
    errorCode: isSettledError && query.error instanceof ApiError ? query.error.code : null,
    isLoading: url !== null && query.isFetching,
    reload,
  };
}

/**
 * `useApiQuery` by operation name (ADR 031): reads `name` with `input` (null waits) through
 * `api.call`, so the answer is typed and checked by the operation's response schema. The cache key
 * starts with the concrete path, so `useInvalidateApi()('/api/staff')` reaches it too.
 */
export function useEndpointQuery<N extends CallableName>(
  name: N,
  input: CallInput<N> | null,
  { refetchInterval }: ApiQueryOptions<CallOutput<N>> = {},
): ApiQuery<CallOutput<N>> {
  const api = useApiClient();
  const { errorText } = useErrorText();
  const url = input === null ? null : endpointRequest(name, input).url;
  const query = useQuery<CallOutput<N>>({
    queryKey: ['api', url, name, input?.query ?? null],
    queryFn: ({ signal }) => {
      // The call's input is typed by its name; the tuple type cannot be rebuilt for a generic N.
      const client = api as unknown as {
        call(name: N, input: CallInput<N>, config: { signal: AbortSignal }): Promise<CallOutput<N>>;
      };
      return client.call(name, input as CallInput<N>, { signal });
    },
    enabled: input !== null,
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ? (current) => refetchInterval(current.state.data) : false,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const isSettledError = query.isError && !query.isFetching;
  return {
    data: query.data ?? null,
    error: isSettledError ? errorText(query.error, messageOfError(query.error)) : null,
    errorCode: isSettledError && query.error instanceof ApiError ? query.error.code : null,
    isLoading: input !== null && query.isFetching,
    reload,
  };
}

/** Marks every cached read under a path prefix stale and reads the shown ones again. */
export function useInvalidateApi(): (prefix: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (prefix: string) =>
      client.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'api' && typeof queryKey[1] === 'string' && queryKey[1].startsWith(prefix),
      }),
    [client],
  );
}

/** Lists arrive as a plain array or as `{ items }`; screens read both the same way. */
export function listOf<T>(value: T[] | { items: T[] } | null): T[] {
  if (value === null) return [];
  return Array.isArray(value) ? value : value.items;
}
