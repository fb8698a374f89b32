import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { catalog } from './catalog';
import { AppLink } from '../common/app-link';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { PRINCIPLES } from './principles';

export function AboutPage() {
  const t = useT(catalog);
  usePageTitle(t('about.title'));
  const { config } = useRemote();
  return (
    <>
      <PageIntro eyebrow={t('about.title')} title={t('about.title')} lead={t('about.lead')} />
      <Section title={t('about.why')}>
        <Stack gap="4" maxW="3xl" fontSize="lg">
          <Text>{t('about.why1')}</Text>
          <Text>{t('about.why2')}</Text>
        </Stack>
      </Section>
      <Section title={t('about.believe')} tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          {PRINCIPLES.map((principle) => (
            <Box key={principle.titleKey}>
              <Heading as="h3" fontSize="xl" mb="2">
                {t(principle.titleKey)}
              </Heading>
              <Text color="fg.muted">{t(principle.textKey)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section title={t('about.today')}>
        <Stack gap="4" maxW="3xl" fontSize="lg">
          <Text>{t('about.today1', { date: config.estimatedLaunch })}</Text>
          <Text>
            {t('about.today2')}{' '}
            <AppLink to="/contact-us" color="brand.fg" textDecoration="underline">
              {t('about.todayContact')}
            </AppLink>
            {t('about.todayBetween')}{' '}
            <AppLink to="/case-studies" color="brand.fg" textDecoration="underline">
              {t('about.todayCaseStudies')}
            </AppLink>
            .
          </Text>
        </Stack>
      </Section>
      <CtaBand />
    </>
  );
}
