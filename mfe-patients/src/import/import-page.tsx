import { Badge, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ListDefinition } from '@clinio/contracts';
import { DateTimeText, EmptyState, Pager, QueryState, TableScroll } from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { Link as RouterLink } from 'react-router-dom';
import { draftStore } from './draft-store';
import { IMPORT_PATHS, STATUS_LABELS, isImportRunning, plural } from './import-model';
import { NotAllowed, ScreenFrame, useCan } from './screen-frame';
import { UploadStep } from './upload-step';

const RECENT_IMPORTS: ListDefinition<never> = { filters: [], pageSize: 10 };

/** /dashboard/patients/import: upload a file, or go back to an import started earlier. */
export function ImportPage() {
  const can = useCan();
  const { navigate } = useRemote();
  return (
    <ScreenFrame
      title="Import patients"
      lead="Bring patients over from a spreadsheet or another system. Valid rows are imported even when others have problems; importing the same file again does not create anyone twice."
    >
      {can('patients_create') ? (
        <Stack gap="10">
          <UploadStep
            onUploaded={(draft) => {
              draftStore.save(draft);
              navigate(IMPORT_PATHS.job(draft.import.id));
            }}
          />
          <RecentImports />
        </Stack>
      ) : (
        <NotAllowed what="import patients" />
      )}
    </ScreenFrame>
  );
}

const STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  queued: 'orange',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** The clinic's imports, newest first, so one can return to a running import or its report. */
function RecentImports() {
  const list = useListParams(RECENT_IMPORTS);
  const { page } = list.query;
  const imports = useEndpointQuery(
    'listPatientImports',
    { query: { skip: (page - 1) * RECENT_IMPORTS.pageSize, limit: RECENT_IMPORTS.pageSize } },
    // While one of them runs, its counts move: read again every few seconds.
    { refetchInterval: (data) => (data?.results.some(isImportRunning) ? 3000 : false) },
  );
  const data = imports.data;
  return (
    <Stack as="section" aria-labelledby="recent-imports" gap="3">
      <Text as="h2" id="recent-imports" fontSize="lg" fontWeight="600">
        Recent imports
      </Text>
      <QueryState
        query={imports}
        hasData={data !== null}
        isEmpty={data?.total === 0}
        empty={
          <EmptyState title="No imports yet" message="Files you import are listed here with their reports." />
        }
        label="Loading imports…"
      >
        {data ? (
          <>
            <TableScroll label="Recent imports table">
              <Table.Root size="sm" minWidth="640px">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>File</Table.ColumnHeader>
                    <Table.ColumnHeader>Started</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Rows</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.results.map((item) => (
                    <Table.Row key={item.id}>
                      <Table.Cell>
                        <Link asChild color="brand.fg" fontWeight="500">
                          <RouterLink to={IMPORT_PATHS.job(item.id)}>{item.file_name}</RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>
                        <DateTimeText value={item.started_at ?? item.created_at} />
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATUS_COLORS[item.status]} variant="subtle">
                          {STATUS_LABELS[item.status]}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="3" wrap="wrap" fontSize="sm">
                          <Text>{plural(item.imported_rows, 'imported', 'imported')}</Text>
                          <Text>{plural(item.skipped_rows, 'skipped', 'skipped')}</Text>
                          <Text>{plural(item.total_rows, 'row in all', 'rows in all')}</Text>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Pager
              page={page}
              pageSize={RECENT_IMPORTS.pageSize}
              total={data.total}
              noun={data.total === 1 ? 'import' : 'imports'}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
