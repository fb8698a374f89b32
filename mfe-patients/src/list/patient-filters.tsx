import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PATIENT_SEARCH_HINT, PATIENT_SORTS, PATIENT_STATUSES, type BranchResponse } from '@clinio/contracts';
import { FormField, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { staffCatalog } from '../staff-texts/catalog';
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
  const t = useT(staffCatalog);
  const { search, onSearch, tag, onTag, branch, status, sort, branches, onFilter } = props;
  return (
    <SimpleGrid
      role="search"
      aria-label={t('list.findPatients')}
      columns={{ base: 1, md: 2, lg: 5 }}
      gap="4"
      mb="4"
    >
      <FormField
        label={t('list.searchLabel')}
        helper={search.trim().length < 2 ? PATIENT_SEARCH_HINT : undefined}
      >
        <Input
          type="search"
          value={search}
          placeholder={t('list.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t('list.tag')}>
        <Input value={tag} onChange={(event) => onTag(event.target.value)} />
      </FormField>
      <Select label={t('list.branch')} value={branch} onChange={(value) => onFilter({ branch: value })}>
        <option value="">{t('list.allBranches')}</option>
        {branches.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('list.status')}
        value={status || 'active'}
        onChange={(value) => onFilter({ status: value === 'active' ? '' : value })}
      >
        {PATIENT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </Select>
      <Select label={t('list.sortBy')} value={sort} onChange={(value) => onFilter({ sort: value })}>
        <option value="">{search.trim().length >= 2 ? t('list.sortBestMatch') : t('list.sortByName')}</option>
        {PATIENT_SORTS.filter((value) => value !== 'relevance').map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </Select>
    </SimpleGrid>
  );
}
