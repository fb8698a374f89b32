import { Checkbox, Stack, Wrap } from '@chakra-ui/react';

/** A labelled group of tick boxes choosing several values (appointment types, required forms…). */
export function CheckboxGroup<T extends string>({
  legend,
  items,
  chosen,
  onChange,
}: {
  legend: string;
  items: readonly { value: T; label: string }[];
  chosen: readonly string[];
  onChange: (next: T[]) => void;
}) {
  // Values the list does not offer (a type the clinic removed) are kept as they are.
  const values = [...chosen] as T[];
  return (
    <Stack as="fieldset" gap="2">
      <legend>{legend}</legend>
      <Wrap gap="4">
        {items.map((item) => (
          <Checkbox.Root
            key={item.value}
            checked={chosen.includes(item.value)}
            onCheckedChange={(details) =>
              onChange(
                details.checked === true
                  ? [...values, item.value]
                  : values.filter((value) => value !== item.value),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{item.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Stack>
  );
}
