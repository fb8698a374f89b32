import { BRAND_DEFAULTS, BRAND_FALLBACK_TAGLINE, PRODUCT_NAME } from '@clinio/contracts';
import { AlertDialogHost, ErrorBoundary, ShellDesignProvider, Toaster } from '@clinio/design-system';
import type { FeatureAccess, TenantBranding } from '@clinio/platform';
import { useCallback, useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { SIGNED_OUT } from './auth/auth-state';
import type { BootData } from './boot/load-boot-data';
import { AppRoutes } from './routing/app-routes';
import { ShellContext, type ShellServices } from './shell-context';
import type { ApiClient, ShellEventBus } from '@clinio/platform';

/** Signed-out visitors have no tenant, so no plan: every feature is closed to them. */
const NO_FEATURES: FeatureAccess = {
  isLoading: false,
  hasFeature: () => false,
  requiredPlan: () => null,
};

const DEFAULT_BRANDING: TenantBranding = {
  logo: null,
  primaryColor: BRAND_DEFAULTS.primaryColor,
  secondaryColor: BRAND_DEFAULTS.secondaryColor,
  customHeaderText: BRAND_DEFAULTS.customHeaderText,
  showLogoInHeader: BRAND_DEFAULTS.showLogoInHeader,
  clinicName: PRODUCT_NAME,
  tagline: BRAND_FALLBACK_TAGLINE,
};

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
