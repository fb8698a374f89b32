import { Route, Routes } from 'react-router-dom';
import { BuilderPage } from './builder/builder-page';
import { ConsentPage } from './consents/consent-page';
import { KioskPage } from './kiosk/kiosk-page';
import { FormsManagementPage } from './management/forms-management-page';
import { ConsentsManagerPage, FormsManagerPage } from './manager/manager-pages';
import { PortalPaperworkPage } from './portal/portal-paperwork-page';
import { NotFoundPage } from './home/not-found-page';
import { FormsListPage } from './templates/forms-list-page';

/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = {
  list: '/forms',
  builder: '/forms/builder',
  edit: '/forms/builder/:id',
  dashboardList: '/dashboard/forms',
  dashboardBuilder: '/dashboard/forms/builder',
  dashboardEdit: '/dashboard/forms/builder/:id',
  management: '/dashboard/forms-management',
  consentCreate: '/dashboard/consents/create',
  consentEdit: '/dashboard/consents/edit/:id',
  portal: '/patient-dashboard/consents',
  kiosk: '/forms/kiosk/:patientId',
  formsManager: '/forms/manager',
  consentsManager: '/consents/manager',
} as const;

export function App() {
  return (
    <Routes>
      <Route path={PATHS.list} element={<FormsListPage />} />
      <Route path={PATHS.dashboardList} element={<FormsListPage />} />
      <Route path={PATHS.builder} element={<BuilderPage />} />
      <Route path={PATHS.dashboardBuilder} element={<BuilderPage />} />
      <Route path={PATHS.edit} element={<BuilderPage />} />
      <Route path={PATHS.dashboardEdit} element={<BuilderPage />} />
      <Route path={PATHS.management} element={<FormsManagementPage />} />
      <Route path={PATHS.consentCreate} element={<ConsentPage />} />
      <Route path={PATHS.consentEdit} element={<ConsentPage />} />
      <Route path={PATHS.kiosk} element={<KioskPage />} />
      <Route path={PATHS.formsManager} element={<FormsManagerPage />} />
      <Route path={PATHS.consentsManager} element={<ConsentsManagerPage />} />
      <Route path={PATHS.portal} element={<PortalPaperworkPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
