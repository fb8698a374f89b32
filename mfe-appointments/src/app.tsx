import { Route, Routes } from 'react-router-dom';
import { CalendarPage } from './calendar/calendar-page';
import { NotFoundPage } from './home/not-found-page';

/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = { home: '/dashboard/appointments' } as const;

export function App() {
  return (
    <Routes>
      <Route path={PATHS.home} element={<CalendarPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
