import {
  DEFAULT_PLAN_MATRIX_RESPONSE,
  Registry,
  SYSTEM_ROLES,
  type FeatureData,
  type RegistryEntry,
} from '@clinio/contracts';
import { featureAccessOf } from '../../features/feature-access';
import { registryOf } from '../../testing/shell-services';
import { EVERY_TEST_REMOTE } from '../../testing/test-areas';
import { buildSidebar, type SidebarInput, type SidebarModel } from './sidebar-model';

const EVERY_AREA = registryOf(...EVERY_TEST_REMOTE).remotes;

function sidebarOf(
  options: {
    role?: string;
    permissions?: readonly string[];
    plan?: string;
    status?: string;
    data?: FeatureData;
    clinicId?: string | null;
    areas?: readonly RegistryEntry[];
  } = {},
): SidebarModel {
  const role = options.role ?? 'front_desk';
  const input: SidebarInput = {
    user: { role: { name: role, permissions: [...(options.permissions ?? [])] } },
    clinicId: options.clinicId === undefined ? 'clinic-1' : options.clinicId,
    remotes: options.areas ?? EVERY_AREA,
    access: featureAccessOf(
      {
        roleName: role,
        planName: options.plan ?? 'enterprise',
        subscriptionStatus: options.status ?? 'active',
      },
      options.data ?? DEFAULT_PLAN_MATRIX_RESPONSE,
    ),
  };
  return buildSidebar(input);
}

/** `group: label, label…` per section, for reading at a glance. */
const outline = (model: SidebarModel) =>
  model.sections.map(
    (section) => `${section.title ?? section.key}: ${section.entries.map((e) => e.label).join(', ')}`,
  );
const entry = (model: SidebarModel, label: string) =>
  model.sections.flatMap((section) => section.entries).find((candidate) => candidate.label === label);

describe('who sees what (spec 6 permission strings)', () => {
  it('a front-desk user sees only the items their permissions open', () => {
    const model = sidebarOf({ permissions: SYSTEM_ROLES.front_desk.permissions });
    expect(outline(model)).toEqual([
      'core: Dashboard, Appointments, Patients, Staff, Notifications, My Settings',
      'Clinical Operations: Forms Management, Reminders, Clinical Billing',
      'Analytics & Reports: Analytics, Reports',
      'Messaging & Campaigns: Message History',
      'admin: Subscription Management, Clinic Settings, Integrations',
    ]);
    expect(model.quickActions.map((action) => action.label)).toEqual(['New Appointment', 'Add Patient']);
  });

  it('someone with no permissions keeps Dashboard, My Settings and the items that need none', () => {
    const model = sidebarOf({ role: 'intern' });
    expect(outline(model)).toEqual([
      'core: Dashboard, Notifications, My Settings',
      'Analytics & Reports: Analytics, Reports',
      'admin: Subscription Management, Clinic Settings, Integrations',
    ]);
    expect(model.quickActions).toEqual([]);
  });

  it('a super admin gets the Administrative & Subscription group with Roles, and the tenant dashboard as home', () => {
    const model = sidebarOf({ role: 'Super_Admin', permissions: SYSTEM_ROLES.super_admin.permissions });
    expect(outline(model)).toEqual([
      'core: Dashboard, Appointments, Patients, Staff, Notifications, My Settings',
      'Clinical Operations: Provider Notes, Forms Management, Reminders, Clinical Billing',
      'Analytics & Reports: Analytics, Reports',
      'Administrative & Subscription: Roles, Subscription Management, Clinic Settings, Integrations, Audit',
      'Messaging & Campaigns: Campaigns, Brand, Phone Numbers, Message History, Templates',
    ]);
    expect(entry(model, 'Dashboard')?.to).toBe('/dashboard/tenant_dashboard');
    expect(entry(model, 'Subscription Management')).toMatchObject({
      state: 'open',
      to: '/dashboard/admin/subscription-management',
    });
    expect(model.quickActions.map((action) => action.to)).toEqual([
      '/dashboard/appointments?action=new',
      '/dashboard/patients?action=new',
      '/dashboard/provider-notes?action=new',
    ]);
  });

  it('never shows Roles to anyone but a super admin, and Dashboard leads others to /dashboard', () => {
    const model = sidebarOf({ role: 'admin', permissions: SYSTEM_ROLES.admin.permissions });
    expect(entry(model, 'Roles')).toBeUndefined();
    expect(entry(model, 'Audit')).toBeDefined();
    expect(entry(model, 'Dashboard')?.to).toBe('/dashboard');
  });

  it('a clinic admin sees the messaging items whatever the permissions; without a clinic they do not', () => {
    expect(outline(sidebarOf({ role: 'Admin' }))).toContain(
      'Messaging & Campaigns: Campaigns, Brand, Phone Numbers, Message History, Templates',
    );
    expect(sidebarOf({ role: 'admin', clinicId: null }).sections.map((s) => s.key)).not.toContain(
      'messaging',
    );
  });

  it('hides what belongs to a remote that is not in the registry', () => {
    const model = sidebarOf({
      role: 'super_admin',
      permissions: SYSTEM_ROLES.super_admin.permissions,
      areas: registryOf('admin').remotes,
    });
    expect(outline(model)).toEqual([
      'core: Dashboard, Staff, Notifications, My Settings',
      'Analytics & Reports: Analytics, Reports',
      'Administrative & Subscription: Roles, Subscription Management, Clinic Settings, Integrations, Audit',
      'Messaging & Campaigns: Brand',
    ]);
    expect(model.quickActions).toEqual([]);
  });
});

