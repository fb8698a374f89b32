import { Box, Field, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  REPORT_GROUPS,
  REPORT_SECTIONS,
  type AnalyticsReport,
  type ReportGroup,
  type ReportRow,
  type ReportSection,
} from '@clinio/contracts';
import { Button, EmptyState, QueryState, useT } from '@clinio/design-system';
import { downloadCsv, useEndpointQuery } from '@clinio/platform';
import { useEffect } from 'react';
import { catalog } from '../catalog';
import type english from '../messages/en.json';
import { DataTable, type Column } from '../common/data-table';
import { useFormat } from '../common/format';
import { rangeQuery, useRangeParams } from '../common/range';
import { RangeNote, RangePicker } from '../common/range-picker';

const MONEY_COLUMNS = new Set(['invoiced', 'collected', 'refunded']);
type Key = keyof typeof english;
/** A report column's message key (the server names its columns; each has a text in the catalog). */
const columnKey = (column: string) => `column.${column}` as Key;

/** The report's query from the URL: its section, grouping and range. */
export function reportInput(filters: Record<string, string>) {
  const section: ReportSection = (REPORT_SECTIONS as readonly string[]).includes(filters.section ?? '')
    ? (filters.section as ReportSection)
    : 'visits';
  const group: ReportGroup = (REPORT_GROUPS as readonly string[]).includes(filters.group_by ?? '')
    ? (filters.group_by as ReportGroup)
    : 'month';
  return { params: { section }, query: { ...rangeQuery(filters), group_by: group } };
}

function ReportTable({ report }: { report: AnalyticsReport }) {
  const t = useT(catalog);
  const format = useFormat();
  const value = (column: string, amount: number) =>
    MONEY_COLUMNS.has(column) ? format.decimal(amount / 100) : format.decimal(amount);
  const columns: Column<ReportRow>[] = [
    { key: 'label', header: t(`group.${report.group_by}`), cell: (row) => row.label },
    ...report.columns.map((column) => ({
      key: column,
      header: MONEY_COLUMNS.has(column)
        ? `${t(columnKey(column))} (${report.currency})`
        : t(columnKey(column)),
      cell: (row: ReportRow) => value(column, row.values[column] ?? 0),
      numeric: true,
    })),
  ];
  const exportCsv = () =>
    downloadCsv({
      rows: report.rows,
      fileName: `${report.section}-${report.range.from}-${report.range.to}.csv`,
      columns: [
        { header: t(`group.${report.group_by}`), value: (row: ReportRow) => row.label },
        ...report.columns.map((column) => ({
          header: MONEY_COLUMNS.has(column)
            ? `${t(columnKey(column))} (${report.currency})`
            : t(columnKey(column)),
          value: (row: ReportRow) =>
            String(MONEY_COLUMNS.has(column) ? (row.values[column] ?? 0) / 100 : (row.values[column] ?? 0)),
        })),
      ],
    });
  return (
    <>
      <HStack gap="2" mb="3" css={{ '@media print': { display: 'none' } }}>
        <Button variant="outline" onClick={exportCsv}>
          {t('reports.export')}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          {t('reports.print')}
        </Button>
      </HStack>
      <DataTable
        label={t('reports.table', { section: t(`section.${report.section}`) })}
        columns={columns}
        rows={report.rows}
        rowKey={(row) => row.key}
        footer={{ key: 'total', label: t('reports.total'), values: report.totals }}
        minWidth="640px"
      />
    </>
  );
}

/** /dashboard/reports: one section's table at a time, its filters in the URL, CSV and print. */
export function ReportsPage() {
  const t = useT(catalog);
  const list = useRangeParams(['section', 'group_by'] as const, {
    section: REPORT_SECTIONS,
    group_by: REPORT_GROUPS,
  });
  const input = reportInput(list.query.filters);
  const report = useEndpointQuery('getAnalyticsReport', input);
  const title = t('reports.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const data = report.data;
  const select = (
    name: 'section' | 'group_by',
    label: string,
    values: readonly string[],
    text: (value: string) => string,
    current: string,
  ) => (
    <Field.Root maxW="220px">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={current}
          onChange={(event) => list.setFilters({ [name]: event.target.value })}
        >
          {values.map((value) => (
            <option key={value} value={value}>
              {text(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl">
          {t('reports.title')}
        </Heading>
        <Text color="fg.muted">
          {t('reports.lead')} {t(`section.${input.params.section}`)} · {input.query.from} – {input.query.to}
        </Text>
      </Stack>
      <RangePicker
        from={input.query.from}
        to={input.query.to}
        label={t('reports.filters')}
        onChange={(range) => list.setFilters(range)}
      >
        {select(
          'section',
          t('reports.section'),
          REPORT_SECTIONS,
          (value) => t(`section.${value as ReportSection}`),
          input.params.section,
        )}
        {select(
          'group_by',
          t('reports.groupBy'),
          REPORT_GROUPS,
          (value) => t(`group.${value as ReportGroup}`),
          input.query.group_by,
        )}
      </RangePicker>
      <QueryState
        query={{ ...report, error: report.error === null ? null : t('reports.failed') }}
        hasData={data !== null}
        isEmpty={data?.rows.length === 0}
        empty={<EmptyState title={t('reports.empty')} />}
        label={t('reports.loading')}
      >
        {data ? (
          <>
            <RangeNote zone={data.time_zone} />
            <ReportTable report={data} />
          </>
        ) : null}
      </QueryState>
    </Box>
  );
}
