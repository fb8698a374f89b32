import { PageSpinner } from '@clinio/design-system';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './common/not-found-page';
import {
  AuditPage,
  DocumentationArticlePage,
  DocumentationPage,
  NotificationsPage,
  RolesPage,
  StaffPage,
  UserSettingsPage,
} from './lazy-pages';

/** The dashboard paths this remote owns (absolute: the shell mounts it at '/'). */
export const ADMIN_PATHS = {
  userSettings: '/dashboard/user-settings',
  staff: '/dashboard/staff',
  roles: '/dashboard/roles',
  audit: '/dashboard/audit',
  notifications: '/dashboard/notifications',
  documentation: '/dashboard/documentation',
} as const;

/** The identity screens of the staff dashboard; the shell draws the dashboard frame around them. */
export function App() {
  return (
    <Suspense fallback={<PageSpinner fullPage={false} label="Loading page…" />}>
      <Routes>
        <Route path={ADMIN_PATHS.userSettings} element={<UserSettingsPage />} />
        <Route path={ADMIN_PATHS.staff} element={<StaffPage />} />
        <Route path={ADMIN_PATHS.roles} element={<RolesPage />} />
        <Route path={ADMIN_PATHS.audit} element={<AuditPage />} />
        <Route path={ADMIN_PATHS.notifications} element={<NotificationsPage />} />
        <Route path={ADMIN_PATHS.documentation} element={<DocumentationPage />} />
        <Route path={`${ADMIN_PATHS.documentation}/:slug`} element={<DocumentationArticlePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
