import { Box, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { TableScroll, useT } from '@clinio/design-system';
import { catalog } from './catalog';

export interface Series {
  label: string;
  /** The bar's colour token. */
  color: string;
  values: number[];
}

export interface BarChartProps {
  title: string;
  /** One label per bucket, e.g. '3 Nov'. */
  labels: string[];
  series: Series[];
  format?: (value: number) => string;
}

const CHART_HEIGHT = 160;

/**
 * Bars from plain boxes, hidden from assistive technology: the table under it carries the same
 * numbers (collapsed in a <details> so sighted users see the chart first).
 */
export function BarChart({ title, labels, series, format = String }: BarChartProps) {
  const t = useT(catalog);
  const max = Math.max(1, ...series.flatMap((item) => item.values));
  const id = `chart-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" id={id} fontSize="md" mb="2">
        {title}
      </Heading>
      <Flex gap="3" mb="2" wrap="wrap" aria-hidden="true">
        {series.map((item) => (
          <Flex key={item.label} align="center" gap="1" fontSize="xs" color="fg.muted">
            <Box boxSize="2.5" bg={item.color} borderRadius="sm" />
            {item.label}
          </Flex>
        ))}
      </Flex>
      <Flex
        aria-hidden="true"
        align="flex-end"
        gap="1px"
        height={`${CHART_HEIGHT}px`}
        borderBottomWidth="1px"
        overflowX="auto"
      >
        {labels.map((label, index) => (
          <Flex key={label} flex="1 0 6px" align="flex-end" gap="1px" height="full" title={label}>
            {series.map((item) => {
              const value = item.values[index] ?? 0;
              return (
                <Box
                  key={item.label}
                  flex="1"
                  bg={item.color}
                  borderTopRadius="xs"
                  height={`${(value / max) * 100}%`}
                  minHeight={value > 0 ? '2px' : '0'}
                  title={t('chart.barTitle', { label, series: item.label, value: format(value) })}
                />
              );
            })}
          </Flex>
        ))}
      </Flex>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1" aria-hidden="true">
        <Text>{labels[0]}</Text>
        <Text>{labels.at(-1)}</Text>
      </Flex>
      <details>
        <summary>
          <Text as="span" fontSize="sm">
            {t('chart.showTable')}
          </Text>
        </summary>
        <TableScroll label={t('chart.tableLabel', { title })} mt="2" maxHeight="20rem">
          <Table.Root size="sm">
            <Table.Caption srOnly>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('chart.period')}</Table.ColumnHeader>
                {series.map((item) => (
                  <Table.ColumnHeader key={item.label} textAlign="end">
                    {item.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {labels.map((label, index) => (
                <Table.Row key={label}>
                  <Table.Cell>{label}</Table.Cell>
                  {series.map((item) => (
                    <Table.Cell key={item.label} textAlign="end">
                      {format(item.values[index] ?? 0)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      </details>
    </Box>
  );
}
