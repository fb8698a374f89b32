import { AlertDialogHost, ErrorBoundary, ShellDesignProvider, Toaster } from '@clinio/design-system';
import { ScreenKitProvider, type ShellEventBus } from '@clinio/platform';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useAuth } from './auth/auth-context';
import { AuthProvider } from './auth/auth-provider';
import type { ShellClients } from './auth/clients';
import type { BootData } from './boot/load-boot-data';
import { usePageQueryClients } from './query/use-page-query-clients';
import { FeatureAccessContext } from './features/feature-access-context';
import { useShellFeatureAccess } from './features/use-shell-feature-access';
import { useBranding } from './branding/use-branding';
import { NO_MONITORING, type MonitoringSignals } from './monitoring/monitoring-bridge';
import { MonitoringObserver } from './monitoring/monitoring-observer';
import { AppRoutes } from './routing/app-routes';
import { createActivityTracker } from './session/activity-tracker';
import { InactivitySession } from './session/inactivity-session';
import { ShellContext, type ShellServices } from './shell-context';
import { SystemAdminAuthProvider } from './system-admin/system-admin-auth-provider';

export interface AppProps {
  boot: BootData;
  bus: ShellEventBus;
  clients: ShellClients;
  /** Error reporting and analytics (ADR 019); nothing by default. */
  monitoring?: MonitoringSignals;
}

/** What the shell lends its screens and the remotes, with the live auth snapshot and features. */
function ShellServicesProvider({ boot, bus, clients, monitoring = NO_MONITORING }: AppProps) {
  const auth = useAuth();
  const { snapshot } = auth;
  const featureAccess = useShellFeatureAccess(clients.api, auth.staffProfile);
  const features = featureAccess.remote;
  const { branding } = useBranding(
    clients.api,
    bus,
    {
      tenantId: snapshot.status === 'staff' ? snapshot.tenantId : null,
      clinicId: snapshot.clinicId,
      branchId: snapshot.branchId,
      clinicName: auth.staffProfile?.clinic_name ?? null,
    },
    { apiBaseUrl: boot.config.apiBaseUrl },
  );
  // Stable for the remotes: a new function would update every mounted area.
  const latest = useRef(auth);
  useLayoutEffect(() => {
    latest.current = auth;
  });
  const logout = useCallback(() => latest.current.logout('user'), []);
  const { queryClient, systemQueryClient } = usePageQueryClients();
  const services = useMemo<ShellServices>(
    () => ({
      config: boot.config,
      registry: boot.registry,
      api: clients.api,
      systemApi: clients.systemApi,
      bus,
      auth: snapshot,
      logout,
      features,
      branding,
      queryClient,
      systemQueryClient,
    }),
    [
      boot,
      clients.api,
      clients.systemApi,
      bus,
      snapshot,
      logout,
      features,
      branding,
      queryClient,
      systemQueryClient,
    ],
  );
  return (
    <ShellContext.Provider value={services}>
      <FeatureAccessContext.Provider value={featureAccess}>
        <MonitoringObserver signals={monitoring} />
        <ScreenKitProvider api={clients.api} queryClient={queryClient}>
          <AppRoutes />
        </ScreenKitProvider>
      </FeatureAccessContext.Provider>
    </ShellContext.Provider>
  );
}

function Session(props: AppProps) {
  const { boot, bus, clients } = props;
  const [activity] = useState(() => createActivityTracker());
  useEffect(() => activity.attach(window, bus), [activity, bus]);
  return (
    <SystemAdminAuthProvider api={clients.systemApi}>
      <AuthProvider
        api={clients.api}
        bus={bus}
        store={clients.store}
        tokens={clients.tokens}
        activity={activity}
        apiBaseUrl={boot.config.apiBaseUrl}
      >
        <InactivitySession api={clients.api} bus={bus} activity={activity}>
          <ShellServicesProvider {...props} />
        </InactivitySession>
      </AuthProvider>
    </SystemAdminAuthProvider>
  );
}

export function App(props: AppProps) {
  const monitoring = props.monitoring ?? NO_MONITORING;
  return (
    <ShellDesignProvider>
      <ErrorBoundary onError={(error, errorId) => monitoring.renderError(error, errorId)}>
        <BrowserRouter>
          <Session {...props} />
        </BrowserRouter>
      </ErrorBoundary>
      <Toaster />
      <AlertDialogHost />
    </ShellDesignProvider>
  );
}
