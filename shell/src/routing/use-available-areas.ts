import type { RouteArea } from '@clinio/contracts';
import { useMemo } from 'react';
import { useShell } from '../shell-context';

/** The shell plus every remote in the registry. */
export function useAvailableAreas(): ReadonlySet<RouteArea> {
  const { registry } = useShell();
  return useMemo(
    () => new Set<RouteArea>(['shell', ...registry.remotes.map((remote) => remote.name)]),
    [registry],
  );
}
