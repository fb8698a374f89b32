import { Route, Routes } from 'react-router-dom';
import { CalendarPage } from './calendar/calendar-page';
import { NotFoundPage } from './home/not-found-page';
import { OfferPage } from './waitlist/offer-page';
import { WAITLIST_PATHS } from './waitlist/waitlist-model';
import { WaitlistPage } from './waitlist/waitlist-page';
import { WorkflowPage } from './workflow/workflow-page';

/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = { home: '/dashboard/appointments' } as const;

export function App() {
  return (
    <Routes>
      <Route path={PATHS.home} element={<CalendarPage />} />
      {/* The waitlist (ADR 040): its staff page and the offer e-mail's public page. */}
      <Route path={WAITLIST_PATHS.list} element={<WaitlistPage />} />
      <Route path={WAITLIST_PATHS.offer} element={<OfferPage />} />
      {/* Spec 2.9: the visit's workflow, outside the sign-in check (spec 2.4); staff data only. */}
      <Route path="/workflow/:appointmentId" element={<WorkflowPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
