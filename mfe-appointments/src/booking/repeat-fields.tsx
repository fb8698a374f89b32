import { SimpleGrid } from '@chakra-ui/react';
import { SelectField, TextField, type FormController } from '@clinio/design-system';
import type { BookingDraft } from './booking-model';

/** Repeat: weekly, every N weeks or monthly on the same weekday; N times or until a date. */
export function RepeatFields({ form }: { form: FormController<BookingDraft> }) {
  const { repeat, ends } = form.values;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <SelectField
        form={form}
        name="repeat"
        label="Repeat"
        options={[
          { value: 'none', label: 'Does not repeat' },
          { value: 'weekly', label: 'Weekly' },
          { value: 'monthly', label: 'Monthly on the same weekday' },
        ]}
      />
      {repeat === 'none' ? null : (
        <>
          <TextField
            form={form}
            name="interval"
            label={repeat === 'weekly' ? 'Every how many weeks' : 'Every how many months'}
            inputMode="numeric"
          />
          <SelectField
            form={form}
            name="ends"
            label="Ends"
            options={[
              { value: 'count', label: 'After a number of times' },
              { value: 'until', label: 'On a date' },
            ]}
          />
          {ends === 'count' ? (
            <TextField form={form} name="count" label="Number of appointments" inputMode="numeric" />
          ) : (
            <TextField form={form} name="until" label="Last date" type="date" />
          )}
        </>
      )}
    </SimpleGrid>
  );
}
