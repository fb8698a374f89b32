import { Link as ChakraLink, Text } from '@chakra-ui/react';
import type { PlatformAuditEntry } from '@clinio/contracts';
import { Link as RouterLink } from 'react-router-dom';
import {
  ACTOR_TYPES,
  AUDIT_COLUMNS,
  AuditEntriesTable,
  type AuditColumn,
} from '../../common/audit-list/audit-entries-table';
import { tenantPath } from '../paths';

type Column = AuditColumn<PlatformAuditEntry>;

const ACTOR_COLUMN: Column = {
  header: 'Actor',
  cell: (entry) => (
    <>
      <Text>{entry.actor_name ?? ACTOR_TYPES[entry.actor_type]}</Text>
      {entry.actor_name !== null ? (
        <Text fontSize="xs" color="fg.muted">
          {ACTOR_TYPES[entry.actor_type]}
        </Text>
      ) : null}
    </>
  ),
};

const TENANT_COLUMN: Column = {
  header: 'Tenant',
  cell: (entry) =>
    entry.subject_tenant_id !== null ? (
      <ChakraLink asChild color="brand.fg">
        <RouterLink to={tenantPath(entry.subject_tenant_id)}>
          {entry.subject_tenant_name ?? entry.subject_tenant_id.slice(0, 8)}
        </RouterLink>
      </ChakraLink>
    ) : (
      '—'
    ),
};

const REASON_COLUMN: Column = {
  header: 'Reason',
  cellProps: { maxWidth: '18rem' },
  cell: (entry) => entry.reason ?? '—',
};

const WITH_TENANT: readonly Column[] = [
  AUDIT_COLUMNS.time,
  ACTOR_COLUMN,
  AUDIT_COLUMNS.action,
  TENANT_COLUMN,
  REASON_COLUMN,
  AUDIT_COLUMNS.outcome,
  AUDIT_COLUMNS.ipAddress,
];
const WITHOUT_TENANT = WITH_TENANT.filter((column) => column !== TENANT_COLUMN);

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
    <AuditEntriesTable
      entries={entries}
      label={label}
      minWidth="920px"
      columns={showTenant ? WITH_TENANT : WITHOUT_TENANT}
    />
  );
}
