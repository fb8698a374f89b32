import { readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import areaJson from '../area.json';
import { PATHS } from './app';
import { NOTE_PATHS } from './notes/paths';
import { patientPage } from './testing/fixtures';
import { openPage, withClinic } from './testing/render-app';

it('shows the patients list as its first screen to a signed-in staff member', async () => {
  const api = withClinic().on('listPatients', () => patientPage(0));
  await openPage(PATHS.list, 'Patients', { api });
  expect(document.title).toBe('Patients — Clinio');
});

it("shows 'Page Not Found' for a path of its area it does not serve", async () => {
  await openPage(`${PATHS.list}/some/thing-here`, 'Page Not Found');
  expect(screen.getByText('The requested dashboard page could not be found.')).toBeInTheDocument();
});

it('declares in its area every path it serves and every sidebar item', () => {
  const area = readAreaDeclaration(areaJson);
  const served = [...Object.values(PATHS), ...Object.values(NOTE_PATHS)];
  expect(served.filter((path) => routeInArea('patients', area, path) === undefined)).toEqual([]);
  expect(area.nav.filter((item) => routeInArea('patients', area, item.path) === undefined)).toEqual([]);
  expect(area.quickActions).toMatchObject([
    { key: 'add-patient', path: PATHS.new, permission: 'patients_create' },
    {
      key: 'quick-notes',
      path: NOTE_PATHS.quick,
      permission: 'provider_notes_write',
      feature: 'provider_notes',
    },
  ]);
  expect(area.nav.find((item) => item.key === 'provider-notes')).toMatchObject({
    path: NOTE_PATHS.list,
    permission: 'provider_notes_read',
    feature: 'provider_notes',
  });
});
