import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { AppLink } from '../common/app-link';
import { Section } from '../common/section';
import { SECURITY_POINTS } from '../product/security-points';

/** The three security commitments, with a pointer to the longer answers in the FAQ. */
export function SecuritySection() {
  return (
    <Section
      id="security"
      title="Security that is part of the design"
      lead="Health data from many clinics lives on one system, so isolation and accountability are built into the foundations rather than added later."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {SECURITY_POINTS.map(({ icon: Icon, title, text }) => (
          <Box key={title} borderLeftWidth="4px" borderColor="brand.solid" pl="5">
            <Box color="brand.fg" mb="3">
              <Icon size={24} aria-hidden="true" />
            </Box>
            <Heading as="h3" fontSize="lg" mb="2">
              {title}
            </Heading>
            <Text color="fg.muted">{text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text mt="8" color="fg.muted">
        More detail, including what we do not claim yet, is in the{' '}
        <AppLink to="/faq" color="brand.fg" textDecoration="underline">
          security questions of our FAQ
        </AppLink>
        .
      </Text>
    </Section>
  );
}
