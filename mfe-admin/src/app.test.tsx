import { createMockApi, readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { ADMIN_PATHS } from './app';
import { SUPER_ADMIN, openPage } from './testing/render-app';
import areaJson from '../area.json';

const PAGES: [path: string, heading: string, title: string][] = [
  [ADMIN_PATHS.userSettings, 'My settings', 'My settings — Clinio'],
  [ADMIN_PATHS.staff, 'Staff', 'Staff — Clinio'],
  [ADMIN_PATHS.roles, 'Roles', 'Roles — Clinio'],
  [ADMIN_PATHS.audit, 'Audit log', 'Audit log — Clinio'],
];

describe.each(PAGES)('%s', (path, heading, title) => {
  it('shows exactly one h1 and names the browser tab', async () => {
    // Every call left unanswered: the page frame shows whatever the server says.
    await openPage(path, heading, { api: createMockApi(), user: SUPER_ADMIN });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

it('declares in its area every path its router serves, and only super admins reach roles', () => {
  const area = readAreaDeclaration(areaJson);
  // The alias of spec 2.11 is the shell's: it redirects before the area is asked.
  const served = [
    ...Object.values(ADMIN_PATHS).filter((page) => page !== ADMIN_PATHS.subscriptionAlias),
    `${ADMIN_PATHS.documentation}/getting-started`,
    '/system-admin/tenants/t-1',
  ];
  expect(served.filter((page) => routeInArea('admin', area, page) === undefined)).toEqual([]);
  expect(routeInArea('admin', area, ADMIN_PATHS.roles)?.access).toBe('super-admin');
  expect(routeInArea('admin', area, ADMIN_PATHS.tenantDashboard)?.access).toBe('super-admin');
  // Every sidebar item leads into the area.
  expect(area.nav.filter((item) => routeInArea('admin', area, item.path) === undefined)).toEqual([]);
});

it('shows the dashboard not-found page for an admin path it does not have yet', async () => {
  await openPage('/dashboard/no-such-page', 'Page Not Found');
  expect(screen.getByText('The requested dashboard page could not be found.')).toBeInTheDocument();
});
