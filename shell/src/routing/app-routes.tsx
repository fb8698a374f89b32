import type { RouteArea } from '@clinio/contracts';
import { PageSpinner } from '@clinio/design-system';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ComingSoonBanner } from '../layout/coming-soon-banner';
import { RemoteArea } from '../remotes/remote-area';
import { useRemoteProps } from '../remotes/use-remote-props';
import { useShell } from '../shell-context';
import { UnavailablePage } from './unavailable-page';
import { resolveRoute } from './resolve-route';
import { SHELL_PAGES } from './shell-pages';

function AreaHost({ area }: { area: Exclude<RouteArea, 'shell'> }) {
  const { registry } = useShell();
  const entry = registry.remotes.find((remote) => remote.name === area);
  const props = useRemoteProps(area);
  if (!entry) return <UnavailablePage />;
  return <RemoteArea key={`${entry.name}@${entry.version}`} entry={entry} props={props} />;
}

/** The shell's router: one resolution per location, then the owning area or a redirect. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { config, registry, auth } = useShell();
  const availableAreas = useMemo(
    () => new Set<RouteArea>(['shell', ...registry.remotes.map((remote) => remote.name)]),
    [registry],
  );
  const resolution = resolveRoute({
    pathname,
    flags: config.flags,
    auth,
    availableAreas,
    shellPages: new Set(Object.keys(SHELL_PAGES)),
  });

  if (resolution.kind === 'loading') return <PageSpinner />;
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.kind === 'unavailable') return <UnavailablePage />;

  const { route } = resolution;
  const showBanner = config.flags.SHOW_COMING_SOON && route.access === 'public' && route.area !== 'marketing';
  const ShellPage = route.area === 'shell' ? SHELL_PAGES[route.path] : undefined;
  return (
    <>
      {showBanner ? <ComingSoonBanner /> : null}
      {ShellPage ? <ShellPage /> : null}
      {route.area !== 'shell' ? <AreaHost area={route.area} /> : null}
    </>
  );
}
