import { NO_EXTENSIONS, type RemoteProps } from '@clinio/platform';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useShell } from '../shell-context';
import { createExtensionHost } from './extension-host';

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
  const latest = useRef<RemoteProps | null>(null);
  const extensions = useMemo(
    () =>
      createExtensionHost({
        registry: shell.registry,
        auth: shell.auth,
        canUse: (feature) => shell.features.hasFeature(feature),
        // A filler gets the host's props as they are when it mounts or updates, on its own bus
        // scope, and hosts no slots itself.
        propsFor: (remote) => ({
          ...(latest.current as RemoteProps),
          bus: shell.bus.scoped(remote),
          extensions: NO_EXTENSIONS,
        }),
      }),
    [shell.registry, shell.auth, shell.features, shell.bus],
  );
  const props = useMemo(
    (): RemoteProps => ({
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
      extensions,
      queryClient: isSystem ? shell.systemQueryClient : shell.queryClient,
    }),
    [basePath, location, navigate, shell, bus, session, isSystem, extensions],
  );
  useLayoutEffect(() => {
    latest.current = props;
  });
  return props;
}
