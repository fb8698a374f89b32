import { Box, Field, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { INVOICE_STATUSES, type InvoiceListQuery, type ListDefinition, isUuid } from '@clinio/contracts';
import { Button, EmptyState, MoneyText, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useListParams } from '@clinio/platform';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { InvoiceTable } from './invoice-table';

const PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters and page, as they live in the URL (`?status=paid&from=2026-01-01&page=2`). */
export const INVOICE_LIST: ListDefinition<
  'status' | 'from' | 'to' | 'patient_id' | 'provider_id' | 'branch_id'
> = {
  filters: ['status', 'from', 'to', 'patient_id', 'provider_id', 'branch_id'],
  pageSize: PAGE_SIZE,
  choices: { status: INVOICE_STATUSES },
};

/** `listInvoices`'s query: only the filters that are set and valid, and the page. */
export function invoiceListQuery(filters: Record<string, string>, page: number): InvoiceListQuery {
  const query: InvoiceListQuery = { page, page_size: PAGE_SIZE };
  if (filters.status) query.status = filters.status as InvoiceListQuery['status'];
  for (const key of ['from', 'to'] as const) if (DATE.test(filters[key] ?? '')) query[key] = filters[key];
  for (const key of ['patient_id', 'provider_id', 'branch_id'] as const)
    if (isUuid(filters[key] ?? '')) query[key] = filters[key];
  return query;
}

/** /dashboard/clinical-billing: the clinic's invoices with filters in the URL, totals and paging. */
export function InvoiceListPage() {
  const t = useT(catalog);
  const may = useMay();
  const list = useListParams(INVOICE_LIST);
  const invoices = useEndpointQuery('listInvoices', {
    query: invoiceListQuery(list.query.filters, list.query.page),
  });
  const title = t('list.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const data = invoices.data;
  const { status, from, to } = list.query.filters;
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t('list.title')}
          </Heading>
          <Text color="fg.muted">{t('list.lead')}</Text>
        </Stack>
        {may('billing_manage') ? (
          <Button asChild>
            <RouterLink to="/dashboard/invoices/create">{t('list.new')}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      <HStack role="search" aria-label={t('list.filters')} gap="3" wrap="wrap" align="end" mb="4">
        <Field.Root maxW="200px">
          <Field.Label>{t('list.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => list.setFilters({ status: event.target.value })}
            >
              <option value="">{t('list.anyStatus')}</option>
              {INVOICE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="180px">
          <Field.Label>{t('list.from')}</Field.Label>
          <Input
            type="date"
            value={from}
            onChange={(event) => list.setFilters({ from: event.target.value })}
          />
        </Field.Root>
        <Field.Root maxW="180px">
          <Field.Label>{t('list.to')}</Field.Label>
          <Input type="date" value={to} onChange={(event) => list.setFilters({ to: event.target.value })} />
        </Field.Root>
        {list.isFiltered ? (
          <Button variant="ghost" onClick={list.clear}>
            {t('list.clear')}
          </Button>
        ) : null}
      </HStack>
      <QueryState
        query={{ ...invoices, error: invoices.error === null ? null : t('list.failed') }}
        hasData={data !== null}
        isEmpty={data?.items.length === 0}
        empty={<EmptyState title={list.isFiltered ? t('list.emptyFiltered') : t('list.empty')} />}
        label={t('list.loading')}
      >
        {data ? (
          <>
            <HStack as="dl" gap="6" wrap="wrap" mb="3" aria-label={t('list.totals')}>
              {(
                [
                  ['list.totalBilled', data.totals.total_amount],
                  ['list.totalPaid', data.totals.amount_paid],
                  ['list.totalOpen', data.totals.balance],
                ] as const
              ).map(([key, amount]) => (
                <Box key={key}>
                  <Text as="dt" fontSize="sm" color="fg.muted">
                    {t(key)}
                  </Text>
                  <Text as="dd" fontWeight="semibold">
                    <MoneyText amountMinor={amount} currency={data.items[0]?.currency ?? 'USD'} />
                  </Text>
                </Box>
              ))}
            </HStack>
            <InvoiceTable invoices={data.items} label={t('list.table')} />
            <Pager
              page={list.query.page}
              pageSize={PAGE_SIZE}
              total={data.total}
              noun={t('list.noun')}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </Box>
  );
}
