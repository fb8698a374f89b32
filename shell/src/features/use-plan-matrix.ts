import { FEATURE_MATRIX_CACHE_MS, type FeatureData } from '@clinio/contracts';
import type { ApiClient } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { createPlanMatrixCache, type PlanMatrixCache } from './plan-matrix-cache';

export const PLAN_MATRIX_PATH = '/api/features/plan-matrix';

/** After a failed load, when to ask again (the spec is silent; a minute keeps locks short). */
export const PLAN_MATRIX_RETRY_MS = 60_000;

/**
 * The plan matrix while a staff member is signed in (`active`): from the 5-minute cache, else
 * fetched (a background call: it is not the user's activity), then fetched again when the cache
 * runs out. 'loading' until the first answer; 'failed' when none came. A failed refresh keeps the
 * answer already shown, and the next attempt follows a minute later.
 */
export function usePlanMatrix(api: ApiClient, active: boolean): FeatureData {
  const [cache] = useState<PlanMatrixCache>(() => createPlanMatrixCache());
  const [loaded, setLoaded] = useState<{ data: FeatureData } | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number) => {
      timer = setTimeout(() => void load(), Math.max(0, ms));
    };
    const load = async () => {
      const cached = cache.read(Date.now());
      if (cached !== null) {
        setLoaded({ data: cached.data });
        later(cached.savedAt + FEATURE_MATRIX_CACHE_MS - Date.now());
        return;
      }
      try {
        const data = await api.call('getPlanMatrix', {}, { background: true });
        if (stopped) return;
        cache.write(data, Date.now());
        setLoaded({ data });
        later(FEATURE_MATRIX_CACHE_MS);
      } catch (error) {
        if (stopped) return;
        // Spec 8: logged, and the features stay closed.
        console.warn(
          '[features] the plan matrix could not be loaded:',
          error instanceof Error ? error.message : error,
        );
        setLoaded((previous) =>
          previous !== null && typeof previous.data !== 'string' ? previous : { data: 'failed' },
        );
        later(PLAN_MATRIX_RETRY_MS);
      }
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
      // Signed out (or another user): nothing of this session is reused.
      cache.forget();
      setLoaded(null);
    };
  }, [api, active, cache]);

  if (!active || loaded === null) return 'loading';
  return loaded.data;
}
