import { Route, Routes } from 'react-router-dom';
import { AnalyticsPage } from './analytics/analytics-page';
import { NotFoundPage } from './home/not-found-page';
import { ReportsPage } from './reports/reports-page';
import { SystemAnalyticsPage } from './system/system-page';

/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = {
  analytics: '/dashboard/analytics',
  reports: '/dashboard/reports',
  system: '/dashboard/system-analytics',
} as const;

export function App() {
  return (
    <Routes>
      <Route path={PATHS.analytics} element={<AnalyticsPage />} />
      <Route path={PATHS.reports} element={<ReportsPage />} />
      <Route path={PATHS.system} element={<SystemAnalyticsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
