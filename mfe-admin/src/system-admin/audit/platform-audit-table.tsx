import { Badge, Link as ChakraLink, Table, Text, chakra } from '@chakra-ui/react';
import type { PlatformAuditEntry } from '@clinio/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatUtc, humanize } from '../../common/format';
import { tenantPath } from '../paths';

const OUTCOME_COLORS: Record<PlatformAuditEntry['outcome'], string> = {
  success: 'green',
  failure: 'red',
  denied: 'orange',
};

const ACTOR_TYPES: Record<PlatformAuditEntry['actor_type'], string> = {
  staff: 'Staff',
  patient: 'Patient',
  system_admin: 'System administrator',
  anonymous: 'Not signed in',
};

export interface PlatformAuditTableProps {
  entries: PlatformAuditEntry[];
  label?: string;
  /** Hidden on a tenant's own page, where every row is about that tenant. */
  showTenant?: boolean;
}

/** Platform audit rows: local time (UTC on hover), who, what, which clinic, why, how it ended. */
export function PlatformAuditTable({
  entries,
  label = 'Platform audit entries table',
  showTenant = true,
}: PlatformAuditTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" role="region" tabIndex={0} aria-label={label}>
      <Table.Root size="sm" minWidth="920px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Time</Table.ColumnHeader>
            <Table.ColumnHeader>Actor</Table.ColumnHeader>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
            {showTenant ? <Table.ColumnHeader>Tenant</Table.ColumnHeader> : null}
            <Table.ColumnHeader>Reason</Table.ColumnHeader>
            <Table.ColumnHeader>Outcome</Table.ColumnHeader>
            <Table.ColumnHeader>IP address</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">
                <chakra.time dateTime={entry.at} title={formatUtc(entry.at)}>
                  {formatDateTime(entry.at, { withSeconds: true })}
                </chakra.time>
              </Table.Cell>
              <Table.Cell>
                <Text>{entry.actor_name ?? ACTOR_TYPES[entry.actor_type]}</Text>
                {entry.actor_name !== null ? (
                  <Text fontSize="xs" color="fg.muted">
                    {ACTOR_TYPES[entry.actor_type]}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {entry.action}
              </Table.Cell>
              {showTenant ? (
                <Table.Cell>
                  {entry.subject_tenant_id !== null ? (
                    <ChakraLink asChild color="brand.fg">
                      <RouterLink to={tenantPath(entry.subject_tenant_id)}>
                        {entry.subject_tenant_name ?? entry.subject_tenant_id.slice(0, 8)}
                      </RouterLink>
                    </ChakraLink>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
              ) : null}
              <Table.Cell maxWidth="18rem">{entry.reason ?? '—'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={OUTCOME_COLORS[entry.outcome]} variant="subtle">
                  {humanize(entry.outcome)}
                </Badge>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {entry.ip_address ?? '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
