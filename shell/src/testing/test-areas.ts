import { SPEC_MARKETING_PATHS, type AreaDeclarationInput, type NavItemDeclaration } from '@clinio/contracts';

type Nav = Pick<NavItemDeclaration, 'key' | 'label' | 'icon' | 'group'> &
  Partial<Pick<NavItemDeclaration, 'permission' | 'feature' | 'path'>>;
const nav = (item: Nav) => ({ path: `/dashboard/${item.key}`, ...item });

/**
 * The areas of the planned remotes as their releases would declare them, for the shell's tests:
 * spec 2.2's screens, 2.5's sidebar items with 6's permissions and plan gates, and the quick
 * actions. The real declarations live in each remote's area.json.
 */
export const TEST_AREAS: Readonly<Record<string, AreaDeclarationInput>> = {
  marketing: { title: 'This page', routes: [...SPEC_MARKETING_PATHS] },
  admin: {
    title: 'Administration',
    routes: [
      '/dashboard/tenant_dashboard',
      '/dashboard/staff',
      '/dashboard/roles',
      '/dashboard/audit',
      '/dashboard/notifications',
      '/dashboard/user-settings',
      '/dashboard/settings',
      '/dashboard/brand',
      '/dashboard/analytics',
      '/dashboard/reports',
      '/dashboard/integrations',
      '/dashboard/documentation/*',
      '/dashboard/admin/*',
      '/integrations/google/callback',
      '/system-admin/*',
      '/subscribe',
    ],
    nav: [
      nav({ key: 'staff', label: 'Staff', icon: 'user-cog', permission: 'staff_read', group: 'core' }),
      nav({ key: 'notifications', label: 'Notifications', icon: 'bell', group: 'core' }),
      nav({ key: 'user-settings', label: 'My Settings', icon: 'sliders-horizontal', group: 'core' }),
      nav({
        key: 'analytics',
        label: 'Analytics',
        icon: 'chart-column',
        feature: 'basic_analytics',
        group: 'analytics',
      }),
      nav({
        key: 'reports',
        label: 'Reports',
        icon: 'file-chart-column',
        feature: 'advanced_analytics',
        group: 'analytics',
      }),
      nav({ key: 'roles', label: 'Roles', icon: 'shield-check', group: 'admin' }),
      nav({
        key: 'subscription-management',
        label: 'Subscription Management',
        path: '/dashboard/admin/subscription-management',
        icon: 'credit-card',
        feature: 'subscription_management',
        group: 'admin',
      }),
      nav({
        key: 'settings',
        label: 'Clinic Settings',
        icon: 'settings',
        feature: 'clinic_settings',
        group: 'admin',
      }),
      nav({
        key: 'integrations',
        label: 'Integrations',
        icon: 'plug',
        feature: 'integrations',
        group: 'admin',
      }),
      nav({
        key: 'audit',
        label: 'Audit',
        icon: 'scroll-text',
        permission: 'audit_read',
        feature: 'audit_logging',
        group: 'admin',
      }),
      nav({
        key: 'brand',
        label: 'Brand',
        icon: 'badge-check',
        permission: 'brand_read',
        feature: 'brand_registration',
        group: 'messaging',
      }),
    ],
  },
  appointments: {
    title: 'Appointments',
    routes: ['/dashboard/appointments/*', '/embed/calendar/:clinicId', '/workflow/:appointmentId'],
    nav: [
      nav({
        key: 'appointments',
        label: 'Appointments',
        icon: 'calendar-days',
        permission: 'appointments_read',
        group: 'core',
      }),
    ],
    quickActions: [
      {
        key: 'new-appointment',
        path: '/dashboard/appointments?action=new',
        permission: 'appointments_create',
      },
    ],
  },
  patients: {
    title: 'Patients',
    routes: ['/dashboard/patients/*', '/dashboard/provider-notes/*', '/patient-dashboard'],
    nav: [
      nav({ key: 'patients', label: 'Patients', icon: 'users', permission: 'patients_read', group: 'core' }),
      nav({
        key: 'provider-notes',
        label: 'Provider Notes',
        icon: 'notebook-pen',
        permission: 'provider_notes_read',
        feature: 'provider_notes',
        group: 'clinical',
      }),
    ],
    quickActions: [
      { key: 'add-patient', path: '/dashboard/patients?action=new', permission: 'patients_create' },
      {
        key: 'quick-notes',
        path: '/dashboard/provider-notes?action=new',
        permission: 'provider_notes_read',
        feature: 'provider_notes',
      },
    ],
  },
  forms: {
    title: 'Forms and consents',
    routes: ['/forms/*', '/dashboard/forms-management/*', '/dashboard/consents/*'],
    nav: [
      nav({
        key: 'forms-management',
        label: 'Forms Management',
        icon: 'clipboard-list',
        permission: 'forms_read',
        feature: 'forms_management',
        group: 'clinical',
      }),
    ],
  },
  billing: {
    title: 'Billing',
    routes: [
      '/dashboard/clinical-billing/*',
      '/dashboard/invoices/*',
      '/dashboard/integrations/stripe/*',
      '/patient-dashboard/billing',
    ],
    nav: [
      nav({
        key: 'clinical-billing',
        label: 'Clinical Billing',
        icon: 'receipt',
        permission: 'billing_read',
        feature: 'clinical_billing',
        group: 'clinical',
      }),
    ],
  },
  messaging: {
    title: 'Messaging',
    routes: [
      '/dashboard/reminders/*',
      '/dashboard/campaigns/*',
      '/dashboard/phone-numbers/*',
      '/dashboard/message-history/*',
      '/dashboard/templates/*',
    ],
    nav: [
      nav({
        key: 'reminders',
        label: 'Reminders',
        icon: 'alarm-clock',
        permission: 'reminders_read',
        feature: 'reminders',
        group: 'clinical',
      }),
      nav({
        key: 'campaigns',
        label: 'Campaigns',
        icon: 'megaphone',
        permission: 'campaigns_read',
        feature: 'messaging',
        group: 'messaging',
      }),
      nav({
        key: 'phone-numbers',
        label: 'Phone Numbers',
        icon: 'phone',
        permission: 'phone_numbers_read',
        feature: 'phone_numbers',
        group: 'messaging',
      }),
      nav({
        key: 'message-history',
        label: 'Message History',
        icon: 'messages-square',
        permission: 'messages_read',
        feature: 'messaging',
        group: 'messaging',
      }),
      nav({
        key: 'templates',
        label: 'Templates',
        icon: 'layout-template',
        permission: 'templates_read',
        feature: 'templates',
        group: 'messaging',
      }),
    ],
  },
};

export const EVERY_TEST_REMOTE = Object.keys(TEST_AREAS);
