import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, TENANT_STATUSES } from '@clinio/contracts';
import { FormField } from '@clinio/design-system';
import { SUBSCRIPTION_STATUS_LABELS, TENANT_STATUS_LABELS, oneOf, planName } from '../labels';
import type { TenantsQuery } from './tenants-query';

export interface TenantsFiltersProps {
  search: string;
  query: TenantsQuery;
  onSearch: (value: string) => void;
  onFilter: <K extends 'status' | 'plan' | 'subscription_status'>(key: K, value: TenantsQuery[K]) => void;
}

export function TenantsFilters({ search, query, onSearch, onFilter }: TenantsFiltersProps) {
  return (
    <SimpleGrid role="search" aria-label="Filter tenants" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="4">
      <FormField label="Search tenants" helper="Name, slug or clinic code.">
        <Input
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField label="Status">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={query.status}
            onChange={(event) => onFilter('status', oneOf(TENANT_STATUSES, event.target.value))}
          >
            <option value="">All statuses</option>
            {TENANT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {TENANT_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Plan">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={query.plan}
            onChange={(event) => onFilter('plan', oneOf(PLAN_IDS, event.target.value))}
          >
            <option value="">All plans</option>
            {PLAN_IDS.map((value) => (
              <option key={value} value={value}>
                {planName(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Subscription">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={query.subscription_status}
            onChange={(event) =>
              onFilter('subscription_status', oneOf(SUBSCRIPTION_STATUSES, event.target.value))
            }
          >
            <option value="">All subscriptions</option>
            {SUBSCRIPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUBSCRIPTION_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
