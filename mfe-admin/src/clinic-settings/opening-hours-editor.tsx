import { Box, Fieldset, Grid, Input, Text } from '@chakra-ui/react';
import { WEEKDAYS, type Weekday } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { CheckboxField } from '../common/toggles';
import { catalog } from './catalog';
import { WEEKDAY_LABELS, type DayDraft, type HoursDraft } from './opening-hours';

export interface OpeningHoursEditorProps {
  value: HoursDraft;
  errors: Partial<Record<Weekday, string>>;
  onChange: (day: Weekday, next: DayDraft) => void;
}

/** Each weekday: closed, or open from one time to another (24-hour clock, branch time zone). */
export function OpeningHoursEditor({ value, errors, onChange }: OpeningHoursEditorProps) {
  const t = useT(catalog);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="500">{t('hours.legend')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('hours.helper')}</Fieldset.HelperText>
      <Fieldset.Content>
        {WEEKDAYS.map((day) => {
          const label = WEEKDAY_LABELS[day];
          const hours = value[day];
          const error = errors[day];
          return (
            <Box key={day} role="group" aria-label={label}>
              <Grid templateColumns={{ base: '1fr', sm: '9rem 1fr 1fr' }} gap="2" alignItems="center">
                <CheckboxField
                  label={t('hours.openOn', { day: label })}
                  checked={hours.isOpen}
                  onChange={(isOpen) => onChange(day, { ...hours, isOpen })}
                />
                {hours.isOpen ? (
                  <>
                    <Input
                      type="time"
                      aria-label={t('hours.opens', { day: label })}
                      aria-invalid={error !== undefined}
                      value={hours.open}
                      onChange={(event) => onChange(day, { ...hours, open: event.target.value })}
                    />
                    <Input
                      type="time"
                      aria-label={t('hours.closes', { day: label })}
                      aria-invalid={error !== undefined}
                      value={hours.close}
                      onChange={(event) => onChange(day, { ...hours, close: event.target.value })}
                    />
                  </>
                ) : (
                  <Text color="fg.muted" gridColumn={{ sm: 'span 2' }}>
                    {t('hours.closed')}
                  </Text>
                )}
              </Grid>
              {error !== undefined ? (
                <Text color="red.700" fontSize="sm" mt="1">
                  {t('hours.error', { day: label, error })}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
