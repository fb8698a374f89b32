import { isUuid } from '@clinio/contracts';
import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Button, EmptyState, MoneyText, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { StatusBadge } from './status-badge';

/**
 * /billing/manager?appointmentId= (spec 2.9, the workflow's Billing step): the visit's invoices,
 * and a new one whose first line is the visit's type and price.
 */
export function BillingManagerPage() {
  const t = useT(catalog);
  const may = useMay();
  const [params] = useSearchParams();
  const appointmentId = params.get('appointmentId') ?? '';
  const valid = isUuid(appointmentId);
  const invoices = useEndpointQuery(
    'listInvoices',
    valid ? { query: { appointment_id: appointmentId, page_size: 100 } } : null,
  );
  const title = t('manager.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const items = invoices.data?.items ?? [];
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6" maxW="3xl">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('manager.title')}
        </Heading>
        {!valid ? (
          <Text role="alert">{t('manager.noVisit')}</Text>
        ) : (
          <>
            {may('billing_manage') ? (
              <Button asChild alignSelf="start">
                <RouterLink to={`/dashboard/invoices/create?appointmentId=${appointmentId}`}>
                  {t('manager.create')}
                </RouterLink>
              </Button>
            ) : null}
            <QueryState
              query={{ ...invoices, error: invoices.error === null ? null : t('list.failed') }}
              hasData={invoices.data !== null}
              isEmpty={items.length === 0}
              empty={<EmptyState title={t('manager.empty')} />}
              label={t('list.loading')}
            >
              <List.Root as="ul" gap="2" listStyleType="none">
                {items.map((invoice) => (
                  <List.Item key={invoice.id} display="flex" gap="3" alignItems="center" flexWrap="wrap">
                    <Link asChild>
                      <RouterLink to={`/dashboard/clinical-billing/invoices/${invoice.id}`}>
                        {invoice.number ?? t('list.draftNumber')}
                      </RouterLink>
                    </Link>
                    <StatusBadge status={invoice.status} />
                    <MoneyText amountMinor={invoice.total_amount} currency={invoice.currency} />
                  </List.Item>
                ))}
              </List.Root>
            </QueryState>
          </>
        )}
      </Stack>
    </Box>
  );
}
