import { Table } from '@chakra-ui/react';
import { ALTERNATIVES, COMPARISON_ROWS } from './comparison-rows';

/** The wide view: one column per alternative, Clinio first. */
export function ComparisonTable() {
  return (
    <Table.Root size="sm" variant="outline" hideBelow="md" tableLayout="fixed">
      <Table.Caption captionSide="top" textAlign="start" mb="3" color="fg.muted">
        Clinio compared with the three ways clinics usually run today
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Topic</Table.ColumnHeader>
          {ALTERNATIVES.map((alternative) => (
            <Table.ColumnHeader
              key={alternative.key}
              scope="col"
              color={alternative.key === 'clinio' ? 'brand.fg' : undefined}
            >
              {alternative.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {COMPARISON_ROWS.map((row) => (
          <Table.Row key={row.topic}>
            <Table.Cell as="th" scope="row" fontWeight="600">
              {row.topic}
            </Table.Cell>
            {ALTERNATIVES.map((alternative) => (
              <Table.Cell
                key={alternative.key}
                bg={alternative.key === 'clinio' ? 'brand.subtle' : undefined}
                verticalAlign="top"
              >
                {row.cells[alternative.key]}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
