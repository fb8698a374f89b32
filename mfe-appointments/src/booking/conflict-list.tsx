import { Box, List, Text } from '@chakra-ui/react';
import type { Occurrence } from '@clinio/contracts';
import { DateTimeText, Notice } from '@clinio/design-system';
import type { ConflictVerdict } from './booking-model';

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
  const isSeries = total > 1;
  return (
    <Box data-testid="booking-conflicts">
      {verdict.blocked.length > 0 ? (
        <Notice tone="error">
          <Text fontWeight="semibold" mb="1">
            {isSeries
              ? `${verdict.blocked.length} of ${total} occurrences cannot be booked${verdict.canBook ? ' and will be skipped' : ''}:`
              : 'This time cannot be booked:'}
          </Text>
          <List.Root ps="5">
            {verdict.blocked.map((occurrence) => (
              <OccurrenceLine
                key={occurrence.index}
                occurrence={occurrence}
                timeZone={timeZone}
                isSeries={isSeries}
              />
            ))}
          </List.Root>
        </Notice>
      ) : null}
      {verdict.warned.length > 0 ? (
        <Box mt={verdict.blocked.length > 0 ? '3' : '0'}>
          <Notice tone="warning">
            <Text fontWeight="semibold" mb="1">
              Please confirm:
            </Text>
            <List.Root ps="5">
              {verdict.warned.map((occurrence) => (
                <OccurrenceLine
                  key={occurrence.index}
                  occurrence={occurrence}
                  timeZone={timeZone}
                  isSeries={isSeries}
                />
              ))}
            </List.Root>
          </Notice>
        </Box>
      ) : null}
    </Box>
  );
}
