import { BROWSER_ROUTES } from '@clinio/contracts';
import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { ADMIN_PATHS } from './app';
import { SUPER_ADMIN, openPage } from './testing/render-app';

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

it('owns only routes of the shared route table that belong to the admin area', () => {
  const adminRoutes = new Set(
    BROWSER_ROUTES.filter((route) => route.area === 'admin').map((route) => route.path),
  );
  for (const path of Object.values(ADMIN_PATHS)) expect(adminRoutes).toContain(path);
  expect(BROWSER_ROUTES.find((route) => route.path === ADMIN_PATHS.roles)?.access).toBe('super-admin');
});

it('shows the dashboard not-found page for an admin path it does not have yet', async () => {
  await openPage('/dashboard/no-such-page', 'Page Not Found');
  expect(screen.getByText('The requested dashboard page could not be found.')).toBeInTheDocument();
});
