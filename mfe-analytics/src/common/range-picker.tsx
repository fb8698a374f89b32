import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { Button, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { catalog } from '../catalog';
import { daysBefore } from './range';

const PRESETS = [
  ['range.last7', 6],
  ['range.last30', 29],
  ['range.last90', 89],
  ['range.last365', 364],
] as const;

/** From and To dates, four presets, and whatever else the page filters by (`children`). */
export function RangePicker({
  from,
  to,
  onChange,
  label,
  children,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  label: string;
  children?: ReactNode;
}) {
  const t = useT(catalog);
  return (
    <HStack
      role="search"
      aria-label={label}
      gap="3"
      wrap="wrap"
      align="end"
      mb="4"
      css={{ '@media print': { display: 'none' } }}
    >
      <Field.Root maxW="180px">
        <Field.Label>{t('range.from')}</Field.Label>
        <Input
          type="date"
          value={from}
          max={to}
          onChange={(event) => event.target.value && onChange({ from: event.target.value, to })}
        />
      </Field.Root>
      <Field.Root maxW="180px">
        <Field.Label>{t('range.to')}</Field.Label>
        <Input
          type="date"
          value={to}
          min={from}
          onChange={(event) => event.target.value && onChange({ from, to: event.target.value })}
        />
      </Field.Root>
      {children}
      <HStack gap="1" wrap="wrap" role="group" aria-label={t('range.label')}>
        {PRESETS.map(([key, days]) => (
          <Button
            key={key}
            size="sm"
            variant="outline"
            onClick={() => onChange({ from: daysBefore(days), to: daysBefore(0) })}
          >
            {t(key)}
          </Button>
        ))}
      </HStack>
    </HStack>
  );
}

export function RangeNote({ previous, zone }: { previous?: { from: string; to: string }; zone: string }) {
  const t = useT(catalog);
  return (
    <Text color="fg.muted" fontSize="sm" mb="4">
      {previous ? `${t('range.previous', previous)} · ` : ''}
      {t('range.zone', { zone })}
    </Text>
  );
}
