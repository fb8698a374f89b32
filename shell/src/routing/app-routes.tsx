import type { BrowserRoute, RegistryEntry } from '@clinio/contracts';
import { PageSpinner } from '@clinio/design-system';
import { Suspense, useContext } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SystemAdminAuthContext } from '../auth/auth-context';
import { ComingSoonBanner } from '../layout/coming-soon-banner';
import { DashboardNotFoundPage } from '../layout/dashboard-not-found-page';
import { StaffLayout } from '../layout/staff-layout';
import { FeatureAccessContext } from '../features/feature-access-context';
import { AreaLocked } from '../remotes/area-locked';
import { RemoteArea } from '../remotes/remote-area';
import { useRemoteProps } from '../remotes/use-remote-props';
import { useShell } from '../shell-context';
import { UnavailablePage } from './unavailable-page';
import { resolveRoute } from './resolve-route';
import { SHELL_PAGES } from './shell-pages';
import { useBrowserRoutes } from './use-browser-routes';

const SHELL_PAGE_PATHS: ReadonlySet<string> = new Set(Object.keys(SHELL_PAGES));

/**
 * A staff area whose remote needs a plan feature: decided from the registry before anything is
 * fetched, so a plan without it never loads the remote's code.
 */
function usePlanGate(entry: RegistryEntry | undefined, route: BrowserRoute) {
  const access = useContext(FeatureAccessContext);
  const feature = entry?.requiredFeature ?? null;
  const staffRoute = route.access === 'staff' || route.access === 'super-admin';
  if (feature === null || !staffRoute || access === null) return { state: 'open' as const };
  if (access.data === 'loading') return { state: 'loading' as const };
  const decision = access.decide(feature);
  return decision.allowed
    ? { state: 'open' as const }
    : { state: 'locked' as const, message: decision.message };
}

function AreaHost({ route }: { route: BrowserRoute }) {
  const { registry } = useShell();
  const entry = registry.remotes.find((remote) => remote.name === route.area);
  const props = useRemoteProps(route.area, '/', { system: route.access === 'system-admin' });
  const gate = usePlanGate(entry, route);
  if (!entry) return <UnavailablePage />;
  if (gate.state === 'loading') return <PageSpinner fullPage={false} />;
  if (gate.state === 'locked') return <AreaLocked area={entry.name} message={gate.message} />;
  return <RemoteArea key={`${entry.name}@${entry.version}`} entry={entry} props={props} />;
}

/** Every /dashboard page, remote areas included, renders inside the staff frame. */
function isStaffPage(route: BrowserRoute): boolean {
  return (route.access === 'staff' || route.access === 'super-admin') && route.path.startsWith('/dashboard');
}

/** The shell's router: one resolution per location, then the owning area or a redirect. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { config, auth } = useShell();
  const systemAdmin = useContext(SystemAdminAuthContext)?.status ?? 'signed-out';
  const routes = useBrowserRoutes();
  const resolution = resolveRoute({
    pathname,
    flags: config.flags,
    auth,
    systemAdmin,
    routes,
    shellPages: SHELL_PAGE_PATHS,
  });

  if (resolution.kind === 'loading') return <PageSpinner />;
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.kind === 'unavailable') return <UnavailablePage />;
  if (resolution.kind === 'dashboard-not-found') {
    return (
      <StaffLayout>
        <DashboardNotFoundPage />
      </StaffLayout>
    );
  }

  const { route } = resolution;
  const showBanner = config.flags.SHOW_COMING_SOON && route.access === 'public' && route.area !== 'marketing';
  const ShellPage = route.area === 'shell' ? SHELL_PAGES[route.path] : undefined;
  const content = (
    <>
      {showBanner ? <ComingSoonBanner /> : null}
      {ShellPage ? (
        <Suspense fallback={<PageSpinner />}>
          <ShellPage />
        </Suspense>
      ) : null}
      {route.area !== 'shell' ? <AreaHost route={route} /> : null}
    </>
  );
  return isStaffPage(route) ? <StaffLayout>{content}</StaffLayout> : content;
}
