import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { ScenarioArticle } from './scenario-article';
import { SCENARIOS } from './scenarios';

export function CaseStudiesPage() {
  usePageTitle('Case studies');
  return (
    <>
      <PageIntro
        eyebrow="Case studies"
        title="Illustrative scenarios: how clinics would run on Clinio"
        lead="Three typical practices, described step by step, to show how the pieces of Clinio fit together in a real week."
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
          <Text>
            These are illustrative scenarios, not customer stories. The clinics are composites we use to
            design and test the product; they are not real practices, and nothing on this page is a measured
            result.
          </Text>
        </Box>
      </PageIntro>
      <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
        <Stack gap="10">
          {SCENARIOS.map((scenario) => (
            <ScenarioArticle key={scenario.id} scenario={scenario} />
          ))}
        </Stack>
      </Container>
      <CtaBand
        title="Does one of these sound like your clinic?"
        text="Tell us how yours differs and we will walk through the same week with your own appointment types and rules."
      />
    </>
  );
}
