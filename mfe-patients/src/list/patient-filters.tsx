import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PATIENT_SEARCH_HINT, PATIENT_SORTS, PATIENT_STATUSES, type BranchResponse } from '@clinio/contracts';
import { FormField } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { SORT_LABELS, STATUS_LABELS } from './list-query';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export interface PatientFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  tag: string;
  onTag: (value: string) => void;
  branch: string;
  status: string;
  sort: string;
  branches: readonly BranchResponse[];
  onFilter: (filters: { branch?: string; status?: string; sort?: string }) => void;
}

/** One search box (spec 5) and the list's filters; every value lives in the URL. */
export function PatientFilters(props: PatientFiltersProps) {
  const { search, onSearch, tag, onTag, branch, status, sort, branches, onFilter } = props;
  return (
    <SimpleGrid role="search" aria-label="Find patients" columns={{ base: 1, md: 2, lg: 5 }} gap="4" mb="4">
      <FormField label="Search patients" helper={search.trim().length < 2 ? PATIENT_SEARCH_HINT : undefined}>
        <Input
          type="search"
          value={search}
          placeholder="Name, phone, e-mail, birth date or chart number"
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField label="Tag">
        <Input value={tag} onChange={(event) => onTag(event.target.value)} />
      </FormField>
      <Select label="Branch" value={branch} onChange={(value) => onFilter({ branch: value })}>
        <option value="">All branches</option>
        {branches.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      <Select
        label="Status"
        value={status || 'active'}
        onChange={(value) => onFilter({ status: value === 'active' ? '' : value })}
      >
        {PATIENT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </Select>
      <Select label="Sort by" value={sort} onChange={(value) => onFilter({ sort: value })}>
        <option value="">{search.trim().length >= 2 ? 'Best match' : 'Name (A–Z)'}</option>
        {PATIENT_SORTS.filter((value) => value !== 'relevance').map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </Select>
    </SimpleGrid>
  );
}
