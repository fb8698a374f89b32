import { Badge, Table, Text } from '@chakra-ui/react';
import type { PatientAccessEntry } from '@clinio/contracts';
import { DateTimeText, EmptyState, Pager, QueryState, TableScroll } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';

export const ACCESS_PAGE_SIZE = 25;

const ACTOR_LABELS: Record<PatientAccessEntry['actor_type'], string> = {
  staff: 'Staff',
  patient: 'The patient',
  system_admin: 'Platform administrator',
  anonymous: 'Not signed in',
};

function place(entry: PatientAccessEntry): string {
  return [entry.location, entry.ip_address].filter((part) => part !== null && part !== '').join(' · ') || '—';
}

/** The Access log tab: who viewed or changed the record, when (the branch's zone) and from where. */
export function AccessLogTab({ patientId, timeZone }: { patientId: string; timeZone: string | undefined }) {
  const [page, setPage] = useState(1);
  const log = useEndpointQuery('listPatientAccess', {
    params: { id: patientId },
    query: { skip: (page - 1) * ACCESS_PAGE_SIZE, limit: ACCESS_PAGE_SIZE },
  });
  const data = log.data;
  return (
    <QueryState
      query={log}
      hasData={data !== null}
      isEmpty={data?.results.length === 0}
      empty={<EmptyState title="No access recorded yet" />}
      label="Loading the access log…"
    >
      <TableScroll label="Access log table">
        <Table.Root size="sm" minWidth="720px">
          <Table.Caption srOnly>Who viewed or changed this record</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Who</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
              <Table.ColumnHeader>From where</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.results ?? []).map((entry, index) => (
              <Table.Row key={`${entry.at}-${index}`}>
                <Table.Cell>
                  <DateTimeText value={entry.at} timeZone={timeZone} showZone />
                </Table.Cell>
                <Table.Cell>{entry.actor_name || ACTOR_LABELS[entry.actor_type]}</Table.Cell>
                <Table.Cell>{entry.actor_role ?? ACTOR_LABELS[entry.actor_type]}</Table.Cell>
                <Table.Cell>
                  {entry.action_label}
                  {entry.outcome === 'success' ? null : (
                    <Badge ms="2" colorPalette="red" variant="solid">
                      {entry.outcome === 'denied' ? 'Denied' : 'Failed'}
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
        noun="entries"
        onPage={setPage}
      />
    </QueryState>
  );
}
