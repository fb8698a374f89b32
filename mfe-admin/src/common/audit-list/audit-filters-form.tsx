import { HStack, Input, NativeSelect, SimpleGrid, chakra } from '@chakra-ui/react';
import { AUDIT_OUTCOMES } from '@clinio/contracts';
import { Button, FormField, useT } from '@clinio/design-system';
import type { ReactNode, SubmitEvent } from 'react';
import { catalog } from '../catalog';
import { humanize } from '../format';
import { isAuditOutcome } from './audit-list-query';

/** One filter of the draft: its text, its error, and how to change it. */
export interface FilterBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export interface TextFilterProps extends FilterBinding {
  label: string;
  helper?: string;
  maxLength?: number;
  type?: 'text' | 'date';
  /** For identifiers. */
  isMono?: boolean;
}

export function TextFilter({
  label,
  helper,
  maxLength,
  type = 'text',
  isMono = false,
  value,
  error,
  onChange,
}: TextFilterProps) {
  return (
    <FormField label={label} error={error} helper={helper}>
      <Input
        type={type}
        value={value}
        maxLength={maxLength}
        fontFamily={isMono ? 'mono' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export interface SelectFilterProps extends FilterBinding {
  label: string;
  /** The first choice, which sets no filter: 'All users'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

export function SelectFilter({ label, allLabel, options, value, error, onChange }: SelectFilterProps) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

const OUTCOME_OPTIONS = AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: humanize(outcome) }));

export interface AuditFiltersFormProps {
  /** The search landmark's name. */
  label: string;
  /** Whether the days are UTC days (then the labels say so) rather than the browser's. */
  isUtcDays: boolean;
  field: (key: 'outcome' | 'from' | 'to') => FilterBinding;
  onApply: () => void;
  onClear: () => void;
  /** The log's own filters, shown before outcome and dates. */
  children: ReactNode;
}

/** The filter form every audit log shares: its own fields, then outcome, from and to. */
export function AuditFiltersForm({
  label,
  isUtcDays,
  field,
  onApply,
  onClear,
  children,
}: AuditFiltersFormProps) {
  const t = useT(catalog);
  const outcome = field('outcome');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }

  return (
    <chakra.form role="search" aria-label={label} onSubmit={handleSubmit} noValidate mb="5">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {children}
        <SelectFilter
          label={t('audit.outcome')}
          allLabel={t('audit.allOutcomes')}
          options={OUTCOME_OPTIONS}
          {...outcome}
          onChange={(value) => outcome.onChange(isAuditOutcome(value) ? value : '')}
        />
        <TextFilter label={t(isUtcDays ? 'audit.fromUtc' : 'audit.from')} type="date" {...field('from')} />
        <TextFilter label={t(isUtcDays ? 'audit.toUtc' : 'audit.to')} type="date" {...field('to')} />
      </SimpleGrid>
      <HStack gap="2" mt="4" wrap="wrap">
        <Button type="submit">{t('audit.apply')}</Button>
        <Button variant="ghost" onClick={onClear}>
          {t('audit.clear')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
