import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRemote } from '@clinio/platform';
import { AppLink } from '../common/app-link';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { PRINCIPLES } from './principles';

export function AboutPage() {
  usePageTitle('About us');
  const { config } = useRemote();
  return (
    <>
      <PageIntro
        eyebrow="About us"
        title="About us"
        lead="We build Clinio for the people who keep outpatient clinics running: the front desk, the providers and the owner who signs the cheques."
      />
      <Section title="Why Clinio exists">
        <Stack gap="4" maxW="3xl" fontSize="lg">
          <Text>
            Most small and mid-sized clinics run on a patchwork: a scheduling tool that knows nothing about
            consent forms, a spreadsheet of patients, a card terminal, and a phone that rings all morning with
            people confirming times. Every join between those pieces is a place where something gets lost.
          </Text>
          <Text>
            Clinio puts the visit in one place, from the first booking to the paid invoice, and gives patients
            a portal where they do their part before they arrive. We study what established practice software
            does well and where clinics struggle with it, and we build for the gaps.
          </Text>
        </Stack>
      </Section>
      <Section title="What we believe" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          {PRINCIPLES.map((principle) => (
            <Box key={principle.title}>
              <Heading as="h3" fontSize="xl" mb="2">
                {principle.title}
              </Heading>
              <Text color="fg.muted">{principle.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Where we are today">
        <Stack gap="4" maxW="3xl" fontSize="lg">
          <Text>
            Clinio has not launched yet; our estimated launch is {config.estimatedLaunch}. We would rather
            tell you that plainly than fill this page with logos. You will not find customer testimonials or
            certification badges here until they are real.
          </Text>
          <Text>
            If you run a clinic and want to influence what we build first, we want to hear from you.{' '}
            <AppLink to="/contact-us" color="brand.fg" textDecoration="underline">
              Tell us how your clinic works
            </AppLink>
            , or read how we picture a{' '}
            <AppLink to="/case-studies" color="brand.fg" textDecoration="underline">
              typical week on Clinio
            </AppLink>
            .
          </Text>
        </Stack>
      </Section>
      <CtaBand />
    </>
  );
}
