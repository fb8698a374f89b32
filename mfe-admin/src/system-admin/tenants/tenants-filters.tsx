import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, TENANT_STATUSES } from '@clinio/contracts';
import { FormField, useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { SUBSCRIPTION_STATUS_KEYS, TENANT_STATUS_KEYS, oneOf, planName } from '../labels';
import type { TenantsQuery } from './tenants-query';

export interface TenantsFiltersProps {
  search: string;
  query: TenantsQuery;
  onSearch: (value: string) => void;
  onFilter: <K extends 'status' | 'plan' | 'subscription_status'>(key: K, value: TenantsQuery[K]) => void;
}

export function TenantsFilters({ search, query, onSearch, onFilter }: TenantsFiltersProps) {
  const t = useT(catalog);
  return (
    <SimpleGrid
      role="search"
      aria-label={t('tenants.filters')}
      columns={{ base: 1, sm: 2, lg: 4 }}
      gap="4"
      mb="4"
    >
      <FormField label={t('tenants.filters.search')} helper={t('tenants.filters.searchHelp')}>
        <Input
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t('tenants.filters.status')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={query.status}
            onChange={(event) => onFilter('status', oneOf(TENANT_STATUSES, event.target.value))}
          >
            <option value="">{t('tenants.filters.allStatuses')}</option>
            {TENANT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(TENANT_STATUS_KEYS[value])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('tenants.filters.plan')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={query.plan}
            onChange={(event) => onFilter('plan', oneOf(PLAN_IDS, event.target.value))}
          >
            <option value="">{t('tenants.filters.allPlans')}</option>
            {PLAN_IDS.map((value) => (
              <option key={value} value={value}>
                {planName(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('tenants.filters.subscription')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={query.subscription_status}
            onChange={(event) =>
              onFilter('subscription_status', oneOf(SUBSCRIPTION_STATUSES, event.target.value))
            }
          >
            <option value="">{t('tenants.filters.allSubscriptions')}</option>
            {SUBSCRIPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(SUBSCRIPTION_STATUS_KEYS[value])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
