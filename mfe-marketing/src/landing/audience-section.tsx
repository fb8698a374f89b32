import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Section } from '../common/section';

const AUDIENCES = [
  {
    who: 'Front desk',
    text: 'The day’s calendar, check-in, booking by phone, patient lookup and taking payment, without switching programs.',
  },
  {
    who: 'Providers',
    text: 'Your schedule, the patient chart with alerts on top, forms and consents already completed, and notes you sign once.',
  },
  {
    who: 'Clinic owners and admins',
    text: 'Staff and roles, branches, branding, plans, reminder rules and the reports that tell you how the clinic is doing.',
  },
  {
    who: 'Patients',
    text: 'Their appointments, forms, consents, shared notes and invoices in a portal they control, across every clinic they use.',
  },
] as const;

/** One paragraph per kind of user: who spends their day in Clinio and what they get. */
export function AudienceSection() {
  return (
    <Section id="audience" title="Built for everyone in the clinic" tone="muted">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {AUDIENCES.map(({ who, text }) => (
          <Box key={who}>
            <Heading as="h3" fontSize="lg" mb="2">
              {who}
            </Heading>
            <Text color="fg.muted">{text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
