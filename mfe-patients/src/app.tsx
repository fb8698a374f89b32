import { Route, Routes } from 'react-router-dom';
import { DuplicatesPage } from './duplicates/duplicates-page';
import { MergePage } from './duplicates/merge-page';
import { HomePage } from './home/home-page';
import { ImportJobPage } from './import/import-job-page';
import { ImportPage } from './import/import-page';
import { NotFoundPage } from './home/not-found-page';
import { PortalHome } from './portal/portal-home';

/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = { home: '/dashboard/patients' } as const;

export function App() {
  return (
    <Routes>
      <Route path={PATHS.home} element={<HomePage />} />
      <Route path="/dashboard/patients/import" element={<ImportPage />} />
      <Route path="/dashboard/patients/import/:id" element={<ImportJobPage />} />
      <Route path="/dashboard/patients/duplicates" element={<DuplicatesPage />} />
      <Route path="/dashboard/patients/merge" element={<MergePage />} />
      <Route path="/patient-dashboard" element={<PortalHome />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
