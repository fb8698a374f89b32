import { FormNotice, TableScroll } from '@clinio/design-system';
import { Badge, Box, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { PlatformTenantDetail } from '@clinio/contracts';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, plural } from '../../common/format';
import {
  SUBSCRIPTION_STATUS_COLORS,
  SUBSCRIPTION_STATUS_LABELS,
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
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="8">
      <Fact label="Plan">{planName(tenant.plan)}</Fact>
      <Fact label="Subscription">
        <Badge colorPalette={SUBSCRIPTION_STATUS_COLORS[tenant.subscription_status]} variant="subtle">
          {SUBSCRIPTION_STATUS_LABELS[tenant.subscription_status]}
        </Badge>
        {tenant.trial_ends_at !== null ? (
          <Text fontSize="xs" color="fg.muted" fontWeight="400">
            Trial ends {formatDate(tenant.trial_ends_at)}
          </Text>
        ) : null}
      </Fact>
      <Fact label="Clinic code">{tenant.clinic_code ?? '—'}</Fact>
      <Fact label="Created">{formatDate(tenant.created_at)}</Fact>
      <Fact label="Active staff">{formatCount(tenant.staff_count)}</Fact>
      <Fact label="Patients">{formatCount(tenant.patient_count)}</Fact>
      <Fact label="Open staff sessions">{formatCount(tenant.open_staff_sessions)}</Fact>
      <Fact label="Last staff sign-in">{formatDateTime(tenant.last_staff_sign_in_at)}</Fact>
      <Fact label="Storage">
        {formatBytes(tenant.storage_bytes)}
        <Text fontSize="xs" color="fg.muted" fontWeight="400">
          {plural(tenant.storage_files, 'file')}
        </Text>
      </Fact>
    </SimpleGrid>
  );
}

export function SuspensionNotice({ tenant }: { tenant: PlatformTenantDetail }) {
  if (tenant.status !== 'suspended') return null;
  const { suspension } = tenant;
  return (
    <Box mb="6">
      <FormNotice tone="warning">
        <Text fontWeight="600">This clinic account is suspended: its staff cannot sign in.</Text>
        {suspension !== null ? (
          <Text>
            Since {formatDateTime(suspension.suspended_at)}
            {suspension.suspended_by ? ` by ${suspension.suspended_by.name}` : ''}. Reason:{' '}
            {suspension.reason}
          </Text>
        ) : null}
      </FormNotice>
    </Box>
  );
}

export function BranchesTable({ branches }: { branches: PlatformTenantDetail['branches'] }) {
  if (branches.length === 0) return <Text color="fg.muted">No branches.</Text>;
  return (
    <TableScroll label="Branches table">
      <Table.Root size="sm" minWidth="640px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>City</Table.ColumnHeader>
            <Table.ColumnHeader>Country</Table.ColumnHeader>
            <Table.ColumnHeader>Time zone</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
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
  if (admins.length === 0) return <Text color="fg.muted">No active super admin.</Text>;
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
