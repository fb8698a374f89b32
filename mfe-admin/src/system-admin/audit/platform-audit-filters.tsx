import { HStack, Input, NativeSelect, SimpleGrid, chakra } from '@chakra-ui/react';
import { AUDIT_OUTCOMES, type PlatformTenantSummary } from '@clinio/contracts';
import { Button, FormField } from '@clinio/design-system';
import type { SubmitEvent } from 'react';
import type { FieldErrors } from '../../common/errors';
import { humanize } from '../../common/format';
import { oneOf } from '../labels';
import type { PlatformAuditFilters } from './platform-audit-query';

export interface PlatformAuditFiltersFormProps {
  draft: PlatformAuditFilters;
  errors: FieldErrors;
  tenants: PlatformTenantSummary[];
  onChange: (draft: PlatformAuditFilters) => void;
  onApply: () => void;
  onClear: () => void;
}

export function PlatformAuditFiltersForm({
  draft,
  errors,
  tenants,
  onChange,
  onApply,
  onClear,
}: PlatformAuditFiltersFormProps) {
  const set = <K extends keyof PlatformAuditFilters>(key: K, value: PlatformAuditFilters[K]) =>
    onChange({ ...draft, [key]: value });
  // A tenant chosen elsewhere (a link from its page) stays listed even beyond the first 100.
  const hasChosen = draft.tenant_id === '' || tenants.some((tenant) => tenant.id === draft.tenant_id);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }

  return (
    <chakra.form
      role="search"
      aria-label="Filter platform audit entries"
      onSubmit={handleSubmit}
      noValidate
      mb="5"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <FormField
          label="Administrator ID"
          error={errors.admin_id}
          helper="Only this administrator's actions."
        >
          <Input
            value={draft.admin_id}
            maxLength={36}
            fontFamily="mono"
            onChange={(event) => set('admin_id', event.target.value)}
          />
        </FormField>
        <FormField label="Action" error={errors.action} helper="A prefix: tenant finds tenant.suspended too.">
          <Input
            value={draft.action}
            maxLength={80}
            onChange={(event) => set('action', event.target.value)}
          />
        </FormField>
        <FormField label="Tenant" error={errors.tenant_id}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.tenant_id}
              onChange={(event) => set('tenant_id', event.target.value)}
            >
              <option value="">All tenants</option>
              {hasChosen ? null : <option value={draft.tenant_id}>{draft.tenant_id}</option>}
              {tenants.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Outcome" error={errors.outcome}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.outcome}
              onChange={(event) => set('outcome', oneOf(AUDIT_OUTCOMES, event.target.value))}
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
        <FormField label="From (UTC)" error={errors.from}>
          <Input type="date" value={draft.from} onChange={(event) => set('from', event.target.value)} />
        </FormField>
        <FormField label="To (UTC)" error={errors.to}>
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
