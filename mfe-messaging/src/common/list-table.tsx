import { Table, Text } from '@chakra-ui/react';
import { EmptyState, Pager, QueryState, TableScroll } from '@clinio/design-system';
import { usePagedItems, type ApiQuery } from '@clinio/platform';
import type { ReactNode } from 'react';

export interface ListTableTexts {
  /** The table region's accessible name: 'Templates table'. */
  table: string;
  loading: string;
  failed: string;
  empty: string;
  emptyMessage?: string;
  /** What the pager counts, plural: 'templates'. */
  noun: string;
}

/**
 * A list the server answers whole (templates, rules, campaigns, numbers, brands): loading, error
 * and empty states, a table that scrolls in its own box on a phone, and pages of 25 kept in the
 * URL. Column headers given as `{ srOnly }` are read to screen readers only (an actions column).
 */
export function ListTable<T extends { id: string }>({
  query,
  items,
  texts,
  minWidth,
  headers,
  row,
}: {
  query: Pick<ApiQuery<unknown>, 'data' | 'error' | 'isLoading' | 'reload'>;
  items: readonly T[];
  texts: ListTableTexts;
  minWidth: string;
  headers: readonly (string | { srOnly: string })[];
  row: (item: T) => ReactNode;
}) {
  const paged = usePagedItems(items);
  return (
    <QueryState
      query={{ ...query, error: query.error === null ? null : texts.failed }}
      hasData={query.data !== null}
      isEmpty={paged.total === 0}
      empty={<EmptyState title={texts.empty} message={texts.emptyMessage} />}
      label={texts.loading}
    >
      <TableScroll label={texts.table}>
        <Table.Root minWidth={minWidth} size="sm">
          <Table.Header>
            <Table.Row>
              {headers.map((header) =>
                typeof header === 'string' ? (
                  <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                ) : (
                  <Table.ColumnHeader key={header.srOnly}>
                    <Text srOnly>{header.srOnly}</Text>
                  </Table.ColumnHeader>
                ),
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {paged.items.map((item) => (
              <Table.Row key={item.id}>{row(item)}</Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Pager {...paged.pager} noun={texts.noun} />
    </QueryState>
  );
}
