import { Text } from '@chakra-ui/react';
import type { AuditEntry } from '@clinio/contracts';
import {
  ACTOR_TYPES,
  AUDIT_COLUMNS,
  AuditEntriesTable,
  type AuditColumn,
} from '../common/audit-list/audit-entries-table';
import { humanize } from '../common/format';

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

const COLUMNS: readonly AuditColumn<AuditEntry>[] = [
  AUDIT_COLUMNS.time,
  { header: 'User', cell: (entry) => <Actor entry={entry} /> },
  AUDIT_COLUMNS.action,
  {
    header: 'Resource',
    cell: (entry) => (
      <>
        <Text>{humanize(entry.resource_type)}</Text>
        {entry.resource_id !== null ? (
          <Text fontSize="xs" color="fg.muted" fontFamily="mono" title={entry.resource_id}>
            {entry.resource_id.slice(0, 8)}
          </Text>
        ) : null}
      </>
    ),
  },
  AUDIT_COLUMNS.outcome,
  AUDIT_COLUMNS.ipAddress,
];

/** The audit rows: local time (UTC on hover), who, what, on which record, how it ended, from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AuditEntriesTable entries={entries} label="Audit entries table" minWidth="880px" columns={COLUMNS} />
  );
}
