import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { Info } from 'lucide-react';
import { catalog } from './catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { ScenarioArticle } from './scenario-article';
import { SCENARIOS } from './scenarios';

export function CaseStudiesPage() {
  const t = useT(catalog);
  usePageTitle(t('caseStudies.eyebrow'));
  return (
    <>
      <PageIntro
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.title')}
        lead={t('caseStudies.lead')}
      >
        <Box
          role="note"
          mt="6"
          display="flex"
          gap="3"
          bg="bg"
          borderWidth="1px"
          borderColor="orange.300"
          borderRadius="lg"
          p="4"
          maxW="3xl"
        >
          <Box color="orange.700" flexShrink={0} pt="0.5">
            <Info size={20} aria-hidden="true" />
          </Box>
          <Text>{t('caseStudies.note')}</Text>
        </Box>
      </PageIntro>
      <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
        <Stack gap="10">
          {SCENARIOS.map((scenario) => (
            <ScenarioArticle key={scenario.id} scenario={scenario} />
          ))}
        </Stack>
      </Container>
      <CtaBand title={t('caseStudies.ctaTitle')} text={t('caseStudies.ctaText')} />
    </>
  );
}
