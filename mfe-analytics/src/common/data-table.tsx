import { Table } from '@chakra-ui/react';
import { TableScroll } from '@clinio/design-system';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A plain table of rows in its own keyboard-reachable scroll box, with an optional totals row. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  footer,
  minWidth = '480px',
}: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  footer?: T;
  minWidth?: string;
}) {
  const line = (row: T, header = false) =>
    columns.map((column, index) =>
      header && index === 0 ? (
        <Table.ColumnHeader key={column.key} scope="row">
          {column.cell(row)}
        </Table.ColumnHeader>
      ) : (
        <Table.Cell key={column.key} textAlign={column.numeric ? 'end' : 'start'}>
          {column.cell(row)}
        </Table.Cell>
      ),
    );
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" minWidth={minWidth}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.numeric ? 'end' : 'start'}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>{line(row)}</Table.Row>
          ))}
        </Table.Body>
        {footer === undefined ? null : (
          <Table.Footer>
            <Table.Row fontWeight="semibold">{line(footer, true)}</Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </TableScroll>
  );
}
