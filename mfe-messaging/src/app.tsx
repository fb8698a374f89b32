import { Route, Routes } from 'react-router-dom';
import { BrandRegistrationPage } from './brand/brand-registration-page';
import { CampaignPage } from './campaigns/campaign-page';
import { CampaignsPage } from './campaigns/campaigns-page';
import { ConversationPage } from './history/conversation-page';
import { HistoryPage } from './history/history-page';
import { MessagePage } from './history/message-page';
import { NotFoundPage } from './home/not-found-page';
import { PATHS } from './paths';
import { PhoneNumbersPage } from './phone-numbers/phone-numbers-page';
import { RemindersPage } from './reminders/reminders-page';
import { TemplatesPage } from './templates/templates-page';

export { PATHS } from './paths';

/** Spec 2.2's messaging screens (issue 18, ADR 053). */
export function App() {
  return (
    <Routes>
      <Route path={PATHS.reminders} element={<RemindersPage />} />
      <Route path={PATHS.templates} element={<TemplatesPage />} />
      <Route path={PATHS.campaigns} element={<CampaignsPage />} />
      <Route path={PATHS.campaign} element={<CampaignPage />} />
      <Route path={PATHS.brand} element={<BrandRegistrationPage />} />
      <Route path={PATHS.phoneNumbers} element={<PhoneNumbersPage />} />
      <Route path={PATHS.history} element={<HistoryPage />} />
      <Route path={PATHS.message} element={<MessagePage />} />
      <Route path={PATHS.conversation} element={<ConversationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
