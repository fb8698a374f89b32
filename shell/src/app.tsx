import { AlertDialogHost, ErrorBoundary, ShellDesignProvider, Toaster } from '@clinio/design-system';
import { DEFAULT_BRANDING, NO_FEATURES, type ApiClient, type ShellEventBus } from '@clinio/platform';
import { useCallback, useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { SIGNED_OUT } from './auth/auth-state';
import type { BootData } from './boot/load-boot-data';
import { AppRoutes } from './routing/app-routes';
import { ShellContext, type ShellServices } from './shell-context';

export interface AppProps {
  boot: BootData;
  api: ApiClient;
  bus: ShellEventBus;
}

function ShellServicesProvider({ boot, api, bus }: AppProps) {
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    await navigate('/', { replace: true });
  }, [navigate]);

  // Spec 4.1: any 401 ends the session and returns to '/'.
  useEffect(() => bus.subscribe('auth.unauthorized', () => void logout()), [bus, logout]);
  useEffect(() => bus.subscribe('auth.logout-requested', () => void logout()), [bus, logout]);

  const services = useMemo<ShellServices>(
    () => ({
      config: boot.config,
      registry: boot.registry,
      api,
      bus,
      auth: SIGNED_OUT,
      logout,
      features: NO_FEATURES,
      branding: DEFAULT_BRANDING,
    }),
    [boot, api, bus, logout],
  );
  return (
    <ShellContext.Provider value={services}>
      <AppRoutes />
    </ShellContext.Provider>
  );
}

export function App(props: AppProps) {
  return (
    <ShellDesignProvider>
      <ErrorBoundary>
        <BrowserRouter>
          <ShellServicesProvider {...props} />
        </BrowserRouter>
      </ErrorBoundary>
      <Toaster />
      <AlertDialogHost />
    </ShellDesignProvider>
  );
}
