import { Box, Checkbox, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ToggleProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The hidden input is what assistive technology reads. Ark leaves it stale when a controlled
 * value flips back (a failed save reverts the switch), so it follows `checked` here.
 */
function useSyncedInput(checked: boolean) {
  const input = useRef<HTMLInputElement>(null);
  // After every render: a click and its revert can land in one render with no change of `checked`.
  useEffect(() => {
    if (input.current && input.current.checked !== checked) input.current.checked = checked;
  });
  return input;
}

/** An on/off setting that takes effect at once (role "switch", labelled by its text). */
export function SwitchField({ label, description, checked, disabled = false, onChange }: ToggleProps) {
  const descriptionId = useId();
  const input = useSyncedInput(checked);
  return (
    <Switch.Root
      colorPalette="brand"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      display="flex"
      justifyContent="space-between"
      alignItems="flex-start"
      gap="4"
      width="full"
    >
      <Switch.HiddenInput
        ref={input}
        role="switch"
        aria-describedby={description ? descriptionId : undefined}
      />
      <Box flex="1" minWidth="0">
        <Switch.Label fontWeight="500">{label}</Switch.Label>
        {description ? (
          <Text id={descriptionId} fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Box>
      <Switch.Control flexShrink={0} mt="1">
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

/** One choice of a checklist, e.g. a permission or a branch. */
export function CheckboxField({ label, description, checked, disabled = false, onChange }: ToggleProps) {
  const descriptionId = useId();
  const input = useSyncedInput(checked);
  return (
    <Checkbox.Root
      colorPalette="brand"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput ref={input} aria-describedby={description ? descriptionId : undefined} />
      <Checkbox.Control mt="0.5" />
      <Stack gap="0">
        <Checkbox.Label>{label}</Checkbox.Label>
        {description ? (
          <Text id={descriptionId} fontSize="xs" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
    </Checkbox.Root>
  );
}
