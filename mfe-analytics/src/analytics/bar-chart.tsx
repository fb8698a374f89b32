import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { DataTable, type Column } from '../common/data-table';
import { useFormat } from '../common/format';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The same place in the previous period, drawn as a faint bar behind. */
  previous?: number;
}

/**
 * A bar chart drawn with boxes (no chart library: ADR 054) and, beside it, the same figures as a
 * table, which is what a screen reader and the keyboard use; the drawing itself is hidden from them.
 */
export function BarChart({
  title,
  bars,
  tableLabel,
  keyHeader,
}: {
  title: string;
  bars: readonly Bar[];
  tableLabel: string;
  keyHeader: string;
}) {
  const t = useT(catalog);
  const format = useFormat();
  const max = Math.max(1, ...bars.map((bar) => Math.max(bar.value, bar.previous ?? 0)));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const hasPrevious = bars.some((bar) => bar.previous !== undefined);
  const columns: Column<Bar>[] = [
    { key: 'key', header: keyHeader, cell: (bar) => bar.label },
    { key: 'value', header: t('chart.visits'), cell: (bar) => format.number(bar.value), numeric: true },
    ...(hasPrevious
      ? [
          {
            key: 'previous',
            header: t('chart.previous'),
            cell: (bar: Bar) => format.number(bar.previous ?? 0),
            numeric: true,
          },
        ]
      : []),
  ];
  return (
    <Stack as="section" gap="3" mb="6">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align="stretch">
        <Box flex="2" minW="0" aria-hidden="true">
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('chart.summary', { title, max: format.number(max), total: format.number(total) })}
          </Text>
          <Flex align="end" gap="1px" h="160px" borderBottomWidth="1px" overflow="hidden">
            {bars.map((bar) => (
              <Box
                key={bar.key}
                flex="1"
                minW="2px"
                h="100%"
                position="relative"
                title={`${bar.label}: ${bar.value}`}
              >
                {bar.previous === undefined ? null : (
                  <Box
                    position="absolute"
                    bottom="0"
                    w="100%"
                    h={`${(bar.previous / max) * 100}%`}
                    bg="gray.200"
                  />
                )}
                <Box
                  position="absolute"
                  bottom="0"
                  left="20%"
                  w="60%"
                  h={`${(bar.value / max) * 100}%`}
                  bg="blue.600"
                />
              </Box>
            ))}
          </Flex>
        </Box>
        <Box flex="1" minW="0" maxH="240px" overflowY="auto">
          <DataTable
            label={tableLabel}
            columns={columns}
            rows={bars}
            rowKey={(bar) => bar.key}
            minWidth="240px"
          />
        </Box>
      </Flex>
    </Stack>
  );
}
