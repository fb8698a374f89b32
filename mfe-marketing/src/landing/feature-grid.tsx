import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import type { Feature } from '../product/features';

/** Icon, title and one-paragraph summary per feature, as a responsive grid. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  const t = useT(catalog);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {features.map(({ id, icon: Icon, titleKey, summaryKey }) => (
        <Box as="li" key={id} borderWidth="1px" borderColor="border" borderRadius="xl" p="6" bg="bg">
          <Box display="inline-flex" p="2.5" borderRadius="lg" bg="brand.subtle" color="brand.fg" mb="4">
            <Icon size={22} aria-hidden="true" />
          </Box>
          <Heading as="h3" fontSize="lg" mb="2">
            {t(titleKey)}
          </Heading>
          <Text color="fg.muted">{t(summaryKey)}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
