import { TableScroll } from '@clinio/design-system';
import { Badge, Table, chakra, type TableCellProps } from '@chakra-ui/react';
import type { AuditEntry } from '@clinio/contracts';
import type { ReactNode } from 'react';
import { formatDateTime, formatUtc, humanize } from '../format';
import type { AuditOutcome } from './audit-list-query';

/** What every audit log's entry has. */
export type AuditRow = Pick<AuditEntry, 'id' | 'at' | 'actor_type' | 'action' | 'outcome' | 'ip_address'>;

export const ACTOR_TYPES: Record<AuditRow['actor_type'], string> = {
  staff: 'Staff',
  patient: 'Patient',
  system_admin: 'System administrator',
  anonymous: 'Not signed in',
};

const OUTCOME_COLORS: Record<AuditOutcome, string> = { success: 'green', failure: 'red', denied: 'orange' };

export interface AuditColumn<E> {
  header: string;
  cell: (entry: E) => ReactNode;
  cellProps?: TableCellProps;
}

/** The columns every audit log has: local time (UTC on hover), action, outcome, IP address. */
export const AUDIT_COLUMNS = {
  time: {
    header: 'Time',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (entry) => (
      <chakra.time dateTime={entry.at} title={formatUtc(entry.at)}>
        {formatDateTime(entry.at, { withSeconds: true })}
      </chakra.time>
    ),
  },
  action: {
    header: 'Action',
    cellProps: { fontFamily: 'mono', fontSize: 'xs' },
    cell: (entry) => entry.action,
  },
  outcome: {
    header: 'Outcome',
    cell: (entry) => (
      <Badge colorPalette={OUTCOME_COLORS[entry.outcome]} variant="subtle">
        {humanize(entry.outcome)}
      </Badge>
    ),
  },
  ipAddress: {
    header: 'IP address',
    cellProps: { fontFamily: 'mono', fontSize: 'xs' },
    cell: (entry) => entry.ip_address ?? '—',
  },
} satisfies Record<string, AuditColumn<AuditRow>>;

export interface AuditEntriesTableProps<E extends AuditRow> {
  entries: E[];
  /** The scrollable region's name. */
  label: string;
  minWidth: string;
  columns: readonly AuditColumn<E>[];
}

/** An audit log's rows in a scrollable, focusable region, one cell per column. */
export function AuditEntriesTable<E extends AuditRow>({
  entries,
  label,
  minWidth,
  columns,
}: AuditEntriesTableProps<E>) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" minWidth={minWidth}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              {columns.map((column) => (
                <Table.Cell key={column.header} {...column.cellProps}>
                  {column.cell(entry)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
