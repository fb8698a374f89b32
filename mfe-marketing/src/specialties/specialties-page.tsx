import { Box, Card, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { SPECIALTIES } from './specialties';

export function SpecialtiesPage() {
  usePageTitle('Specialties');
  return (
    <>
      <PageIntro
        eyebrow="Specialties"
        title="Built for outpatient clinics of many kinds"
        lead="Clinio is general practice-management software: scheduling, records, forms, consent, billing and messaging. Here is how it fits common specialties, including where it does not."
      />
      <Section title="How Clinio fits your specialty">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
          {SPECIALTIES.map(({ icon: Icon, name, fit, useful, limits }) => (
            <Card.Root as="li" key={name}>
              <Card.Body gap="3">
                <Box color="brand.fg">
                  <Icon size={24} aria-hidden="true" />
                </Box>
                <Heading as="h3" fontSize="xl">
                  {name}
                </Heading>
                <Text>{fit}</Text>
                <List.Root ps="5" gap="1" color="fg.muted">
                  {useful.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
                {limits ? (
                  <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="border" pt="3">
                    <Text as="strong" color="fg">
                      Good to know:
                    </Text>{' '}
                    {limits}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Not on the list?" tone="muted">
        <Text fontSize="lg" maxW="3xl">
          If your clinic books appointments, keeps records and bills patients, Clinio will likely cover most
          of your day. Clinio does not replace specialty systems such as imaging, laboratory or e-prescribing
          software. Tell us what you use today and we will say honestly how Clinio would fit beside it.
        </Text>
      </Section>
      <CtaBand />
    </>
  );
}
