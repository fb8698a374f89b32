import { TableScroll, useT } from '@clinio/design-system';
import { Badge, Link as ChakraLink, Table, Text, chakra } from '@chakra-ui/react';
import type { PlatformTenantSummary, TenantSortKey } from '@clinio/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../common/format';
import { catalog } from '../catalog';
import {
  SUBSCRIPTION_STATUS_COLORS,
  SUBSCRIPTION_STATUS_KEYS,
  TENANT_STATUS_COLORS,
  TENANT_STATUS_KEYS,
  formatCount,
  planName,
} from '../labels';
import { tenantPath } from '../paths';
import type { SortOrder } from './tenants-query';

export interface TenantsTableProps {
  tenants: PlatformTenantSummary[];
  sort: TenantSortKey;
  order: SortOrder;
  onSort: (sort: TenantSortKey) => void;
}

function SortHeader({
  label,
  column,
  sort,
  order,
  onSort,
  isNumeric = false,
}: {
  label: string;
  column: TenantSortKey;
  isNumeric?: boolean;
} & Omit<TenantsTableProps, 'tenants'>) {
  const isSorted = sort === column;
  const Icon = !isSorted ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader
      aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      textAlign={isNumeric ? 'end' : 'start'}
    >
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="inherit"
        cursor="pointer"
        onClick={() => onSort(column)}
      >
        {label}
        <Icon size={14} aria-hidden="true" />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

/** One row per clinic account; the name leads to its detail page. */
export function TenantsTable({ tenants, ...sorting }: TenantsTableProps) {
  const t = useT(catalog);
  return (
    <TableScroll label={t('tenants.table')}>
      <Table.Root size="sm" minWidth="1040px">
        <Table.Header>
          <Table.Row>
            <SortHeader label={t('tenants.column.name')} column="name" {...sorting} />
            <Table.ColumnHeader>{t('tenants.column.clinicCode')}</Table.ColumnHeader>
            <SortHeader label={t('tenants.column.plan')} column="plan" {...sorting} />
            <Table.ColumnHeader>{t('tenants.column.subscription')}</Table.ColumnHeader>
            <SortHeader label={t('tenants.column.status')} column="status" {...sorting} />
            <SortHeader label={t('tenants.column.staff')} column="staff_count" isNumeric {...sorting} />
            <SortHeader label={t('tenants.column.patients')} column="patient_count" isNumeric {...sorting} />
            <SortHeader label={t('tenants.column.branches')} column="branch_count" isNumeric {...sorting} />
            <SortHeader label={t('tenants.column.lastSignIn')} column="last_staff_sign_in_at" {...sorting} />
            <SortHeader label={t('tenants.column.created')} column="created_at" {...sorting} />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tenants.map((tenant) => (
            <Table.Row key={tenant.id}>
              <Table.Cell>
                <ChakraLink asChild color="brand.fg" fontWeight="500">
                  <RouterLink to={tenantPath(tenant.id)}>{tenant.name}</RouterLink>
                </ChakraLink>
                <Text fontSize="xs" color="fg.muted">
                  {tenant.clinic_name && tenant.clinic_name !== tenant.name
                    ? `${tenant.clinic_name} · ${tenant.slug}`
                    : tenant.slug}
                </Text>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {tenant.clinic_code ?? '—'}
              </Table.Cell>
              <Table.Cell>{planName(tenant.plan)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={SUBSCRIPTION_STATUS_COLORS[tenant.subscription_status]} variant="subtle">
                  {t(SUBSCRIPTION_STATUS_KEYS[tenant.subscription_status])}
                </Badge>
                {tenant.subscription_status === 'trial' && tenant.trial_ends_at !== null ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t('tenants.trialEnds', { date: formatDate(tenant.trial_ends_at) })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={TENANT_STATUS_COLORS[tenant.status]} variant="subtle">
                  {t(TENANT_STATUS_KEYS[tenant.status])}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatCount(tenant.staff_count)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(tenant.patient_count)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(tenant.branch_count)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(tenant.last_staff_sign_in_at)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(tenant.created_at)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
