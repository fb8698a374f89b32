import { Container, DataList, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@clinio/contracts';
import { Button, LanguageSwitch, Logo, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { NOTE_PATHS } from '../notes/paths';
import { AppointmentsSection } from './appointments-section';
import { ClinicsSection } from './clinics-section';
import { ContactSection } from './contact-section';
import { RecordAccessSection } from './record-access-section';

/**
 * /patient-dashboard: the patient portal's home (spec 2.3). The patient, their contact details
 * (which they may change), the clinics that may see their record, their upcoming appointments and
 * who looked at their record. The shell draws no frame around patient pages, so this screen
 * carries the logo and Log out itself.
 */
export function PortalHome() {
  const { auth, logout } = useRemote();
  const user = auth.user;
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : '';
  const t = useT(catalog);
  const documentTitle = t('portal.documentTitle', { product: PRODUCT_NAME });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Container as="main" maxWidth="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Logo size="sm" />
          <HStack gap="3" wrap="wrap">
            <LanguageSwitch />
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              {t('portal.logout')}
            </Button>
          </HStack>
        </HStack>
        <Stack gap="3">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {name}
          </Heading>
          {user ? (
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{t('portal.email')}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{user.email}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          ) : null}
        </Stack>
        <ContactSection />
        <ClinicsSection />
        <AppointmentsSection />
        <Stack as="section" aria-labelledby="portal-notes" gap="2">
          <Heading as="h2" size="md" id="portal-notes">
            {t('portal.notes.title')}
          </Heading>
          <Text>
            <Link asChild textDecoration="underline" color="brand.fg">
              <RouterLink to={NOTE_PATHS.portal}>{t('portal.notes.link')}</RouterLink>
            </Link>
          </Text>
        </Stack>
        <Stack as="section" aria-labelledby="portal-paperwork-bills" gap="2">
          <Heading as="h2" size="md" id="portal-paperwork-bills">
            {t('portal.more.title')}
          </Heading>
          <List.Root variant="plain" gap="1">
            <List.Item>
              <Link asChild textDecoration="underline" color="brand.fg">
                <RouterLink to="/patient-dashboard/consents">{t('portal.more.paperwork')}</RouterLink>
              </Link>
            </List.Item>
            <List.Item>
              <Link asChild textDecoration="underline" color="brand.fg">
                <RouterLink to="/patient-dashboard/billing">{t('portal.more.bills')}</RouterLink>
              </Link>
            </List.Item>
          </List.Root>
        </Stack>
        <RecordAccessSection />
      </Stack>
    </Container>
  );
}
