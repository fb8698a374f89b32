import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Button, EmptyState, MoneyText, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { InvoiceTable } from '../invoices/invoice-table';

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
            <InvoiceTable invoices={data.items} label={t('chart.table')} showPatient={false} />
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
