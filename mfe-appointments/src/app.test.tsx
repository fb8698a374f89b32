import { checkExtensionModule } from '@clinio/platform';
import { createMockApi, readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import areaJson from '../area.json';
import { PATHS } from './app';
import { renderApp, withResources } from './testing/render-app';

it('shows the calendar to a signed-in staff member', async () => {
  const api = withResources(createMockApi()).on('listAppointments', () => ({ results: [], total: 0 }));
  renderApp(PATHS.home, api);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Appointments' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Appointments — Clinio');
});

it("shows 'Page Not Found' for a path of its area it does not serve", async () => {
  renderApp(`${PATHS.home}/nothing-here`, createMockApi());
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

it('declares every path it serves, its sidebar item, the quick action and the chart tab', () => {
  const area = readAreaDeclaration(areaJson);
  expect(
    Object.values(PATHS).filter((path) => routeInArea('appointments', area, path) === undefined),
  ).toEqual([]);
  expect(area.nav.filter((item) => routeInArea('appointments', area, item.path) === undefined)).toEqual([]);
  expect(
    area.quickActions.map((action) => [
      action.key,
      routeInArea('appointments', area, action.path.split('?')[0] ?? '') !== undefined,
    ]),
  ).toEqual([['new-appointment', true]]);
  expect(area.extensions.map((extension) => [extension.slot, extension.module])).toEqual([
    ['patient-chart.tab', './patient-chart-tab'],
  ]);
});

it('names itself "appointments" in every extension module its area declares (the shell refuses any other name)', async () => {
  const area = readAreaDeclaration(areaJson);
  expect(area.extensions.length).toBeGreaterThan(0);
  for (const extension of area.extensions) {
    const module: unknown = await import(`./extensions/${extension.module.slice(2)}`);
    expect(checkExtensionModule(module, { remote: 'appointments', slot: extension.slot })).toMatchObject({
      ok: true,
    });
  }
});
