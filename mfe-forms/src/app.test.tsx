import { checkExtensionModule } from '@clinio/platform';
import { LocaleProvider } from '@clinio/design-system';
import { RemoteHarness, readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { render, screen } from '@testing-library/react';
import areaJson from '../area.json';
import { App, PATHS } from './app';
import { ADMIN, CLINIC_ID, TENANT_ID } from './testing/render';

const STAFF = {
  status: 'staff' as const,
  user: ADMIN,
  tenantId: TENANT_ID,
  clinicId: CLINIC_ID,
  branchId: null,
};

it("shows 'Page Not Found' for a path of its area it does not serve", async () => {
  render(<RemoteHarness App={App} initialPath="/dashboard/forms/nothing-here" props={{ auth: STAFF }} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

it('declares in its area every path it serves and every sidebar item', () => {
  const area = readAreaDeclaration(areaJson);
  expect(Object.values(PATHS).filter((path) => routeInArea('forms', area, path) === undefined)).toEqual([]);
  expect(area.nav.filter((item) => routeInArea('forms', area, item.path) === undefined)).toEqual([]);
});

it('shows its screen in Spanish when the page is in Spanish', async () => {
  render(
    <LocaleProvider locale="es">
      <RemoteHarness App={App} initialPath="/dashboard/forms/nothing-here" props={{ auth: STAFF }} />
    </LocaleProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
});

it('names itself "forms" in every extension module its area declares (the shell refuses any other name)', async () => {
  const area = readAreaDeclaration(areaJson);
  expect(area.extensions.length).toBeGreaterThan(0);
  for (const extension of area.extensions) {
    const module: unknown = await import(`./extensions/${extension.module.slice(2)}`);
    expect(checkExtensionModule(module, { remote: 'forms', slot: extension.slot })).toMatchObject({
      ok: true,
    });
  }
});
