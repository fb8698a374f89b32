import { createMockApi } from '@clinio/platform/testing';
import { screen, within } from '@testing-library/react';
import { openSystemAdminPage } from '../testing/system-admin';

it('draws its own tabs, the current one marked', async () => {
  await openSystemAdminPage('/system-admin/settings', 'Platform settings', createMockApi());
  const nav = within(screen.getByRole('navigation', { name: 'System administration' }));
  const links = nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Home', '/system-admin'],
    ['Tenants', '/system-admin/tenants'],
    ['Plans & features', '/system-admin/plans'],
    ['Analytics', '/system-admin/analytics'],
    ['Audit', '/system-admin/audit'],
    ['Jobs', '/system-admin/jobs'],
    ['Settings', '/system-admin/settings'],
  ]);
  expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Tenants' })).not.toHaveAttribute('aria-current');
});

it('shows a not-found message inside the area for an unknown path', async () => {
  await openSystemAdminPage('/system-admin/no-such-tab', 'Page Not Found', createMockApi());
  expect(screen.getByText(/The requested system administration page could not be found/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to tenants' })).toHaveAttribute(
    'href',
    '/system-admin/tenants',
  );
  expect(screen.getByRole('navigation', { name: 'System administration' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});
