import { HStack, Input, Text, chakra } from '@chakra-ui/react';
import { FormField, Button } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { isValidColor } from './brand-draft';

export interface OriginProps {
  /** The field's label, to name the button for screen readers. */
  label: string;
  isOwn: boolean;
  disabled: boolean;
  onInherit: () => void;
}

/** At a branch: whether a field is the branch's own or the clinic's, and the way back. */
export function FieldOrigin({ label, isOwn, disabled, onInherit }: OriginProps) {
  return (
    <HStack gap="2" fontSize="sm" wrap="wrap">
      <Text color={isOwn ? 'fg' : 'fg.muted'}>
        {isOwn ? 'Set for this branch' : 'Inherited from the clinic'}
      </Text>
      {isOwn && !disabled ? (
        <Button size="sm" variant="ghost" onClick={onInherit} aria-label={`Use clinic value for ${label}`}>
          Use clinic value
        </Button>
      ) : null}
    </HStack>
  );
}

export interface ColorFieldProps {
  name: string;
  label: string;
  value: string;
  /** Shown in the picker while the typed text is not a colour yet. */
  fallback: string;
  error: string | undefined;
  readOnly: boolean;
  origin?: ReactNode;
  onChange: (value: string) => void;
}

/** A colour picker and its #RRGGBB text, kept in step. */
export function ColorField({
  name,
  label,
  value,
  fallback,
  error,
  readOnly,
  origin,
  onChange,
}: ColorFieldProps) {
  const pickerValue = isValidColor(value) ? value.trim().toLowerCase() : fallback;
  return (
    <FormField label={label} error={error} helper="# and six hexadecimal digits, e.g. #3e16d0">
      <HStack gap="2">
        <chakra.input
          type="color"
          aria-label={`${label} picker`}
          value={pickerValue}
          disabled={readOnly}
          width="12"
          height="10"
          p="1"
          borderWidth="1px"
          borderRadius="md"
          cursor={readOnly ? 'default' : 'pointer'}
          onChange={(event) => onChange(event.target.value)}
        />
        <Input
          name={name}
          value={value}
          readOnly={readOnly}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          fontFamily="mono"
          maxWidth="32"
          onChange={(event) => onChange(event.target.value)}
        />
      </HStack>
      {origin}
    </FormField>
  );
}
