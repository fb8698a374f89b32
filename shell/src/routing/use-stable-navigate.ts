import type { NavigateFunction } from '@clinio/platform';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** react-router's navigate with a stable identity, so remotes are not updated for nothing. */
export function useStableNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback((to: string | number, options?: { replace?: boolean; state?: unknown }) => {
    if (typeof to === 'number') void latest.current(to);
    else void latest.current(to, options);
  }, []);
}
