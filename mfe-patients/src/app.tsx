import { Route, Routes } from 'react-router-dom';
import { ChartPage } from './chart/chart-page';
import { PrintPage } from './chart/print-page';
import { PATHS } from './common/paths';
import { DuplicatesPage } from './duplicates/duplicates-page';
import { MergePage } from './duplicates/merge-page';
import { NotFoundPage } from './home/not-found-page';
import { ImportJobPage } from './import/import-job-page';
import { ImportPage } from './import/import-page';
import { PatientsPage } from './list/patients-page';
import { NewPatientPage } from './new/new-patient-page';
import { NotePage } from './notes/note-page';
import { NotesPage } from './notes/notes-page';
import { NOTE_PATHS } from './notes/paths';
import { PortalNotesPage } from './notes/portal-notes-page';
import { QuickNotePage } from './notes/quick-note-page';
import { TemplatesPage } from './notes/templates-page';
import { PortalHome } from './portal/portal-home';

export { PATHS } from './common/paths';

export function App() {
  return (
    <Routes>
      <Route path={PATHS.list} element={<PatientsPage />} />
      <Route path={PATHS.new} element={<NewPatientPage />} />
      <Route path={PATHS.import} element={<ImportPage />} />
      <Route path={PATHS.importJob} element={<ImportJobPage />} />
      <Route path={PATHS.duplicates} element={<DuplicatesPage />} />
      <Route path={PATHS.merge} element={<MergePage />} />
      <Route path={PATHS.chart} element={<ChartPage />} />
      <Route path={PATHS.print} element={<PrintPage />} />
      <Route path={PATHS.portal} element={<PortalHome />} />
      <Route path={NOTE_PATHS.list} element={<NotesPage />} />
      <Route path={NOTE_PATHS.quick} element={<QuickNotePage />} />
      <Route path={NOTE_PATHS.templates} element={<TemplatesPage />} />
      <Route path={NOTE_PATHS.note} element={<NotePage />} />
      <Route path={NOTE_PATHS.portal} element={<PortalNotesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
