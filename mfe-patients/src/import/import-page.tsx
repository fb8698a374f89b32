import { Badge, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ListDefinition } from '@clinio/contracts';
import { DateTimeText, EmptyState, Pager, QueryState, TableScroll, useT } from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { Link as RouterLink } from 'react-router-dom';
import { draftStore } from './draft-store';
import { staffCatalog } from '../staff-texts/catalog';
import { IMPORT_PATHS, STATUS_LABELS, isImportRunning } from './import-model';
import { NotAllowed, ScreenFrame, useCan } from './screen-frame';
import { UploadStep } from './upload-step';

const RECENT_IMPORTS: ListDefinition<never> = { filters: [], pageSize: 10 };

/** /dashboard/patients/import: upload a file, or go back to an import started earlier. */
export function ImportPage() {
  const t = useT(staffCatalog);
  const can = useCan();
  const { navigate } = useRemote();
  return (
    <ScreenFrame title={t('import.title')} lead={t('import.lead')}>
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
        <NotAllowed what={t('import.notAllowedWhat')} />
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
  const t = useT(staffCatalog);
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
        {t('import.recentTitle')}
      </Text>
      <QueryState
        query={imports}
        hasData={data !== null}
        isEmpty={data?.total === 0}
        empty={<EmptyState title={t('import.emptyTitle')} message={t('import.emptyMessage')} />}
        label={t('import.loading')}
      >
        {data ? (
          <>
            <TableScroll label={t('import.tableLabel')}>
              <Table.Root size="sm" minWidth="640px">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('import.file')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('import.started')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('import.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('import.rows')}</Table.ColumnHeader>
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
                          <Text>{t('import.importedCount', { count: item.imported_rows })}</Text>
                          <Text>{t('import.skippedCount', { count: item.skipped_rows })}</Text>
                          <Text>{t('import.totalCount', { count: item.total_rows })}</Text>
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
              noun={t('import.noun', { count: data.total })}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
