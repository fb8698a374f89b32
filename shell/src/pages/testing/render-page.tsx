import type { LaunchFlags } from '@clinio/contracts';
import { ShellDesignProvider } from '@clinio/design-system';
import { ApiError } from '@clinio/platform';
import { apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AuthContext, SystemAdminAuthContext } from '../../auth/auth-context';
import { AppRoutes } from '../../routing/app-routes';
import { preloadShellPages } from '../../routing/shell-pages';
import { ShellContext } from '../../shell-context';
import { createShellServices } from '../../testing/shell-services';
import {
  createFakeAuth,
  createFakeSystemAdminAuth,
  type FakeAuth,
  type FakeSystemAdminAuth,
} from './fake-auth';

export interface RenderPageOptions {
  api?: MockApi;
  auth?: FakeAuth;
  systemAdmin?: FakeSystemAdminAuth;
  flags?: Partial<LaunchFlags>;
  /** History state of the first entry, as another page would have navigated here. */
  state?: unknown;
  /** Under React's StrictMode, which runs every effect twice in development. */
  isStrict?: boolean;
}

export interface RenderedPage extends RenderResult {
  api: MockApi;
  auth: FakeAuth;
  systemAdmin: FakeSystemAdminAuth;
  /** Where the shell's router is now. */
  location: () => Location;
  /** 'pathname?search' of the current location. */
  path: () => string;
  /** Every 'pathname?search' the router has been at, in order (redirects included). */
  visited: () => string[];
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

function splitPath(path: string): { pathname: string; search: string } {
  const index = path.indexOf('?');
  return index === -1
    ? { pathname: path, search: '' }
    : { pathname: path.slice(0, index), search: path.slice(index) };
}

// The shell's pages load on demand in the browser; tests have their code at hand before rendering.
beforeAll(() => preloadShellPages());

/**
 * A path rendered through the shell's real router (route table, flags, SHELL_PAGES), with fake
 * auth providers and a mock API. The launch banner is off unless a test turns it on. The fake
 * sign-in never changes who is signed in, so pages are followed by where they navigate.
 */
export function renderPage(path: string, options: RenderPageOptions = {}): RenderedPage {
  const api = options.api ?? createMockApi();
  const auth = options.auth ?? createFakeAuth();
  const systemAdmin = options.systemAdmin ?? createFakeSystemAdminAuth();
  const services = createShellServices({
    api,
    auth: auth.snapshot,
    flags: { SHOW_COMING_SOON: false, ...options.flags },
  });
  const seen: { current: Location | null; trail: string[] } = { current: null, trail: [] };
  const onLocation = (location: Location) => {
    seen.current = location;
    const where = `${location.pathname}${location.search}`;
    if (seen.trail[seen.trail.length - 1] !== where) seen.trail.push(where);
  };
  const tree = (
    <ShellContext.Provider value={services}>
      <AuthContext.Provider value={auth}>
        <SystemAdminAuthContext.Provider value={systemAdmin}>
          <MemoryRouter initialEntries={[{ ...splitPath(path), state: options.state }]}>
            <LocationProbe onLocation={onLocation} />
            <AppRoutes />
          </MemoryRouter>
        </SystemAdminAuthContext.Provider>
      </AuthContext.Provider>
    </ShellContext.Provider>
  );
  // StrictMode doubles effects only from the top of the tree, so it goes outside the design provider.
  const themed = <ShellDesignProvider>{tree}</ShellDesignProvider>;
  const view = render(options.isStrict ? <StrictMode>{themed}</StrictMode> : themed);
  const location = () => {
    if (seen.current === null) throw new Error('The router has not rendered');
    return seen.current;
  };
  return {
    ...view,
    api,
    auth,
    systemAdmin,
    location,
    path: () => `${location().pathname}${location().search}`,
    visited: () => [...seen.trail],
  };
}

/** The form with this accessible name, to query inside it. */
export const inForm = (name: string) => within(screen.getByRole('form', { name }));

/** A 400 validation answer, as the real client raises it. */
export function validationFailure(fields: { field: string; message: string }[]): ApiError {
  return apiError(400, { detail: 'Validation failed', code: 'validation_error', fields });
}

/** A call that got no answer, as the real client raises it. */
export function networkFailure(): ApiError {
  return new ApiError({ message: 'Network error', status: 0, code: 'network_error', response: null });
}

export { apiError };
