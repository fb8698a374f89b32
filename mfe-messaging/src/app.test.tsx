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
