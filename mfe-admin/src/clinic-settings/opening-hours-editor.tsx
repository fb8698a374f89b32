import { Box, Fieldset, Grid, Input, Text } from '@chakra-ui/react';
import { WEEKDAYS, type Weekday } from '@clinio/contracts';
import { CheckboxField } from '../common/toggles';
import { WEEKDAY_LABELS, type DayDraft, type HoursDraft } from './opening-hours';

export interface OpeningHoursEditorProps {
  value: HoursDraft;
  errors: Partial<Record<Weekday, string>>;
  onChange: (day: Weekday, next: DayDraft) => void;
}

/** Each weekday: closed, or open from one time to another (24-hour clock, branch time zone). */
export function OpeningHoursEditor({ value, errors, onChange }: OpeningHoursEditorProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="500">Opening hours</Fieldset.Legend>
      <Fieldset.HelperText>In the branch’s own time zone.</Fieldset.HelperText>
      <Fieldset.Content>
        {WEEKDAYS.map((day) => {
          const label = WEEKDAY_LABELS[day];
          const hours = value[day];
          const error = errors[day];
          return (
            <Box key={day} role="group" aria-label={label}>
              <Grid templateColumns={{ base: '1fr', sm: '9rem 1fr 1fr' }} gap="2" alignItems="center">
                <CheckboxField
                  label={`Open on ${label}`}
                  checked={hours.isOpen}
                  onChange={(isOpen) => onChange(day, { ...hours, isOpen })}
                />
                {hours.isOpen ? (
                  <>
                    <Input
                      type="time"
                      aria-label={`${label} opens`}
                      aria-invalid={error !== undefined}
                      value={hours.open}
                      onChange={(event) => onChange(day, { ...hours, open: event.target.value })}
                    />
                    <Input
                      type="time"
                      aria-label={`${label} closes`}
                      aria-invalid={error !== undefined}
                      value={hours.close}
                      onChange={(event) => onChange(day, { ...hours, close: event.target.value })}
                    />
                  </>
                ) : (
                  <Text color="fg.muted" gridColumn={{ sm: 'span 2' }}>
                    Closed
                  </Text>
                )}
              </Grid>
              {error !== undefined ? (
                <Text color="red.700" fontSize="sm" mt="1">
                  {label}: {error}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
