import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@clinio/contracts';
import { useRemote } from '@clinio/platform';
import { Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
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
  const t = useT(catalog);
  const { config } = useRemote();
  usePageTitle(`${PRODUCT_NAME} — ${PRODUCT_TAGLINE}`, { isFullTitle: true });
  return (
    <>
      <Hero />
      {config.flags.SHOW_COMING_SOON ? <ComingSoonSection /> : null}
      <Section id="features" title={t('landing.features')} lead={t('landing.featuresLead')}>
        <FeatureGrid features={FEATURES} />
        <Text mt="8">
          <AppLink to="/product-details" color="brand.fg" fontWeight="600">
            {t('landing.readProduct')}
          </AppLink>
        </Text>
      </Section>
      <AudienceSection />
      <SecuritySection />
      <Section id="pricing" title={t('landing.pricing')} lead={t('landing.pricingLead')} tone="muted">
        <PricingCards />
      </Section>
      <LatestPosts />
      <CtaBand />
    </>
  );
}
