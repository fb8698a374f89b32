import { Container, DataList, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, type InvoiceSummary, type PatientClinic } from '@clinio/contracts';
import {
  Button,
  DateTimeText,
  EmptyState,
  LanguageSwitch,
  Logo,
  MoneyText,
  QueryState,
  toast,
  useT,
} from '@clinio/design-system';
import { downloadFromServer, useEndpointQuery, useRemote } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { StatusBadge } from '../invoices/status-badge';
import { CardPaymentDialogs } from './card-payment-dialogs';

const payable = (invoice: InvoiceSummary) =>
  invoice.balance > 0 && (invoice.status === 'issued' || invoice.status === 'partially_paid');

function InvoiceItem({
  patientId,
  invoice,
  onPay,
}: {
  patientId: string;
  invoice: InvoiceSummary;
  onPay: (invoice: InvoiceSummary) => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  const number = invoice.number ?? '';
  async function download() {
    try {
      await downloadFromServer(api, {
        url: `/api/patients/${patientId}/invoices/${invoice.id}/pdf`,
        fileName: `${number || 'invoice'}.pdf`,
      });
    } catch {
      toast.error(t('invoice.downloadFailed'));
    }
  }
  return (
    <List.Item borderWidth="1px" borderRadius="md" px="4" py="3" display="block">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" fontSize="md" wordBreak="break-word">
            {t('portal.invoice', { number })}
          </Heading>
          <StatusBadge status={invoice.status} />
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('portal.issued')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <DateTimeText value={invoice.issued_at} style="date" />
            </DataList.ItemValue>
          </DataList.Item>
          {invoice.due_date !== null ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('portal.due')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <DateTimeText value={`${invoice.due_date}T12:00:00Z`} timeZone="UTC" style="date" />
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel>{t('portal.total')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <MoneyText amountMinor={invoice.total_amount} currency={invoice.currency} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('portal.paid')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <MoneyText amountMinor={invoice.amount_paid} currency={invoice.currency} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('portal.toPay')}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">
              <MoneyText amountMinor={invoice.balance} currency={invoice.currency} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <HStack gap="2" wrap="wrap">
          {payable(invoice) ? (
            <Button size="sm" aria-label={t('portal.payLabel', { number })} onClick={() => onPay(invoice)}>
              {t('portal.pay')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            aria-label={t('portal.downloadLabel', { number })}
            onClick={() => void download()}
          >
            {t('portal.download')}
          </Button>
        </HStack>
      </Stack>
    </List.Item>
  );
}

function ClinicBills({ clinic, showName }: { clinic: PatientClinic; showName: boolean }) {
  const t = useT(catalog);
  const patientId = clinic.patient_id;
  const bills = useEndpointQuery('listMyInvoices', { params: { patient_id: patientId } });
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const items = bills.data?.items ?? [];
  const currency = items[0]?.currency;
  return (
    <Stack as="section" aria-label={clinic.clinic_name} gap="3">
      {showName ? (
        <Heading as="h2" fontSize="lg">
          {clinic.clinic_name}
        </Heading>
      ) : null}
      <QueryState
        query={bills}
        hasData={bills.data !== null}
        isEmpty={items.length === 0}
        empty={<EmptyState title={t('portal.noneAt', { clinic: clinic.clinic_name })} />}
        label={t('portal.loading')}
      >
        {bills.data !== null && currency !== undefined ? (
          <Text fontSize="lg" role="status">
            {t('portal.balance')}{' '}
            <Text as="span" fontWeight="bold">
              <MoneyText amountMinor={bills.data.totals.balance} currency={currency} />
            </Text>
          </Text>
        ) : null}
        <List.Root gap="3" variant="plain">
          {items.map((invoice) => (
            <InvoiceItem key={invoice.id} patientId={patientId} invoice={invoice} onPay={setPaying} />
          ))}
        </List.Root>
      </QueryState>
      {paying !== null ? (
        <CardPaymentDialogs
          patientId={patientId}
          invoice={paying}
          onClose={() => setPaying(null)}
          onPaid={(message) => {
            setPaying(null);
            toast.success(message);
            bills.reload();
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * `/patient-dashboard/billing` (spec 2.3, issue 17): the patient's invoices at each clinic they
 * authorised (drafts never show), what is left to pay, pay by card and each invoice's PDF; in
 * English or Spanish, on a phone as on a desktop. The shell draws no frame around patient pages.
 */
export function PortalBillingPage() {
  const t = useT(catalog);
  const profile = useEndpointQuery('getPatientProfile', {});
  const clinics = profile.data?.clinics ?? [];
  const documentTitle = t('portal.documentTitle', { product: PRODUCT_NAME });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Container as="main" maxWidth="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Logo size="sm" />
          <LanguageSwitch />
        </HStack>
        <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          <RouterLink to="/patient-dashboard">{t('portal.back')}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {t('portal.title')}
        </Heading>
        <QueryState
          query={profile}
          hasData={profile.data !== null}
          isEmpty={clinics.length === 0}
          empty={<EmptyState title={t('portal.noClinicsTitle')} message={t('portal.noClinicsMessage')} />}
          label={t('portal.loading')}
        >
          <Stack gap="8">
            {clinics.map((clinic) => (
              <ClinicBills key={clinic.clinic_id} clinic={clinic} showName={clinics.length > 1} />
            ))}
          </Stack>
        </QueryState>
      </Stack>
    </Container>
  );
}
