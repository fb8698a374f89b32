import { lazy, type ComponentType } from 'react';

/** React.lazy for a module that exports the page under a name (we do not use default exports). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const UserSettingsPage = lazyPage(
  () => import(/* webpackChunkName: "page-user-settings" */ './user-settings/user-settings-page'),
  'UserSettingsPage',
);
export const StaffPage = lazyPage(
  () => import(/* webpackChunkName: "page-staff" */ './staff/staff-page'),
  'StaffPage',
);
export const RolesPage = lazyPage(
  () => import(/* webpackChunkName: "page-roles" */ './roles/roles-page'),
  'RolesPage',
);
export const AuditPage = lazyPage(
  () => import(/* webpackChunkName: "page-audit" */ './audit/audit-page'),
  'AuditPage',
);
export const NotificationsPage = lazyPage(
  () => import(/* webpackChunkName: "page-notifications" */ './notifications/notifications-page'),
  'NotificationsPage',
);
export const DocumentationPage = lazyPage(
  () => import(/* webpackChunkName: "page-documentation" */ './documentation/documentation-page'),
  'DocumentationPage',
);
export const DocumentationArticlePage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-documentation-article" */ './documentation/documentation-article-page'),
  'DocumentationArticlePage',
);
export const ClinicSettingsPage = lazyPage(
  () => import(/* webpackChunkName: "page-clinic-settings" */ './clinic-settings/clinic-settings-page'),
  'ClinicSettingsPage',
);
export const SubscriptionPage = lazyPage(
  () => import(/* webpackChunkName: "page-subscription" */ './subscription/subscription-page'),
  'SubscriptionPage',
);
export const PlatformSettingsPage = lazyPage(
  () => import(/* webpackChunkName: "page-platform-settings" */ './platform-settings/platform-settings-page'),
  'PlatformSettingsPage',
);
export const SystemAdminArea = lazyPage(
  () => import(/* webpackChunkName: "page-system-admin" */ './system-admin/system-admin-area'),
  'SystemAdminArea',
);
export const TenantDashboardPage = lazyPage(
  () => import(/* webpackChunkName: "page-tenant-dashboard" */ './tenant-dashboard/tenant-dashboard-page'),
  'TenantDashboardPage',
);
