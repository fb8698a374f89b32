import { HStack, Input, Text, chakra } from '@chakra-ui/react';
import { FormField, Button, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { isValidColor } from './brand-draft';
import { catalog } from './catalog';

export interface OriginProps {
  /** The field's label, to name the button for screen readers. */
  label: string;
  isOwn: boolean;
  disabled: boolean;
  onInherit: () => void;
}

/** At a branch: whether a field is the branch's own or the clinic's, and the way back. */
export function FieldOrigin({ label, isOwn, disabled, onInherit }: OriginProps) {
  const t = useT(catalog);
  return (
    <HStack gap="2" fontSize="sm" wrap="wrap">
      <Text color={isOwn ? 'fg' : 'fg.muted'}>{isOwn ? t('origin.own') : t('origin.inherited')}</Text>
      {isOwn && !disabled ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={onInherit}
          aria-label={t('origin.useClinicLabel', { label })}
        >
          {t('origin.useClinic')}
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
  const t = useT(catalog);
  const pickerValue = isValidColor(value) ? value.trim().toLowerCase() : fallback;
  return (
    <FormField label={label} error={error} helper={t('color.helper')}>
      <HStack gap="2">
        <chakra.input
          type="color"
          aria-label={t('color.picker', { label })}
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
