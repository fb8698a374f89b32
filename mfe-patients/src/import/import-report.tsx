import { Badge, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { ENDPOINTS, endpointPath, type ListDefinition, type PatientImport } from '@clinio/contracts';
import {
  Button,
  EmptyState,
  FormAlert,
  FormNotice,
  Pager,
  QueryState,
  TableScroll,
  toast,
  useT,
} from '@clinio/design-system';
import { downloadFromServer, useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ImportCounts } from './import-progress';
import { staffCatalog } from '../staff-texts/catalog';
import { IMPORT_PATHS, OUTCOME_LABELS } from './import-model';
import { messageOf } from './screen-frame';

export const REPORT_ROWS: ListDefinition<never> = { filters: [], pageSize: 50 };

const OUTCOME_COLORS = { skipped: 'red', duplicate: 'orange', already_imported: 'gray' } as const;

/** A finished import: what happened, the rows that were skipped or flagged, the report file. */
export function ImportReport({ item }: { item: PatientImport }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const [isDownloading, setIsDownloading] = useState(false);
  const list = useListParams(REPORT_ROWS);
  const { page } = list.query;
  const rows = useEndpointQuery('listPatientImportRows', {
    params: { id: item.id },
    query: { skip: (page - 1) * REPORT_ROWS.pageSize, limit: REPORT_ROWS.pageSize },
  });

  async function download() {
    setIsDownloading(true);
    try {
      const url = endpointPath(ENDPOINTS.downloadPatientImportReport.path, { id: item.id });
      const base = item.file_name.replace(/\.csv$/i, '');
      await downloadFromServer(api, { url, fileName: `${base}-import-report.csv` });
    } catch (error) {
      toast.error(messageOf(error), t('importReport.downloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  }

  const data = rows.data;
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="import-summary" gap="4">
        <Text as="h2" id="import-summary" fontSize="lg" fontWeight="600">
          {item.status === 'completed' ? t('importReport.finished') : t('importReport.stopped')}
        </Text>
        {item.status === 'completed' ? (
          <FormNotice>
            {t('importReport.summary', {
              imported: item.imported_rows,
              total: item.total_rows,
              skipped: item.skipped_rows,
            })}
          </FormNotice>
        ) : (
          <FormAlert>{item.error ?? t('importReport.notFinished')}</FormAlert>
        )}
        <ImportCounts item={item} />
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            onClick={() => void download()}
            loading={isDownloading}
            loadingText={t('importReport.preparing')}
          >
            {t('importReport.download')}
          </Button>
          {item.duplicate_rows > 0 ? (
            <Link asChild color="brand.fg" fontWeight="500">
              <RouterLink to={IMPORT_PATHS.duplicates}>{t('importReport.reviewDuplicates')}</RouterLink>
            </Link>
          ) : null}
          <Link asChild color="brand.fg" fontWeight="500">
            <RouterLink to={IMPORT_PATHS.start}>{t('importReport.importAnother')}</RouterLink>
          </Link>
        </HStack>
      </Stack>

      <Stack as="section" aria-labelledby="import-rows" gap="3">
        <Text as="h2" id="import-rows" fontSize="lg" fontWeight="600">
          {t('importReport.rowsTitle')}
        </Text>
        <QueryState
          query={rows}
          hasData={data !== null}
          isEmpty={data?.total === 0}
          empty={<EmptyState title={t('importReport.emptyTitle')} message={t('importReport.emptyMessage')} />}
          label={t('importReport.loading')}
        >
          {data ? (
            <>
              <TableScroll label={t('importReport.tableLabel')}>
                <Table.Root size="sm" minWidth="560px">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('importReport.line')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('importReport.outcome')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('importReport.reason')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('importReport.patient')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.results.map((row) => (
                      <Table.Row key={`${row.line}:${row.outcome}`}>
                        <Table.Cell>{row.line}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={OUTCOME_COLORS[row.outcome]} variant="subtle">
                            {OUTCOME_LABELS[row.outcome]}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>{row.reason}</Table.Cell>
                        <Table.Cell>
                          {row.patient_id !== null ? (
                            <Link asChild color="brand.fg">
                              <RouterLink to={`/dashboard/patients/${row.patient_id}`}>
                                {t('importReport.openChart', { line: row.line })}
                              </RouterLink>
                            </Link>
                          ) : (
                            '—'
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScroll>
              <Pager
                page={page}
                pageSize={REPORT_ROWS.pageSize}
                total={data.total}
                noun={t('importReport.noun', { count: data.total })}
                onPage={list.setPage}
              />
            </>
          ) : null}
        </QueryState>
      </Stack>
    </Stack>
  );
}
