import { checkExtensionModule } from '@clinio/platform';
import { createMockApi, readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import areaJson from '../area.json';
import { PATHS } from './app';
import { openAt } from './testing/render';

it("shows 'Page Not Found' for a path of its area it does not serve", async () => {
  openAt(`${PATHS.templates}/nothing-here`, createMockApi());
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

it('declares in its area every path it serves and every sidebar item, brand included', () => {
  const area = readAreaDeclaration(areaJson);
  expect(Object.values(PATHS).filter((path) => routeInArea('messaging', area, path) === undefined)).toEqual(
    [],
  );
  expect(area.nav.filter((item) => routeInArea('messaging', area, item.path) === undefined)).toEqual([]);
  expect(area.nav.map((item) => item.key)).toEqual([
    'reminders',
    'campaigns',
    'brand',
    'phone-numbers',
    'message-history',
    'templates',
  ]);
});

it('names itself "messaging" in every extension module its area declares (the shell refuses any other name)', async () => {
  const area = readAreaDeclaration(areaJson);
  expect(area.extensions.length).toBeGreaterThan(0);
  for (const extension of area.extensions) {
    const module: unknown = await import(`./extensions/${extension.module.slice(2)}`);
    expect(checkExtensionModule(module, { remote: 'messaging', slot: extension.slot })).toMatchObject({
      ok: true,
    });
  }
});
