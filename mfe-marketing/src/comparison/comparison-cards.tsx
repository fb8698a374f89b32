import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ALTERNATIVES, COMPARISON_ROWS } from './comparison-rows';

/** The phone view of the same table: one card per topic, so nothing scrolls sideways. */
export function ComparisonCards() {
  return (
    <Stack gap="4" hideFrom="md">
      {COMPARISON_ROWS.map((row) => (
        <Box key={row.topic} borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
          <Heading as="h3" fontSize="md" mb="3">
            {row.topic}
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
                  {alternative.label}
                </Text>
                <Text as="dd">{row.cells[alternative.key]}</Text>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
