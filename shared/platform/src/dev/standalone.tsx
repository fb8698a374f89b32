import { AlertDialogHost, ShellDesignProvider, Toaster } from '@clinio/design-system';
import type { PublicConfig } from '@clinio/contracts';
import { StrictMode, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api-client';
import type { NavigateFunction, RemoteLocation, RemoteProps } from '../contract';
import { RemoteRoot } from '../define-mfe';
import { createEventBus } from '../event-bus';
import { createTestRemoteProps } from '../testing/harness';

function currentLocation(): RemoteLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown, key: `${Date.now()}` };
}

/** The browser's own URL, as the shell would hand it to the remote. */
function useWindowLocation(): [RemoteLocation, NavigateFunction] {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string | number, options?: { replace?: boolean; state?: unknown }) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    if (options?.replace) window.history.replaceState(options.state ?? null, '', to);
    else window.history.pushState(options?.state ?? null, '', to);
    setLocation(currentLocation());
  }, []);
  return [location, navigate];
}

export interface StandaloneOptions {
  App: ComponentType;
  name: string;
  /** The API the page talks to (CORS_ORIGINS of that API must list this page's origin). */
  apiBaseUrl: string;
}

function Standalone({ App, name, apiBaseUrl }: StandaloneOptions) {
  const [location, navigate] = useWindowLocation();
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const services = useMemo(() => {
    const api = createApiClient({
      baseURL: apiBaseUrl,
      getAccessToken: () => window.localStorage.getItem('access_token'),
    });
    return { api, bus: createEventBus().scoped(name) };
  }, [apiBaseUrl, name]);
  useEffect(() => {
    void services.api.call('getPublicConfig').then(setConfig, (error: unknown) => {
      console.error('[standalone] could not read /api/public-config; is the API running?', error);
    });
  }, [services]);
  if (!config) return null;
  const props: RemoteProps = { ...createTestRemoteProps(), ...services, config, location, navigate };
  return <RemoteRoot {...props} App={App} />;
}

/**
 * Runs a remote on its own page for development: the same providers and router as inside the
 * shell, the real API, the browser's URL. Started by `pnpm --filter <remote> dev`.
 */
export function mountStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ShellDesignProvider>
        <Standalone {...options} />
        <Toaster />
        <AlertDialogHost />
      </ShellDesignProvider>
    </StrictMode>,
  );
}
