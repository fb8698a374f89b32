import { HStack, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import {
  Button,
  DateTimeText,
  EmptyState,
  MoneyText,
  Pager,
  QueryState,
  TableScroll,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { StatusBadge } from '../invoices/status-badge';

export const CHART_INVOICES_PAGE_SIZE = 10;

/**
 * The chart's Invoices tab (slot `patient-chart.tab` of mfe-patients): what the patient owes,
 * their invoices newest first, ten at a time, each opening its page, and a new invoice for them.
 */
export function PatientInvoicesTab({ patientId }: { patientId: string }) {
  const t = useT(catalog);
  const may = useMay();
  const [page, setPage] = useState(1);
  const invoices = useEndpointQuery('listInvoices', {
    query: { patient_id: patientId, page, page_size: CHART_INVOICES_PAGE_SIZE },
  });
  const data = invoices.data;
  const currency = data?.items[0]?.currency ?? 'USD';
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" fontSize="lg">
          {t('chart.title')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/dashboard/clinical-billing?patient_id=${patientId}`}>
              {t('chart.all')}
            </RouterLink>
          </Button>
          {may('billing_manage') ? (
            <Button asChild size="sm">
              <RouterLink to={`/dashboard/invoices/create?patientId=${patientId}`}>
                {t('list.new')}
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <QueryState
        query={{ ...invoices, error: invoices.error === null ? null : t('list.failed') }}
        hasData={data !== null}
        isEmpty={data !== null && data.total === 0}
        empty={<EmptyState title={t('chart.empty')} message={t('chart.emptyMessage')} />}
        label={t('list.loading')}
      >
        {data !== null ? (
          <>
            <Text role="status">
              {t('chart.balance')}{' '}
              <Text as="span" fontWeight="bold">
                <MoneyText amountMinor={data.totals.balance} currency={currency} />
              </Text>{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                {t('chart.billed')} <MoneyText amountMinor={data.totals.total_amount} currency={currency} /> ·{' '}
                {t('chart.paid')} <MoneyText amountMinor={data.totals.amount_paid} currency={currency} />
              </Text>
            </Text>
            <TableScroll label={t('chart.table')}>
              <Table.Root minWidth="560px" size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('list.number')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('list.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('list.issued')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('list.total')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('list.balance')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((invoice) => (
                    <Table.Row key={invoice.id}>
                      <Table.Cell>
                        <Link asChild>
                          <RouterLink
                            to={`/dashboard/clinical-billing/invoices/${invoice.id}`}
                            aria-label={t('list.open', { number: invoice.number ?? t('list.draftNumber') })}
                          >
                            {invoice.number ?? t('list.draftNumber')}
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={invoice.status} />
                      </Table.Cell>
                      <Table.Cell>
                        {invoice.issued_at ? <DateTimeText value={invoice.issued_at} style="date" /> : null}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <MoneyText amountMinor={invoice.total_amount} currency={invoice.currency} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <MoneyText amountMinor={invoice.balance} currency={invoice.currency} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Pager
              page={data.page}
              pageSize={CHART_INVOICES_PAGE_SIZE}
              total={data.total}
              noun={t('list.noun')}
              onPage={setPage}
            />
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
