import { Route, Routes } from 'react-router-dom';
import { ChartPage } from './chart/chart-page';
import { PrintPage } from './chart/print-page';
import { PATHS } from './common/paths';
import { NotFoundPage } from './home/not-found-page';
import { PatientsPage } from './list/patients-page';
import { NewPatientPage } from './new/new-patient-page';

export { PATHS } from './common/paths';

export function App() {
  return (
    <Routes>
      <Route path={PATHS.list} element={<PatientsPage />} />
      <Route path={PATHS.new} element={<NewPatientPage />} />
      <Route path={PATHS.chart} element={<ChartPage />} />
      <Route path={PATHS.print} element={<PrintPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
