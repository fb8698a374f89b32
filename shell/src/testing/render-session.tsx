import { ShellDesignProvider } from '@clinio/design-system';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useAuth, type AuthApi } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { createActivityTracker, type ActivityTracker } from '../session/activity-tracker';
import { InactivitySession } from '../session/inactivity-session';
import { createFakeBackend, type FakeBackend } from './fake-backend';
import { TEST_API_BASE, setupClients, type RenderedShell } from './shell-clients';

export { TEST_API_BASE } from './shell-clients';

export interface RenderedSession extends RenderedShell {
  activity: ActivityTracker;
  /** The latest AuthApi the provider gave. */
  auth: () => AuthApi;
  /** Where the router is. */
  path: () => string;
}

/**
 * The auth provider and the inactivity session under a memory router, with the real clients
 * over a fake backend. `auth()` is the latest AuthApi; `path()` where the router is.
 */
export function renderSession(
  options: { backend?: FakeBackend; path?: string; children?: ReactNode } = {},
): RenderedSession {
  const backend = options.backend ?? createFakeBackend();
  const { bus, clients } = setupClients(backend);
  const activity = createActivityTracker();
  const seen: { auth: AuthApi | null; path: string } = { auth: null, path: '' };
  function Probe() {
    seen.auth = useAuth();
    seen.path = useLocation().pathname;
    // As the app does: spec 4.2's events on the page, and the remotes' touches on the bus.
    useEffect(() => activity.attach(window, bus), []);
    return null;
  }
  const view = render(
    <ShellDesignProvider>
      <MemoryRouter initialEntries={[options.path ?? '/somewhere']}>
        <AuthProvider
          api={clients.api}
          bus={bus}
          store={clients.store}
          tokens={clients.tokens}
          activity={activity}
          apiBaseUrl={TEST_API_BASE}
        >
          <InactivitySession api={clients.api} bus={bus} activity={activity}>
            <Probe />
            {options.children}
          </InactivitySession>
        </AuthProvider>
      </MemoryRouter>
    </ShellDesignProvider>,
  );
  const auth = (): AuthApi => {
    if (seen.auth === null) throw new Error('the provider has not rendered');
    return seen.auth;
  };
  return { backend, bus, clients, activity, auth, path: () => seen.path, unmount: view.unmount };
}
