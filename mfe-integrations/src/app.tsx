import { Route, Routes } from 'react-router-dom';
import { CallbackPage } from './callback/callback-page';
import { NotFoundPage } from './home/not-found-page';
import { IntegrationsPage } from './integrations/integrations-page';
import { StripeReturnPage } from './integrations/stripe-return-page';

/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = {
  home: '/dashboard/integrations',
  stripeReturn: '/dashboard/integrations/stripe/return',
  stripeRefresh: '/dashboard/integrations/stripe/refresh',
  googleCallback: '/integrations/google/callback',
  zoomCallback: '/integrations/zoom/callback',
} as const;

export function App() {
  return (
    <Routes>
      <Route path={PATHS.home} element={<IntegrationsPage />} />
      <Route path={PATHS.stripeReturn} element={<StripeReturnPage mode="return" />} />
      <Route path={PATHS.stripeRefresh} element={<StripeReturnPage mode="refresh" />} />
      <Route path={PATHS.googleCallback} element={<CallbackPage provider="google" />} />
      <Route path={PATHS.zoomCallback} element={<CallbackPage provider="zoom" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
