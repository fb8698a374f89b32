import { checkExtensionModule } from '@clinio/platform';
import { LocaleProvider } from '@clinio/design-system';
import { RemoteHarness, createMockApi, readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { render, screen } from '@testing-library/react';
import areaJson from '../area.json';
import { App, PATHS } from './app';
import { staff } from './testing/render';

it("shows 'Page Not Found' for a path of its area it does not serve", async () => {
  render(
    <RemoteHarness
      App={App}
      initialPath={`${PATHS.list}/nothing-here`}
      props={{ auth: staff('billing'), api: createMockApi() }}
    />,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

it('declares in its area every path it serves and every sidebar item', () => {
  const area = readAreaDeclaration(areaJson);
  expect(Object.values(PATHS).filter((path) => routeInArea('billing', area, path) === undefined)).toEqual([]);
  expect(area.nav.filter((item) => routeInArea('billing', area, item.path) === undefined)).toEqual([]);
});

it('shows its screen in Spanish when the page is in Spanish', async () => {
  render(
    <LocaleProvider locale="es">
      <RemoteHarness
        App={App}
        initialPath={`${PATHS.list}/nothing-here`}
        props={{ auth: staff('billing'), api: createMockApi() }}
      />
    </LocaleProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
});

it('names itself "billing" in every extension module its area declares (the shell refuses any other name)', async () => {
  const area = readAreaDeclaration(areaJson);
  expect(area.extensions.length).toBeGreaterThan(0);
  for (const extension of area.extensions) {
    const module: unknown = await import(`./extensions/${extension.module.slice(2)}`);
    expect(checkExtensionModule(module, { remote: 'billing', slot: extension.slot })).toMatchObject({
      ok: true,
    });
  }
});
