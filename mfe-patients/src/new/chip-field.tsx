import { Badge, CloseButton, HStack, Input, Stack } from '@chakra-ui/react';
import { FormField, type FormController, useT } from '@clinio/design-system';
import { useState, type KeyboardEvent } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

type ListKeys<V> = { [K in keyof V]: V[K] extends string[] ? K : never }[keyof V] & string;

export interface ChipFieldProps<V extends object> {
  form: FormController<V>;
  name: ListKeys<V>;
  label: string;
  helper?: string;
  /** Chips in high contrast (allergies, alerts). */
  tone?: 'danger' | 'neutral';
}

/**
 * A list typed as chips: Enter or a comma adds what is typed, each chip has its own remove button,
 * and Backspace in an empty box takes the last one back.
 */
export function ChipField<V extends object>({
  form,
  name,
  label,
  helper,
  tone = 'neutral',
}: ChipFieldProps<V>) {
  const t = useT(staffCatalog);
  const items = form.values[name] as string[];
  const [typed, setTyped] = useState('');

  function add(text: string) {
    const next = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !items.includes(part));
    if (next.length > 0) form.update(name, [...items, ...next] as V[typeof name]);
    setTyped('');
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && typed === '' && items.length > 0) {
      event.preventDefault();
      setTyped(items.at(-1) ?? '');
      form.update(name, items.slice(0, -1) as V[typeof name]);
    }
  }

  return (
    <FormField label={label} error={form.errors[name]} helper={helper ?? t('chips.helper')}>
      <Stack gap="2" width="full">
        <Input
          name={name}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKey}
          onBlur={() => add(typed)}
        />
        {items.length > 0 ? (
          <HStack
            as="ul"
            listStyleType="none"
            gap="1.5"
            wrap="wrap"
            aria-label={t('chips.entered', { label })}
          >
            {items.map((item) => (
              <Badge
                as="li"
                key={item}
                size="lg"
                gap="1"
                pe="0.5"
                {...(tone === 'danger' ? { bg: 'red.700', color: 'white' } : { variant: 'outline' as const })}
              >
                {item}
                <CloseButton
                  size="2xs"
                  color="inherit"
                  aria-label={t('chips.remove', { item })}
                  onClick={() => form.update(name, items.filter((value) => value !== item) as V[typeof name])}
                />
              </Badge>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </FormField>
  );
}
