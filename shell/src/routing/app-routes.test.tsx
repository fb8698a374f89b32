import { ShellDesignProvider } from '@clinio/design-system';
import type { AuthSnapshot } from '@clinio/platform';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AuthContext, SystemAdminAuthContext } from '../auth/auth-context';
import { createFakeAuth, createFakeSystemAdminAuth } from '../pages/testing/fake-auth';
import { ShellContext } from '../shell-context';
import { createShellServices, registryOf } from '../testing/shell-services';
import { AppRoutes } from './app-routes';

/** Where the shell's router is now. */
function ShellPath() {
  return <span data-testid="shell-path">{useLocation().pathname}</span>;
}
const shellPath = () => screen.getByTestId('shell-path').textContent;

function renderRoutes(path: string, services = createShellServices()) {
  render(
    <ShellContext.Provider value={services}>
      <AuthContext.Provider value={createFakeAuth({ snapshot: services.auth })}>
        <SystemAdminAuthContext.Provider value={createFakeSystemAdminAuth()}>
          <MemoryRouter initialEntries={[path]}>
            <ShellPath />
            <AppRoutes />
          </MemoryRouter>
        </SystemAdminAuthContext.Provider>
      </AuthContext.Provider>
    </ShellContext.Provider>,
    { wrapper: ShellDesignProvider },
  );
}

const LOADING: AuthSnapshot = {
  status: 'loading',
  user: null,
  tenantId: null,
  clinicId: null,
  branchId: null,
};

it("shows 'We'll be right back' at / when nothing in the registry can serve it", () => {
  renderRoutes('/');
  expect(screen.getByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /Clinio/ })).toBeInTheDocument();
  expect(shellPath()).toBe('/');
});

it('sends an unknown path to /', () => {
  renderRoutes('/no-such-page');
  expect(shellPath()).toBe('/');
  expect(screen.getByTestId('unavailable-page')).toBeInTheDocument();
});

it('sends a signed-out visitor from a staff page to sign in', () => {
  renderRoutes('/dashboard/appointments', createShellServices({ registry: registryOf('appointments') }));
  expect(shellPath()).toBe('/login');
});

it('sends a signed-out visitor from the system-admin area to its own sign-in', () => {
  renderRoutes('/system-admin/tenants', createShellServices({ registry: registryOf('admin') }));
  expect(shellPath()).toBe('/system-admin-login');
});

it('shows a spinner, and stays put, while authentication loads on a protected page (spec 2.4)', () => {
  renderRoutes(
    '/dashboard/appointments',
    createShellServices({ auth: LOADING, registry: registryOf('appointments') }),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(shellPath()).toBe('/dashboard/appointments');
});

it('shows a spinner for an unknown path while authentication loads, since its target depends on who it is', () => {
  renderRoutes('/no-such-page', createShellServices({ auth: LOADING }));
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(shellPath()).toBe('/no-such-page');
});
