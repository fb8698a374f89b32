import { REMOTE_NAMES, type RouteArea } from '@clinio/contracts';
import { staffNavLinks } from './nav-links';

const everything = new Set<RouteArea>(['shell', ...REMOTE_NAMES]);
const role = (name: string, permissions: string[] = []) => ({ role: { name, permissions } });
const labels = (user: ReturnType<typeof role>, areas: ReadonlySet<RouteArea> = everything) =>
  staffNavLinks(user, areas).map((link) => link.label);

it('gives everyone Dashboard and My Settings', () => {
  expect(labels(role('front_desk'))).toEqual(['Dashboard', 'My Settings']);
});

it('adds Staff with staff_read and Audit with audit_read', () => {
  expect(labels(role('admin', ['staff_read', 'audit_read']))).toEqual([
    'Dashboard',
    'My Settings',
    'Staff',
    'Audit',
  ]);
});

it('adds Roles for a super admin only (any case)', () => {
  expect(labels(role('Super_Admin', ['staff_read', 'audit_read']))).toEqual([
    'Dashboard',
    'My Settings',
    'Staff',
    'Roles',
    'Audit',
  ]);
  expect(labels(role('admin', ['roles_manage']))).not.toContain('Roles');
});

it("hides the admin remote's pages while it is not in the registry", () => {
  expect(labels(role('super_admin', ['staff_read', 'audit_read']), new Set<RouteArea>(['shell']))).toEqual([
    'Dashboard',
  ]);
});

it('links to the spec paths', () => {
  expect(staffNavLinks(role('super_admin', ['staff_read', 'audit_read']), everything)).toEqual([
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'My Settings', to: '/dashboard/user-settings' },
    { label: 'Staff', to: '/dashboard/staff' },
    { label: 'Roles', to: '/dashboard/roles' },
    { label: 'Audit', to: '/dashboard/audit' },
  ]);
});
