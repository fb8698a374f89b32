import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@clinio/contracts';
import { useRemote } from '@clinio/platform';
import { Text } from '@chakra-ui/react';
import { AppLink } from '../common/app-link';
import { CtaBand } from '../common/cta-band';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { PricingCards } from '../pricing/pricing-cards';
import { FEATURES } from '../product/features';
import { AudienceSection } from './audience-section';
import { ComingSoonSection } from './coming-soon-section';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { LatestPosts } from './latest-posts';
import { SecuritySection } from './security-section';

/** The landing page: in the remote's first chunk, so the front door never waits for a split. */
export function LandingPage() {
  const { config } = useRemote();
  usePageTitle(`${PRODUCT_NAME} — ${PRODUCT_TAGLINE}`, { isFullTitle: true });
  return (
    <>
      <Hero />
      {config.flags.SHOW_COMING_SOON ? <ComingSoonSection /> : null}
      <Section
        id="features"
        title="Everything the clinic runs on"
        lead="One product instead of a calendar, a spreadsheet of patients, a box of paper forms and a card terminal that know nothing about each other."
      >
        <FeatureGrid features={FEATURES} />
        <Text mt="8">
          <AppLink to="/product-details" color="brand.fg" fontWeight="600">
            Read the product details
          </AppLink>
        </Text>
      </Section>
      <AudienceSection />
      <SecuritySection />
      <Section
        id="pricing"
        title="Simple plans"
        lead="Start with a trial, then pick the plan that matches how your clinic works."
        tone="muted"
      >
        <PricingCards />
      </Section>
      <LatestPosts />
      <CtaBand />
    </>
  );
}
