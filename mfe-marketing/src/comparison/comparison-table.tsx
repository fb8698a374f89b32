import { Table } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { ALTERNATIVES, COMPARISON_ROWS } from './comparison-rows';

/** The wide view: one column per alternative, Clinio first. */
export function ComparisonTable() {
  const t = useT(catalog);
  return (
    <Table.Root size="sm" variant="outline" hideBelow="md" tableLayout="fixed">
      <Table.Caption captionSide="top" textAlign="start" mb="3" color="fg.muted">
        {t('comparison.caption')}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{t('comparison.topic')}</Table.ColumnHeader>
          {ALTERNATIVES.map((alternative) => (
            <Table.ColumnHeader
              key={alternative.key}
              scope="col"
              color={alternative.key === 'clinio' ? 'brand.fg' : undefined}
            >
              {t(alternative.labelKey)}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {COMPARISON_ROWS.map((row) => (
          <Table.Row key={row.topicKey}>
            <Table.Cell as="th" scope="row" fontWeight="600">
              {t(row.topicKey)}
            </Table.Cell>
            {ALTERNATIVES.map((alternative) => (
              <Table.Cell
                key={alternative.key}
                bg={alternative.key === 'clinio' ? 'brand.subtle' : undefined}
                verticalAlign="top"
              >
                {t(row.cells[alternative.key])}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
