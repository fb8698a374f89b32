import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { PricingCards } from '../pricing/pricing-cards';
import { FeatureDetail } from './feature-detail';
import { FEATURES } from './features';
import { SECURITY_POINTS } from './security-points';

const GROUPS = [
  { title: 'Scheduling', ids: ['appointments', 'reminders'] },
  { title: 'Patients and paperwork', ids: ['records', 'portal', 'forms', 'consents'] },
  { title: 'Money and messages', ids: ['billing', 'campaigns', 'analytics'] },
  { title: 'Running the organisation', ids: ['branches', 'roles', 'audit', 'portability'] },
] as const;

export function ProductDetailsPage() {
  usePageTitle('Product details');
  return (
    <>
      <PageIntro
        eyebrow="Product"
        title="Everything your clinic runs on, in one product"
        lead="Clinio covers the whole visit: booking, reminders, forms and consents, the chart, notes, invoices and payment. Here is what each part does."
      />
      {GROUPS.map((group, index) => (
        <Section key={group.title} title={group.title} tone={index % 2 === 1 ? 'muted' : 'plain'}>
          {group.ids.map((id) => {
            const feature = FEATURES.find((candidate) => candidate.id === id);
            return feature ? <FeatureDetail key={id} feature={feature} /> : null;
          })}
        </Section>
      ))}
      <Section title="Security and privacy">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {SECURITY_POINTS.map(({ title, text }) => (
            <Box key={title}>
              <Heading as="h3" fontSize="lg" mb="2">
                {title}
              </Heading>
              <Text color="fg.muted">{text}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt="6" color="fg.muted" maxW="3xl">
          Staff can add two-factor sign-in, passwords are stored only as strong one-way hashes, and signing
          out, or being signed out by an admin, ends the session immediately rather than when a token expires.
        </Text>
      </Section>
      <Section id="pricing" title="Plans and pricing" tone="muted">
        <PricingCards />
      </Section>
      <CtaBand />
    </>
  );
}
