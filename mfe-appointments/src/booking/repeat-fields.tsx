import { SimpleGrid } from '@chakra-ui/react';
import { SelectField, TextField, type FormController, useT } from '@clinio/design-system';
import type { BookingDraft } from './booking-model';
import { catalog } from '../catalog';

/** Repeat: weekly, every N weeks or monthly on the same weekday; N times or until a date. */
export function RepeatFields({ form }: { form: FormController<BookingDraft> }) {
  const t = useT(catalog);
  const { repeat, ends } = form.values;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <SelectField
        form={form}
        name="repeat"
        label={t('repeat.label')}
        options={[
          { value: 'none', label: t('repeat.none') },
          { value: 'weekly', label: t('repeat.weekly') },
          { value: 'monthly', label: t('repeat.monthly') },
        ]}
      />
      {repeat === 'none' ? null : (
        <>
          <TextField
            form={form}
            name="interval"
            label={repeat === 'weekly' ? t('repeat.everyWeeks') : t('repeat.everyMonths')}
            inputMode="numeric"
          />
          <SelectField
            form={form}
            name="ends"
            label={t('repeat.ends')}
            options={[
              { value: 'count', label: t('repeat.afterCount') },
              { value: 'until', label: t('repeat.onDate') },
            ]}
          />
          {ends === 'count' ? (
            <TextField form={form} name="count" label={t('repeat.count')} inputMode="numeric" />
          ) : (
            <TextField form={form} name="until" label={t('repeat.until')} type="date" />
          )}
        </>
      )}
    </SimpleGrid>
  );
}