describe('plan locks (spec 2.5 and 6)', () => {
  it('locks what the plan lacks, with the plan that opens it and its price', () => {
    const model = sidebarOf({
      role: 'super_admin',
      permissions: SYSTEM_ROLES.super_admin.permissions,
      plan: 'trial',
    });
    expect(entry(model, 'Provider Notes')).toMatchObject({
      state: 'locked',
      hint: 'Available in Essential plan',
      upgrade: { plan: 'essential', name: 'Essential', price: '$49/month' },
      message: 'Provider Notes is available in Essential plan and above. Upgrade to access this feature.',
    });
    expect(entry(model, 'Clinical Billing')).toMatchObject({
      state: 'locked',
      hint: 'Available in Pro plan',
    });
    expect(entry(model, 'Analytics')?.state).toBe('open');
    expect(entry(model, 'Appointments')?.state).toBe('open');
    expect(model.quickActions.find((action) => action.key === 'quick-notes')?.state).toBe('locked');
  });

  it('shows subscription management as view only to anyone but a super admin', () => {
    expect(entry(sidebarOf({ role: 'admin' }), 'Subscription Management')).toMatchObject({
      state: 'view-only',
      hint: 'View only - Contact support for changes',
    });
  });

  it('while the matrix loads only Analytics opens; after a failed load the gated items stay shut', () => {
    const loading = sidebarOf({ role: 'super_admin', data: 'loading' });
    expect(entry(loading, 'Analytics')?.state).toBe('open');
    expect(entry(loading, 'Reports')?.state).toBe('unavailable');
    expect(entry(loading, 'Dashboard')?.state).toBe('open');
    const failed = sidebarOf({ role: 'super_admin', data: 'failed' });
    expect(entry(failed, 'Analytics')?.state).toBe('unavailable');
    expect(entry(failed, 'Notifications')?.state).toBe('open');
  });
});

describe('an expired subscription (spec 4.3)', () => {
  it('leaves a super admin the home, subscription management and integrations', () => {
    const model = sidebarOf({
      role: 'super_admin',
      permissions: SYSTEM_ROLES.super_admin.permissions,
      status: 'expired',
    });
    const open = model.sections.flatMap((s) => s.entries).filter((e) => e.state === 'open');
    expect(open.map((e) => e.label)).toEqual(['Dashboard', 'Subscription Management', 'Integrations']);
    expect(entry(model, 'Appointments')?.state).toBe('expired');
    expect(entry(model, 'Reports')?.state).toBe('expired');
    expect(model.quickActions.every((action) => action.state === 'expired')).toBe(true);
  });

  it('leaves anyone else the home (and an admin the integrations)', () => {
    const admin = sidebarOf({
      role: 'admin',
      permissions: SYSTEM_ROLES.admin.permissions,
      status: 'expired',
    });
    const open = admin.sections.flatMap((s) => s.entries).filter((e) => e.state === 'open');
    expect(open.map((e) => e.label)).toEqual(['Dashboard', 'Integrations']);
    expect(entry(admin, 'Subscription Management')?.state).toBe('view-only');
  });
});

describe('items come from the areas in the registry', () => {
  const SUPER = { role: 'super_admin', permissions: SYSTEM_ROLES.super_admin.permissions };

  it("puts a remote's own item after the spec's items of its group, with its icon name", () => {
    const [probe] = Registry.parse({
      schemaVersion: 1,
      remotes: [
        {
          name: 'probe',
          version: '1.0.0',
          manifestUrl: '/mfe/probe/1.0.0/mf-manifest.json',
          contractVersion: '1.1.0',
          routes: ['/dashboard/probe/*'],
          nav: [{ key: 'probe', label: 'Probe', path: '/dashboard/probe', icon: 'flask', group: 'core' }],
        },
      ],
    }).remotes;
    if (!probe) throw new Error('no entry');
    // Listed first in the registry, still after Staff: spec 2.5's order is the shell's.
    const model = sidebarOf({ ...SUPER, areas: [probe, ...registryOf('admin').remotes] });
    expect(outline(model)[0]).toBe('core: Dashboard, Staff, Notifications, My Settings, Probe');
    expect(entry(model, 'Probe')).toMatchObject({ to: '/dashboard/probe', icon: 'flask', state: 'open' });
  });

  it("locks every item of a remote whose required feature the plan lacks, with the plan's offer", () => {
    const gated = registryOf('appointments').remotes.map((remote) => ({
      ...remote,
      requiredFeature: 'advanced_analytics' as const,
    }));
    const trial = sidebarOf({ ...SUPER, plan: 'trial', areas: gated });
    expect(entry(trial, 'Appointments')).toMatchObject({ state: 'locked', hint: 'Available in Pro plan' });
    expect(trial.quickActions.map((action) => [action.label, action.state])).toEqual([
      ['New Appointment', 'locked'],
    ]);
    expect(entry(sidebarOf({ ...SUPER, plan: 'pro', areas: gated }), 'Appointments')?.state).toBe('open');
  });
});
