import { PageSpinner, useT } from '@clinio/design-system';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { catalog } from './common/catalog';
import { NotFoundPage } from './common/not-found-page';
import {
  AuditPage,
  ClinicSettingsPage,
  DocumentationArticlePage,
  DocumentationPage,
  NotificationsPage,
  PlatformSettingsPage,
  RolesPage,
  StaffPage,
  SubscriptionPage,
  SystemAdminArea,
  TenantDashboardPage,
  UserSettingsPage,
} from './lazy-pages';

/** The dashboard paths this remote owns (absolute: the shell mounts it at '/'). */
export const ADMIN_PATHS = {
  /** A super admin's home (the shell redirects anyone else to /dashboard). */
  tenantDashboard: '/dashboard/tenant_dashboard',
  userSettings: '/dashboard/user-settings',
  staff: '/dashboard/staff',
  roles: '/dashboard/roles',
  audit: '/dashboard/audit',
  notifications: '/dashboard/notifications',
  documentation: '/dashboard/documentation',
  subscription: '/dashboard/admin/subscription-management',
  /** Spec 2.11's 'Upgrade Now' target: the same screen as spec 2.2's path. */
  subscriptionAlias: '/dashboard/subscription-management',
  platformSettings: '/dashboard/admin/platform-settings',
  clinicSettings: '/dashboard/settings',
} as const;

/** The identity screens of the staff dashboard; the shell draws the dashboard frame around them. */
export function App() {
  const t = useT(catalog);
  return (
    <Suspense fallback={<PageSpinner fullPage={false} label={t('app.loading')} />}>
      <Routes>
        <Route path={ADMIN_PATHS.tenantDashboard} element={<TenantDashboardPage />} />
        <Route path={ADMIN_PATHS.userSettings} element={<UserSettingsPage />} />
        <Route path={ADMIN_PATHS.staff} element={<StaffPage />} />
        <Route path={ADMIN_PATHS.roles} element={<RolesPage />} />
        <Route path={ADMIN_PATHS.audit} element={<AuditPage />} />
        <Route path={ADMIN_PATHS.notifications} element={<NotificationsPage />} />
        <Route path={ADMIN_PATHS.documentation} element={<DocumentationPage />} />
        <Route path={`${ADMIN_PATHS.documentation}/:slug`} element={<DocumentationArticlePage />} />
        <Route path={ADMIN_PATHS.subscription} element={<SubscriptionPage />} />
        <Route path={ADMIN_PATHS.subscriptionAlias} element={<SubscriptionPage />} />
        <Route path={ADMIN_PATHS.platformSettings} element={<PlatformSettingsPage />} />
        <Route path={ADMIN_PATHS.clinicSettings} element={<ClinicSettingsPage />} />
        <Route path="/system-admin/*" element={<SystemAdminArea />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
