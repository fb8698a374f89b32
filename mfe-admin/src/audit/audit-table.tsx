import { Text } from '@chakra-ui/react';
import type { AuditEntry } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { useMemo } from 'react';
import {
  ACTOR_TYPES,
  AUDIT_COLUMNS,
  AuditEntriesTable,
  type AuditColumn,
} from '../common/audit-list/audit-entries-table';
import { humanize } from '../common/format';
import { catalog, type Translate } from './catalog';

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

const columns = (t: Translate): readonly AuditColumn<AuditEntry>[] => [
  AUDIT_COLUMNS.time,
  { header: t('audit.user'), cell: (entry) => <Actor entry={entry} /> },
  AUDIT_COLUMNS.action,
  {
    header: t('audit.resource'),
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
  const t = useT(catalog);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <AuditEntriesTable
      entries={entries}
      label={t('audit.tableLabel')}
      minWidth="880px"
      columns={tableColumns}
    />
  );
}
