import { FormNotice } from '@clinio/design-system';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page-header';
import { ClinicDefaultsSection } from './clinic-defaults-section';
import { SessionTimeoutSection } from './session-timeout-section';

const TITLE = 'Platform settings';

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
  if (!isSuperAdmin) {
    return (
      <PageBody>
        <PageHeader title={TITLE} />
        <FormNotice tone="warning">
          Only super admins can change platform settings. Ask a super admin of your clinic if something here
          needs to change.
        </FormNotice>
      </PageBody>
    );
  }
  return (
    <PageBody>
      <PageHeader title={TITLE} lead="Settings that apply to everyone in your clinic." />
      <Stack gap="6">
        <Section
          id="session-timeout-heading"
          title="Session timeout"
          lead="How long a staff member can be inactive before they are signed out."
        >
          <SessionTimeoutSection />
        </Section>
        <Section
          id="clinic-defaults-heading"
          title="Time zone and default branch"
          lead="Where your clinic keeps time, and the branch staff start in."
        >
          <ClinicDefaultsSection />
        </Section>
      </Stack>
    </PageBody>
  );
}
