import { browserRoutesOf, type BrowserRoute } from '@clinio/contracts';
import { useMemo } from 'react';
import { useShell } from '../shell-context';

/** The shell's own routes and every route the registry's remotes declare. */
export function useBrowserRoutes(): readonly BrowserRoute[] {
  const { registry } = useShell();
  return useMemo(() => browserRoutesOf(registry.remotes), [registry]);
}
