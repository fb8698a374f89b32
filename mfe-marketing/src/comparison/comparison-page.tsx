import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { ComparisonCards } from './comparison-cards';
import { FAIR_POINTS } from './comparison-rows';
import { ComparisonTable } from './comparison-table';

export function ComparisonPage() {
  const t = useT(catalog);
  usePageTitle(t('comparison.eyebrow'));
  return (
    <>
      <PageIntro
        eyebrow={t('comparison.eyebrow')}
        title={t('comparison.title')}
        lead={t('comparison.lead')}
      />
      <Section title={t('comparison.sideBySide')}>
        <ComparisonTable />
        <ComparisonCards />
        <Text mt="4" fontSize="sm" color="fg.muted">
          {t('comparison.note')}
        </Text>
      </Section>
      <Section title={t('comparison.better')} tone="muted">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {FAIR_POINTS.map((point) => (
            <Box key={point.labelKey}>
              <Heading as="h3" fontSize="lg" mb="2">
                {t(point.labelKey)}
              </Heading>
              <Text color="fg.muted">{t(point.textKey)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand />
    </>
  );
}
