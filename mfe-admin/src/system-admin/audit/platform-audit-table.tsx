import { Link as ChakraLink, Text } from '@chakra-ui/react';
import type { PlatformAuditEntry } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ACTOR_TYPES,
  AUDIT_COLUMNS,
  AuditEntriesTable,
  type AuditColumn,
} from '../../common/audit-list/audit-entries-table';
import { catalog, type Translate } from '../catalog';
import { tenantPath } from '../paths';

type Column = AuditColumn<PlatformAuditEntry>;

/** The columns, headed in the reader's language; the tenant's is left out on a tenant's own page. */
function platformColumns(t: Translate, showTenant: boolean): readonly Column[] {
  const actor: Column = {
    header: t('audit.column.actor'),
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
  const tenant: Column = {
    header: t('audit.column.tenant'),
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
  const reason: Column = {
    header: t('audit.column.reason'),
    cellProps: { maxWidth: '18rem' },
    cell: (entry) => entry.reason ?? '—',
  };
  return [
    AUDIT_COLUMNS.time,
    actor,
    AUDIT_COLUMNS.action,
    ...(showTenant ? [tenant] : []),
    reason,
    AUDIT_COLUMNS.outcome,
    AUDIT_COLUMNS.ipAddress,
  ];
}

export interface PlatformAuditTableProps {
  entries: PlatformAuditEntry[];
  label?: string;
  /** Hidden on a tenant's own page, where every row is about that tenant. */
  showTenant?: boolean;
}

/** Platform audit rows: local time (UTC on hover), who, what, which clinic, why, how it ended. */
export function PlatformAuditTable({ entries, label, showTenant = true }: PlatformAuditTableProps) {
  const t = useT(catalog);
  const columns = useMemo(() => platformColumns(t, showTenant), [t, showTenant]);
  return (
    <AuditEntriesTable
      entries={entries}
      label={label ?? t('audit.table')}
      minWidth="920px"
      columns={columns}
    />
  );
}
