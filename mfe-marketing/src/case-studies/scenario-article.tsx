import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import type { Scenario } from './scenarios';

function Steps({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Heading as="h3" fontSize="lg" mb="2">
        {title}
      </Heading>
      <List.Root ps="5" gap="2">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** One illustrative scenario, labelled as such in its own heading area. */
export function ScenarioArticle({ scenario }: { scenario: Scenario }) {
  const t = useT(catalog);
  return (
    <Box
      as="article"
      aria-labelledby={`${scenario.id}-title`}
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      p={{ base: '5', md: '8' }}
    >
      <Badge colorPalette="orange" mb="3">
        {t('caseStudies.badge')}
      </Badge>
      <Heading as="h2" id={`${scenario.id}-title`} fontSize={{ base: 'xl', md: '2xl' }} mb="4">
        {scenario.title}
      </Heading>
      <Stack gap="6">
        <Text fontSize="lg" color="fg.muted">
          {scenario.practice}
        </Text>
        <Steps title={t('caseStudies.setup')} items={scenario.setup} />
        <Steps title={t('caseStudies.week')} items={scenario.week} />
        <Box bg="bg.subtle" borderRadius="lg" p="4">
          <Text>
            <Text as="strong">{t('caseStudies.watchFor')} </Text>
            {scenario.watchFor}
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
