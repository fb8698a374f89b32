import { LocaleProvider } from '@clinio/design-system';
import { RemoteHarness, readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { render, screen } from '@testing-library/react';
import areaJson from '../area.json';
import { App, PATHS } from './app';

const STAFF = {
  status: 'staff' as const,
  user: {
    id: 'u1',
    username: 'sam',
    email: 'sam@clinic.example',
    firstName: 'Sam',
    lastName: 'Staff',
    profilePicture: null,
    role: { name: 'admin', permissions: [] },
  },
  tenantId: 't1',
  clinicId: 'c1',
  branchId: null,
};

it("shows 'Page Not Found' for a path of its area it does not serve", async () => {
  render(<RemoteHarness App={App} initialPath={`${PATHS.home}/nothing-here`} props={{ auth: STAFF }} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

it('declares in its area every path it serves and every sidebar item', () => {
  const area = readAreaDeclaration(areaJson);
  expect(
    Object.values(PATHS).filter((path) => routeInArea('integrations', area, path) === undefined),
  ).toEqual([]);
  expect(area.nav.filter((item) => routeInArea('integrations', area, item.path) === undefined)).toEqual([]);
});

it('shows its screen in Spanish when the page is in Spanish', async () => {
  render(
    <LocaleProvider locale="es">
      <RemoteHarness App={App} initialPath={`${PATHS.home}/nothing-here`} props={{ auth: STAFF }} />
    </LocaleProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
});
