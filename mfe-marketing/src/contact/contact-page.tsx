import { Box, Container, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog, type MessageKey } from './catalog';
import { AppLink } from '../common/app-link';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { ContactForm } from './contact-form';

const NEXT_STEPS: readonly MessageKey[] = ['contact.next1', 'contact.next2', 'contact.next3'];

export function ContactPage() {
  const t = useT(catalog);
  usePageTitle(t('contact.title'));
  return (
    <>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '2fr 1fr' }}
          gap={{ base: '10', lg: '14' }}
          alignItems="start"
        >
          <Box as="section" aria-labelledby="contact-form-heading">
            <Heading as="h2" id="contact-form-heading" fontSize="2xl" mb="6">
              {t('contact.formHeading')}
            </Heading>
            <ContactForm />
          </Box>
          <Stack as="aside" aria-label={t('contact.nextHeading')} gap="6">
            <Box>
              <Heading as="h2" fontSize="xl" mb="3">
                {t('contact.nextHeading')}
              </Heading>
              <List.Root as="ol" ps="5" gap="2">
                {NEXT_STEPS.map((step) => (
                  <List.Item key={step}>{t(step)}</List.Item>
                ))}
              </List.Root>
            </Box>
            <Box>
              <Heading as="h2" fontSize="xl" mb="3">
                {t('contact.readFirstHeading')}
              </Heading>
              <Text>
                {t('contact.readFirstBefore')}{' '}
                <AppLink to="/faq" color="brand.fg" textDecoration="underline">
                  {t('contact.readFirstFaq')}
                </AppLink>
                {t('contact.readFirstBetween')}{' '}
                <AppLink to="/product-details" color="brand.fg" textDecoration="underline">
                  {t('contact.readFirstProduct')}
                </AppLink>{' '}
                {t('contact.readFirstAfter')}
              </Text>
            </Box>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
