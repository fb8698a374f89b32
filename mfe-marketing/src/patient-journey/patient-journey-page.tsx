import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { JOURNEY_STEPS } from './journey-steps';

function Perspective({ label, text }: { label: string; text: string }) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
      <Text fontSize="sm" fontWeight="700" color="brand.fg" mb="1">
        {label}
      </Text>
      <Text>{text}</Text>
    </Box>
  );
}

export function PatientJourneyPage() {
  const t = useT(catalog);
  usePageTitle(t('journey.eyebrow'));
  return (
    <>
      <PageIntro eyebrow={t('journey.eyebrow')} title={t('journey.title')} lead={t('journey.lead')} />
      <Section title={t('journey.steps')}>
        <Box as="ol" listStyleType="none">
          {JOURNEY_STEPS.map(({ icon: Icon, titleKey, patientKey, teamKey }, index) => (
            <Flex as="li" key={titleKey} gap={{ base: '4', md: '6' }} pb="10">
              <Flex direction="column" align="center" flexShrink={0}>
                <Flex
                  align="center"
                  justify="center"
                  boxSize="12"
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                >
                  <Icon size={22} aria-hidden="true" />
                </Flex>
                {index < JOURNEY_STEPS.length - 1 ? (
                  <Box flex="1" width="2px" bg="brand.muted" mt="2" />
                ) : null}
              </Flex>
              <Box flex="1" minW="0">
                <Heading as="h3" fontSize="xl" mb="4">
                  {t('journey.stepTitle', { number: String(index + 1), title: t(titleKey) })}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Perspective label={t('journey.patient')} text={t(patientKey)} />
                  <Perspective label={t('journey.team')} text={t(teamKey)} />
                </SimpleGrid>
              </Box>
            </Flex>
          ))}
        </Box>
      </Section>
      <Section title={t('journey.acrossClinics')} tone="muted">
        <Text fontSize="lg" maxW="3xl">
          {t('journey.acrossClinicsText')}
        </Text>
      </Section>
      <CtaBand />
    </>
  );
}
