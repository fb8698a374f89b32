import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { AppLink } from '../common/app-link';
import { Section } from '../common/section';
import { SECURITY_POINTS } from '../product/security-points';

/** The three security commitments, with a pointer to the longer answers in the FAQ. */
export function SecuritySection() {
  const t = useT(catalog);
  return (
    <Section id="security" title={t('landing.security')} lead={t('landing.securityLead')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {SECURITY_POINTS.map(({ icon: Icon, titleKey, textKey }) => (
          <Box key={titleKey} borderLeftWidth="4px" borderColor="brand.solid" pl="5">
            <Box color="brand.fg" mb="3">
              <Icon size={24} aria-hidden="true" />
            </Box>
            <Heading as="h3" fontSize="lg" mb="2">
              {t(titleKey)}
            </Heading>
            <Text color="fg.muted">{t(textKey)}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text mt="8" color="fg.muted">
        {t('landing.securityMoreBefore')}{' '}
        <AppLink to="/faq" color="brand.fg" textDecoration="underline">
          {t('landing.securityMoreLink')}
        </AppLink>
        .
      </Text>
    </Section>
  );
}
