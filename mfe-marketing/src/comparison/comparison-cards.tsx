import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { ALTERNATIVES, COMPARISON_ROWS } from './comparison-rows';

/** The phone view of the same table: one card per topic, so nothing scrolls sideways. */
export function ComparisonCards() {
  const t = useT(catalog);
  return (
    <Stack gap="4" hideFrom="md">
      {COMPARISON_ROWS.map((row) => (
        <Box key={row.topicKey} borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
          <Heading as="h3" fontSize="md" mb="3">
            {t(row.topicKey)}
          </Heading>
          <Box as="dl">
            {ALTERNATIVES.map((alternative) => (
              <Box key={alternative.key} py="2" borderTopWidth="1px" borderColor="border">
                <Text
                  as="dt"
                  fontSize="sm"
                  fontWeight="700"
                  color={alternative.key === 'clinio' ? 'brand.fg' : 'fg.muted'}
                >
                  {t(alternative.labelKey)}
                </Text>
                <Text as="dd">{t(row.cells[alternative.key])}</Text>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
