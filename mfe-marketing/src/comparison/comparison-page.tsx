import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { ComparisonCards } from './comparison-cards';
import { FAIR_POINTS } from './comparison-rows';
import { ComparisonTable } from './comparison-table';

export function ComparisonPage() {
  usePageTitle('Comparison');
  return (
    <>
      <PageIntro
        eyebrow="Comparison"
        title="How Clinio compares with the way clinics work today"
        lead="Most clinics we talk to run on paper and spreadsheets, a generic booking tool, or practice software installed on a server in the back office. Here is an honest side-by-side."
      />
      <Section title="Side by side">
        <ComparisonTable />
        <ComparisonCards />
        <Text mt="4" fontSize="sm" color="fg.muted">
          The other columns describe typical products in each category; individual products differ.
        </Text>
      </Section>
      <Section title="When an alternative is the better choice" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {FAIR_POINTS.map((point) => (
            <Box key={point.label}>
              <Heading as="h3" fontSize="lg" mb="2">
                {point.label}
              </Heading>
              <Text color="fg.muted">{point.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand />
    </>
  );
}
