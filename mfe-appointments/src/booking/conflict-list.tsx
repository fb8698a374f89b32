import { List, Stack, Text } from '@chakra-ui/react';
import type { Occurrence } from '@clinio/contracts';
import { DateTimeText, Notice, useT } from '@clinio/design-system';
import type { ConflictVerdict } from './booking-model';
import { catalog } from '../catalog';

function OccurrenceLine({
  occurrence,
  timeZone,
  isSeries,
}: {
  occurrence: Occurrence;
  timeZone: string;
  isSeries: boolean;
}) {
  return (
    <List.Item>
      <Text as="span" fontWeight="semibold">
        {isSeries ? `#${occurrence.index} · ` : ''}
        <DateTimeText value={occurrence.start_time} timeZone={timeZone} />
      </Text>
      {': '}
      {occurrence.conflicts.map((conflict) => conflict.message).join('; ')}
    </List.Item>
  );
}

function OccurrenceGroup({
  tone,
  title,
  occurrences,
  timeZone,
  isSeries,
}: {
  tone: 'error' | 'warning';
  title: string;
  occurrences: readonly Occurrence[];
  timeZone: string;
  isSeries: boolean;
}) {
  return (
    <Notice tone={tone}>
      <Text fontWeight="semibold" mb="1">
        {title}
      </Text>
      <List.Root ps="5">
        {occurrences.map((occurrence) => (
          <OccurrenceLine
            key={occurrence.index}
            occurrence={occurrence}
            timeZone={timeZone}
            isSeries={isSeries}
          />
        ))}
      </List.Root>
    </Notice>
  );
}

export interface ConflictListProps {
  verdict: ConflictVerdict;
  total: number;
  timeZone: string;
}

/**
 * What the conflict check found, per occurrence: those that cannot be booked (skipped when the
 * user books the rest) and those with a warning staff may confirm (outside working hours).
 */
export function ConflictList({ verdict, total, timeZone }: ConflictListProps) {
  const t = useT(catalog);
  const isSeries = total > 1;
  const { blocked, warned, canBook } = verdict;
  return (
    <Stack gap="3" data-testid="booking-conflicts">
      {blocked.length > 0 ? (
        <OccurrenceGroup
          tone="error"
          title={
            isSeries
              ? t(canBook ? 'conflicts.seriesSkipped' : 'conflicts.seriesBlocked', {
                  blocked: blocked.length,
                  total,
                })
              : t('conflicts.blocked')
          }
          occurrences={blocked}
          timeZone={timeZone}
          isSeries={isSeries}
        />
      ) : null}
      {warned.length > 0 ? (
        <OccurrenceGroup
          tone="warning"
          title={t('conflicts.confirm')}
          occurrences={warned}
          timeZone={timeZone}
          isSeries={isSeries}
        />
      ) : null}
    </Stack>
  );
}
