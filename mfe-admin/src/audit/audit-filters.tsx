import { HStack, Input, NativeSelect, SimpleGrid, chakra } from '@chakra-ui/react';
import { AUDIT_OUTCOMES, type StaffMember } from '@clinio/contracts';
import { Button, FormField } from '@clinio/design-system';
import type { SubmitEvent } from 'react';
import type { FieldErrors } from '../common/errors';
import { fullName, humanize } from '../common/format';
import { isAuditOutcome, type AuditFilters } from './audit-query';

export interface AuditFiltersFormProps {
  draft: AuditFilters;
  errors: FieldErrors;
  /** Null when the staff list is not available: the user filter is left out. */
  users: StaffMember[] | null;
  onChange: (draft: AuditFilters) => void;
  onApply: () => void;
  onClear: () => void;
}

export function AuditFiltersForm({
  draft,
  errors,
  users,
  onChange,
  onApply,
  onClear,
}: AuditFiltersFormProps) {
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) =>
    onChange({ ...draft, [key]: value });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }

  return (
    <chakra.form role="search" aria-label="Filter audit entries" onSubmit={handleSubmit} noValidate mb="5">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {users !== null ? (
          <FormField label="User" error={errors.user_id}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.user_id}
                onChange={(event) => set('user_id', event.target.value)}
              >
                <option value="">All users</option>
                {users.map((user) => (
                  <option key={user.id} value={user.id}>
                    {fullName(user, user.email)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <FormField
          label="Action"
          error={errors.action}
          helper="For example patient.read or staff.deactivate."
        >
          <Input
            value={draft.action}
            maxLength={80}
            onChange={(event) => set('action', event.target.value)}
          />
        </FormField>
        <FormField
          label="Resource type"
          error={errors.resource_type}
          helper="For example patient or invoice."
        >
          <Input
            value={draft.resource_type}
            maxLength={80}
            onChange={(event) => set('resource_type', event.target.value)}
          />
        </FormField>
        <FormField label="Outcome" error={errors.outcome}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.outcome}
              onChange={(event) =>
                set('outcome', isAuditOutcome(event.target.value) ? event.target.value : '')
              }
            >
              <option value="">All outcomes</option>
              {AUDIT_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {humanize(outcome)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="From" error={errors.from}>
          <Input type="date" value={draft.from} onChange={(event) => set('from', event.target.value)} />
        </FormField>
        <FormField label="To" error={errors.to}>
          <Input type="date" value={draft.to} onChange={(event) => set('to', event.target.value)} />
        </FormField>
      </SimpleGrid>
      <HStack gap="2" mt="4" wrap="wrap">
        <Button type="submit">Apply filters</Button>
        <Button variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </HStack>
    </chakra.form>
  );
}
