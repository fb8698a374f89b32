import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { periodChange } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { catalog } from '../catalog';
import { useFormat } from './format';

export interface Stat {
  key: string;
  label: string;
  value: ReactNode;
  /** The figure now and before, to say the change; none for a figure without a previous period. */
  compare?: { current: number | null; previous: number | null; previousText: string };
  note?: string;
}

/** Headline figures as a description list of cards (two a row at 375 px). */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  const t = useT(catalog);
  const format = useFormat();
  return (
    <SimpleGrid as="dl" aria-label={label} columns={{ base: 2, md: 3, xl: 4 }} gap="3" mb="6">
      {stats.map((stat) => {
        const change = stat.compare ? periodChange(stat.compare.current, stat.compare.previous) : null;
        return (
          <Box key={stat.key} borderWidth="1px" borderRadius="md" p="3" data-testid={`stat-${stat.key}`}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {stat.label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" data-testid={`value-${stat.key}`}>
              {stat.value}
            </Text>
            {stat.compare ? (
              <Text as="dd" fontSize="xs" color="fg.muted">
                {change === null
                  ? t('change.previous', { value: stat.compare.previousText })
                  : t('change.value', { sign: change > 0 ? '+' : '', percent: format.decimal(change * 100) })}
              </Text>
            ) : null}
            {stat.note ? (
              <Text as="dd" fontSize="xs" color="fg.muted">
                {stat.note}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
