import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { STAFF_STATUSES } from '@clinio/contracts';
import { FormField } from '@clinio/design-system';
import { STATUS_LABELS, isStaffStatus, type StaffStatus } from './staff-query';

export interface StaffFiltersProps {
  search: string;
  status: StaffStatus | '';
  onSearch: (value: string) => void;
  onStatus: (value: StaffStatus | '') => void;
}

export function StaffFilters({ search, status, onSearch, onStatus }: StaffFiltersProps) {
  return (
    <SimpleGrid role="search" aria-label="Filter staff" columns={{ base: 1, md: 3 }} gap="4" mb="4">
      <FormField label="Search staff" helper="Name, username or e-mail.">
        <Input type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </FormField>
      <FormField label="Status">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={status}
            onChange={(event) => onStatus(isStaffStatus(event.target.value) ? event.target.value : '')}
          >
            <option value="">All statuses</option>
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
