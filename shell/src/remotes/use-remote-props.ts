import type { RemoteProps } from '@clinio/platform';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useShell } from '../shell-context';

/** The contract props for one area, recomputed only when something in them changes. */
export function useRemoteProps(
  area: string,
  basePath = '/',
  options: { system?: boolean } = {},
): RemoteProps {
  const isSystem = options.system === true;
  const shell = useShell();
  const location = useLocation();
  const navigate = useStableNavigate();
  const bus = useMemo(() => shell.bus.scoped(area), [shell.bus, area]);
  const session = useMemo(
    () => ({ touch: () => shell.bus.publish('session.activity', { at: Date.now() }) }),
    [shell.bus],
  );
  return useMemo(
    () => ({
      basePath,
      location: {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        state: location.state as unknown,
        key: location.key,
      },
      navigate,
      // The /system-admin area talks with the system administrator's token, never a staff one.
      api: isSystem ? shell.systemApi : shell.api,
      bus,
      auth: shell.auth,
      logout: shell.logout,
      session,
      features: shell.features,
      tenant: { branding: shell.branding },
      config: shell.config,
      queryClient: isSystem ? shell.systemQueryClient : shell.queryClient,
    }),
    [basePath, location, navigate, shell, bus, session, isSystem],
  );
}
