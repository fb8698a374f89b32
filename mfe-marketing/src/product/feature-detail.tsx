import { Box, Flex, Heading, List, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { Check } from 'lucide-react';
import { catalog } from '../catalog';
import type { Feature } from './features';

/** One feature in full: what it is, then the specifics a clinic manager asks about. */
export function FeatureDetail({ feature }: { feature: Feature }) {
  const t = useT(catalog);
  const { id, icon: Icon, titleKey, summaryKey, detailKeys } = feature;
  return (
    <Flex
      as="article"
      id={id}
      aria-labelledby={`${id}-title`}
      gap={{ base: '4', md: '8' }}
      direction={{ base: 'column', md: 'row' }}
      py="8"
      borderTopWidth="1px"
      borderColor="border"
    >
      <Box flexShrink={0} width={{ md: '64' }}>
        <Box display="inline-flex" p="2.5" borderRadius="lg" bg="brand.subtle" color="brand.fg" mb="3">
          <Icon size={22} aria-hidden="true" />
        </Box>
        <Heading as="h3" id={`${id}-title`} fontSize="xl">
          {t(titleKey)}
        </Heading>
      </Box>
      <Box flex="1">
        <Text fontSize="lg" mb="4">
          {t(summaryKey)}
        </Text>
        <List.Root gap="2" variant="plain">
          {detailKeys.map((line) => (
            <List.Item key={line} alignItems="flex-start" color="fg.muted">
              <List.Indicator asChild color="green.600" mt="1">
                <Check size={16} aria-hidden="true" />
              </List.Indicator>
              {t(line)}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Flex>
  );
}
