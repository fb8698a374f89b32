import { Box, Card, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { SPECIALTIES } from './specialties';

export function SpecialtiesPage() {
  const t = useT(catalog);
  usePageTitle(t('specialties.eyebrow'));
  return (
    <>
      <PageIntro
        eyebrow={t('specialties.eyebrow')}
        title={t('specialties.title')}
        lead={t('specialties.lead')}
      />
      <Section title={t('specialties.fit')}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
          {SPECIALTIES.map(({ icon: Icon, nameKey, fitKey, usefulKeys, limitsKey }) => (
            <Card.Root as="li" key={nameKey}>
              <Card.Body gap="3">
                <Box color="brand.fg">
                  <Icon size={24} aria-hidden="true" />
                </Box>
                <Heading as="h3" fontSize="xl">
                  {t(nameKey)}
                </Heading>
                <Text>{t(fitKey)}</Text>
                <List.Root ps="5" gap="1" color="fg.muted">
                  {usefulKeys.map((line) => (
                    <List.Item key={line}>{t(line)}</List.Item>
                  ))}
                </List.Root>
                {limitsKey ? (
                  <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="border" pt="3">
                    <Text as="strong" color="fg">
                      {t('specialties.goodToKnow')}
                    </Text>{' '}
                    {t(limitsKey)}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section title={t('specialties.notListed')} tone="muted">
        <Text fontSize="lg" maxW="3xl">
          {t('specialties.notListedText')}
        </Text>
      </Section>
      <CtaBand />
    </>
  );
}
