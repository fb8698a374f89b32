import { useRemote } from '@clinio/platform';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './errors';

export interface ApiData<T> {
  /** The latest answer; kept while a reload runs so the screen does not flash empty. */
  data: T | null;
  /** The server's detail when the latest attempt failed. */
  error: string | null;
  isLoading: boolean;
  reload: () => void;
}

type Settled<T> = { key: string; data: T; error: null } | { key: string; data: null; error: string };

/**
 * GET `url` (null waits) and keep the answer. State is keyed by url and attempt, so a new query
 * never shows as fresh the previous answer and a retry shows the spinner again.
 */
export function useApiData<T>(url: string | null): ApiData<T> {
  const { api } = useRemote();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastData, setLastData] = useState<T | null>(null);
  const key = `${url ?? ''}#${attempt}`;

  useEffect(() => {
    if (url === null) return undefined;
    let isCurrent = true;
    api.get<T>(url).then(
      (data) => {
        if (!isCurrent) return;
        setSettled({ key, data, error: null });
        setLastData(data);
      },
      (error: unknown) => {
        if (isCurrent) setSettled({ key, data: null, error: messageOf(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, url, key]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const isFresh = settled?.key === key;
  return {
    data: lastData,
    error: isFresh ? settled.error : null,
    isLoading: url !== null && !isFresh,
    reload,
  };
}

/** Lists arrive as a plain array or as `{ items }`; screens read both the same way. */
export function listOf<T>(value: T[] | { items: T[] } | null): T[] {
  if (value === null) return [];
  return Array.isArray(value) ? value : value.items;
}
