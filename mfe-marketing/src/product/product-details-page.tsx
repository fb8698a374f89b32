import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog as siteCatalog } from '../catalog';
import { catalog, type MessageKey } from './catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { PricingCards } from '../pricing/pricing-cards';
import { FeatureDetail } from './feature-detail';
import { FEATURES } from './features';
import { SECURITY_POINTS } from './security-points';

const GROUPS: readonly { titleKey: MessageKey; ids: readonly string[] }[] = [
  { titleKey: 'product.group.scheduling', ids: ['appointments', 'reminders'] },
  { titleKey: 'product.group.patients', ids: ['records', 'portal', 'forms', 'consents'] },
  { titleKey: 'product.group.money', ids: ['billing', 'campaigns', 'analytics'] },
  { titleKey: 'product.group.organisation', ids: ['branches', 'roles', 'audit', 'portability'] },
];

export function ProductDetailsPage() {
  const t = useT(catalog);
  const tSite = useT(siteCatalog);
  usePageTitle(t('product.title'));
  return (
    <>
      <PageIntro eyebrow={t('product.eyebrow')} title={t('product.heading')} lead={t('product.lead')} />
      {GROUPS.map((group, index) => (
        <Section key={group.titleKey} title={t(group.titleKey)} tone={index % 2 === 1 ? 'muted' : 'plain'}>
          {group.ids.map((id) => {
            const feature = FEATURES.find((candidate) => candidate.id === id);
            return feature ? <FeatureDetail key={id} feature={feature} /> : null;
          })}
        </Section>
      ))}
      <Section title={t('product.security')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {SECURITY_POINTS.map(({ titleKey, textKey }) => (
            <Box key={titleKey}>
              <Heading as="h3" fontSize="lg" mb="2">
                {tSite(titleKey)}
              </Heading>
              <Text color="fg.muted">{tSite(textKey)}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt="6" color="fg.muted" maxW="3xl">
          {t('product.securityMore')}
        </Text>
      </Section>
      <Section id="pricing" title={t('product.pricing')} tone="muted">
        <PricingCards />
      </Section>
      <CtaBand />
    </>
  );
}
