import { Box, Stack } from '@chakra-ui/react';
import { CollapsibleSection, useT } from '@clinio/design-system';
import { KeyRound, Bell, CalendarDays, Languages, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PageBody, PageHeader } from '../common/page-header';
import { staffCatalog } from '../staff-texts/catalog';
import { catalog } from './catalog';
import { CalendarFeedSection } from './calendar-feed-section';
import { ChangePasswordSection } from './change-password-section';
import { LanguageSection } from './language-section';
import { NotificationSettingsSection } from './notification-settings-section';
import { SecuritySection } from './security-section';
import { SessionsSection } from './sessions-section';

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="lg" p={{ base: '2', md: '3' }}>
      <CollapsibleSection title={title} icon={icon}>
        <Box px={{ base: '1', md: '3' }} pb="3">
          {children}
        </Box>
      </CollapsibleSection>
    </Box>
  );
}

/** /dashboard/user-settings: the signed-in user's own security, devices and notifications. */
export function UserSettingsPage() {
  // A password change ends the other sessions: the list is fetched again.
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const t = useT(catalog);
  const tStaff = useT(staffCatalog);
  return (
    <PageBody>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <Stack gap="4">
        <Section title={t('page.security')} icon={<ShieldCheck size={18} />}>
          <SecuritySection />
        </Section>
        <Section title={t('page.sessions')} icon={<MonitorSmartphone size={18} />}>
          <SessionsSection key={sessionsVersion} />
        </Section>
        <Section title={t('page.notifications')} icon={<Bell size={18} />}>
          <NotificationSettingsSection />
        </Section>
        <Section title={tStaff('language.section')} icon={<Languages size={18} />}>
          <LanguageSection />
        </Section>
        <Section title={t('page.calendar')} icon={<CalendarDays size={18} />}>
          <CalendarFeedSection />
        </Section>
        <Section title={t('page.password')} icon={<KeyRound size={18} />}>
          <ChangePasswordSection onChanged={() => setSessionsVersion((value) => value + 1)} />
        </Section>
      </Stack>
    </PageBody>
  );
}
