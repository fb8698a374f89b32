import { Badge, Table, Text, chakra } from '@chakra-ui/react';
import type { AuditEntry } from '@clinio/contracts';
import { formatDateTime, formatUtc, humanize } from '../common/format';
import type { AuditOutcome } from './audit-query';

const OUTCOME_COLORS: Record<AuditOutcome, string> = { success: 'green', failure: 'red', denied: 'orange' };

const ACTOR_TYPES: Record<AuditEntry['actor_type'], string> = {
  staff: 'Staff',
  patient: 'Patient',
  system_admin: 'System administrator',
  anonymous: 'Not signed in',
};

function Actor({ entry }: { entry: AuditEntry }) {
  const role = entry.actor_role !== null ? humanize(entry.actor_role) : ACTOR_TYPES[entry.actor_type];
  return (
    <>
      <Text>{entry.actor_name ?? ACTOR_TYPES[entry.actor_type]}</Text>
      {entry.actor_name !== null || entry.actor_role !== null ? (
        <Text fontSize="xs" color="fg.muted">
          {role}
        </Text>
      ) : null}
    </>
  );
}

/** The audit rows: local time (UTC on hover), who, what, on which record, how it ended, from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      role="region"
      tabIndex={0}
      aria-label="Audit entries table"
    >
      <Table.Root size="sm" minWidth="880px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Time</Table.ColumnHeader>
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
            <Table.ColumnHeader>Resource</Table.ColumnHeader>
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
                <Actor entry={entry} />
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {entry.action}
              </Table.Cell>
              <Table.Cell>
                <Text>{humanize(entry.resource_type)}</Text>
                {entry.resource_id !== null ? (
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono" title={entry.resource_id}>
                    {entry.resource_id.slice(0, 8)}
                  </Text>
                ) : null}
              </Table.Cell>
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
