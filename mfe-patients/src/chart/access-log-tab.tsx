import { Badge, Table, Text } from '@chakra-ui/react';
import type { PatientAccessEntry } from '@clinio/contracts';
import { DateTimeText, EmptyState, Pager, QueryState, TableScroll, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

export const ACCESS_PAGE_SIZE = 25;

function place(entry: PatientAccessEntry): string {
  return [entry.location, entry.ip_address].filter((part) => part !== null && part !== '').join(' · ') || '—';
}

/** The Access log tab: who viewed or changed the record, when (the branch's zone) and from where. */
export function AccessLogTab({ patientId, timeZone }: { patientId: string; timeZone: string | undefined }) {
  const t = useT(staffCatalog);
  const [page, setPage] = useState(1);
  const log = useEndpointQuery('listPatientAccess', {
    params: { id: patientId },
    query: { skip: (page - 1) * ACCESS_PAGE_SIZE, limit: ACCESS_PAGE_SIZE },
  });
  const data = log.data;
  const actor = (entry: PatientAccessEntry) => t(`accessLog.actor.${entry.actor_type}`);
  return (
    <QueryState
      query={log}
      hasData={data !== null}
      isEmpty={data?.results.length === 0}
      empty={<EmptyState title={t('accessLog.empty')} />}
      label={t('accessLog.loading')}
    >
      <TableScroll label={t('accessLog.tableLabel')}>
        <Table.Root size="sm" minWidth="720px">
          <Table.Caption srOnly>{t('accessLog.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('accessLog.when')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('accessLog.who')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('accessLog.role')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('accessLog.action')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('accessLog.fromWhere')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.results ?? []).map((entry, index) => (
              <Table.Row key={`${entry.at}-${index}`}>
                <Table.Cell>
                  <DateTimeText value={entry.at} timeZone={timeZone} showZone />
                </Table.Cell>
                <Table.Cell>{entry.actor_name || actor(entry)}</Table.Cell>
                <Table.Cell>{entry.actor_role ?? actor(entry)}</Table.Cell>
                <Table.Cell>
                  {entry.action_label}
                  {entry.outcome === 'success' ? null : (
                    <Badge ms="2" colorPalette="red" variant="solid">
                      {entry.outcome === 'denied' ? t('accessLog.denied') : t('accessLog.failed')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Text>{place(entry)}</Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Pager
        page={page}
        pageSize={ACCESS_PAGE_SIZE}
        total={data?.total ?? 0}
        noun={t('accessLog.noun')}
        onPage={setPage}
      />
    </QueryState>
  );
}
