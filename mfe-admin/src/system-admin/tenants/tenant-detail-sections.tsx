import { FormNotice, TableScroll, useT } from '@clinio/design-system';
import { Badge, Box, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { PlatformTenantDetail } from '@clinio/contracts';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../common/format';
import { catalog } from '../catalog';
import {
  SUBSCRIPTION_STATUS_COLORS,
  SUBSCRIPTION_STATUS_KEYS,
  formatBytes,
  formatCount,
  planName,
} from '../labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="500" mt="1">
        {children}
      </Box>
    </Box>
  );
}

/** Plan, subscription, size, activity and storage at a glance. */
export function TenantFacts({ tenant }: { tenant: PlatformTenantDetail }) {
  const t = useT(catalog);
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="8">
      <Fact label={t('tenant.facts.plan')}>{planName(tenant.plan)}</Fact>
      <Fact label={t('tenant.facts.subscription')}>
        <Badge colorPalette={SUBSCRIPTION_STATUS_COLORS[tenant.subscription_status]} variant="subtle">
          {t(SUBSCRIPTION_STATUS_KEYS[tenant.subscription_status])}
        </Badge>
        {tenant.trial_ends_at !== null ? (
          <Text fontSize="xs" color="fg.muted" fontWeight="400">
            {t('tenant.facts.trialEnds', { date: formatDate(tenant.trial_ends_at) })}
          </Text>
        ) : null}
      </Fact>
      <Fact label={t('tenant.facts.clinicCode')}>{tenant.clinic_code ?? '—'}</Fact>
      <Fact label={t('tenant.facts.created')}>{formatDate(tenant.created_at)}</Fact>
      <Fact label={t('tenant.facts.activeStaff')}>{formatCount(tenant.staff_count)}</Fact>
      <Fact label={t('tenant.facts.patients')}>{formatCount(tenant.patient_count)}</Fact>
      <Fact label={t('tenant.facts.sessions')}>{formatCount(tenant.open_staff_sessions)}</Fact>
      <Fact label={t('tenant.facts.lastSignIn')}>{formatDateTime(tenant.last_staff_sign_in_at)}</Fact>
      <Fact label={t('tenant.facts.storage')}>
        {formatBytes(tenant.storage_bytes)}
        <Text fontSize="xs" color="fg.muted" fontWeight="400">
          {t('tenant.facts.files', { count: tenant.storage_files })}
        </Text>
      </Fact>
    </SimpleGrid>
  );
}

export function SuspensionNotice({ tenant }: { tenant: PlatformTenantDetail }) {
  const t = useT(catalog);
  if (tenant.status !== 'suspended') return null;
  const { suspension } = tenant;
  return (
    <Box mb="6">
      <FormNotice tone="warning">
        <Text fontWeight="600">{t('tenant.suspension.title')}</Text>
        {suspension !== null ? (
          <Text>
            {suspension.suspended_by
              ? t('tenant.suspension.sinceBy', {
                  when: formatDateTime(suspension.suspended_at),
                  name: suspension.suspended_by.name,
                  reason: suspension.reason,
                })
              : t('tenant.suspension.since', {
                  when: formatDateTime(suspension.suspended_at),
                  reason: suspension.reason,
                })}
          </Text>
        ) : null}
      </FormNotice>
    </Box>
  );
}

export function BranchesTable({ branches }: { branches: PlatformTenantDetail['branches'] }) {
  const t = useT(catalog);
  if (branches.length === 0) return <Text color="fg.muted">{t('tenant.branches.none')}</Text>;
  return (
    <TableScroll label={t('tenant.branches.table')}>
      <Table.Root size="sm" minWidth="640px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('tenant.branches.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tenant.branches.city')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tenant.branches.country')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tenant.branches.timezone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tenant.branches.created')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {branches.map((branch) => (
            <Table.Row key={branch.id}>
              <Table.Cell>{branch.name}</Table.Cell>
              <Table.Cell>{branch.city || '—'}</Table.Cell>
              <Table.Cell>{branch.country || '—'}</Table.Cell>
              <Table.Cell>{branch.timezone}</Table.Cell>
              <Table.Cell>{formatDate(branch.created_at)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

export function SuperAdminsList({ admins }: { admins: PlatformTenantDetail['super_admins'] }) {
  const t = useT(catalog);
  if (admins.length === 0) return <Text color="fg.muted">{t('tenant.admins.none')}</Text>;
  return (
    <List.Root as="ul" listStyleType="none" gap="2">
      {admins.map((admin) => (
        <List.Item key={admin.email}>
          <Stack gap="0">
            <Text fontWeight="500">{admin.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {admin.email}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
