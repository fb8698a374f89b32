import { FormNotice, useT } from '@clinio/design-system';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page-header';
import { catalog } from './catalog';
import { ClinicDefaultsSection } from './clinic-defaults-section';
import { SessionTimeoutSection } from './session-timeout-section';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Box>
          <Heading as="h2" id={id} fontSize="lg">
            {title}
          </Heading>
          <Text mt="1" color="fg.muted">
            {lead}
          </Text>
        </Box>
        {children}
      </Stack>
    </Box>
  );
}

/** /dashboard/admin/platform-settings: clinic-wide settings, super admins only (the server agrees). */
export function PlatformSettingsPage() {
  const { isSuperAdmin } = useAccess();
  const t = useT(catalog);
  if (!isSuperAdmin) {
    return (
      <PageBody>
        <PageHeader title={t('page.title')} />
        <FormNotice tone="warning">{t('page.superAdminsOnly')}</FormNotice>
      </PageBody>
    );
  }
  return (
    <PageBody>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <Stack gap="6">
        <Section id="session-timeout-heading" title={t('page.timeout')} lead={t('page.timeoutLead')}>
          <SessionTimeoutSection />
        </Section>
        <Section id="clinic-defaults-heading" title={t('page.defaults')} lead={t('page.defaultsLead')}>
          <ClinicDefaultsSection />
        </Section>
      </Stack>
    </PageBody>
  );
}
