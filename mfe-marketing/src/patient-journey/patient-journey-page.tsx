import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
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
  usePageTitle('Patient journey');
  return (
    <>
      <PageIntro
        eyebrow="Patient journey"
        title="From first booking to paid invoice"
        lead="A visit touches the calendar, forms, consent, notes and billing. Here is what the patient sees at each step, and what your team sees at the same moment."
      />
      <Section title="Six steps of a visit">
        <Box as="ol" listStyleType="none">
          {JOURNEY_STEPS.map(({ icon: Icon, title, patient, team }, index) => (
            <Flex as="li" key={title} gap={{ base: '4', md: '6' }} pb="10">
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
                  {index + 1}. {title}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Perspective label="The patient" text={patient} />
                  <Perspective label="Your team" text={team} />
                </SimpleGrid>
              </Box>
            </Flex>
          ))}
        </Box>
      </Section>
      <Section title="Patients across clinics" tone="muted">
        <Text fontSize="lg" maxW="3xl">
          Many patients see more than one practice: a physiotherapist, a dentist, a counsellor. With Clinio a
          patient keeps one login and links it to each clinic by entering the clinic’s authorization code.
          They can withdraw that link, and they can see who has viewed their record. Each clinic still sees
          only its own records of that patient.
        </Text>
      </Section>
      <CtaBand />
    </>
  );
}
