import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { STAFF_STATUSES } from '@clinio/contracts';
import { FormField, useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { STATUS_LABELS, isStaffStatus, type StaffStatus } from './staff-query';

export interface StaffFiltersProps {
  search: string;
  status: StaffStatus | '';
  onSearch: (value: string) => void;
  onStatus: (value: StaffStatus | '') => void;
}

export function StaffFilters({ search, status, onSearch, onStatus }: StaffFiltersProps) {
  const t = useT(catalog);
  return (
    <SimpleGrid role="search" aria-label={t('filters.label')} columns={{ base: 1, md: 3 }} gap="4" mb="4">
      <FormField label={t('filters.search')} helper={t('filters.searchHelper')}>
        <Input type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </FormField>
      <FormField label={t('filters.status')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={status}
            onChange={(event) => onStatus(isStaffStatus(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {STAFF_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
