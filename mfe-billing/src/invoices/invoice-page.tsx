import { Box, HStack, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { formatMoney, type Invoice, type LedgerEntry } from '@clinio/contracts';
import {
  Button,
  ConfirmDialog,
  DateTimeText,
  MoneyText,
  QueryState,
  TableScroll,
  toast,
  useFormattingLocale,
  useT,
} from '@clinio/design-system';
import { downloadFromServer, useEndpointQuery, useRemote } from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { PaymentDialog, RefundDialog, VoidDialog } from './money-dialogs';
import { StatusBadge } from './status-badge';

type Dialog =
  | { kind: 'pay' }
  | { kind: 'void' }
  | { kind: 'issue' }
  | { kind: 'send' }
  | { kind: 'refund'; payment: LedgerEntry }
  | null;

function Totals({ invoice }: { invoice: Invoice }) {
  const t = useT(catalog);
  const rows = [
    ['invoice.subtotal', invoice.subtotal_amount],
    ['invoice.discount', -invoice.discount_amount],
    ['invoice.tax', invoice.tax_amount],
    ['invoice.total', invoice.total_amount],
    ['invoice.paid', invoice.amount_paid],
    ['invoice.balance', invoice.balance],
  ] as const;
  return (
    <Box as="dl" maxW="sm" ms="auto">
      {rows.map(([key, amount]) => (
        <HStack key={key} justify="space-between" fontWeight={key === 'invoice.balance' ? 'bold' : undefined}>
          <Text as="dt">{t(key)}</Text>
          <Text as="dd">
            <MoneyText amountMinor={amount} currency={invoice.currency} />
          </Text>
        </HStack>
      ))}
    </Box>
  );
}

function Lines({ invoice }: { invoice: Invoice }) {
  const t = useT(catalog);
  return (
    <TableScroll label={t('invoice.linesTable')}>
      <Table.Root minWidth="640px" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('invoice.description')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('invoice.code')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoice.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoice.unit')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoice.discount')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoice.tax')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoice.lineTotal')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.line_items.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell>{line.description}</Table.Cell>
              <Table.Cell>
                {[line.service_code, ...line.diagnosis_codes].filter(Boolean).join(' · ')}
              </Table.Cell>
              <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
              {[line.unit_amount, line.discount_amount, line.tax_amount, line.total_amount].map(
                (amount, index) => (
                  <Table.Cell key={index} textAlign="end">
                    <MoneyText amountMinor={amount} currency={invoice.currency} />
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

function Ledger({
  invoice,
  onRefund,
}: {
  invoice: Invoice;
  onRefund: ((payment: LedgerEntry) => void) | null;
}) {
  const t = useT(catalog);
  const locale = useFormattingLocale();
  if (invoice.ledger.length === 0) return <Text color="fg.muted">{t('invoice.noLedger')}</Text>;
  return (
    <TableScroll label={t('invoice.ledgerTable')}>
      <Table.Root minWidth="560px" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('invoice.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('invoice.movement')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoice.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box srOnly>{t('invoice.refund')}</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.ledger.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell>
                <DateTimeText value={entry.created_at} />
              </Table.Cell>
              <Table.Cell>
                {t(`invoice.kind.${entry.kind}`)}
                {entry.method ? ` · ${t(`method.${entry.method}`)}` : ''}
                {entry.reference ? ` · ${entry.reference}` : ''}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <MoneyText
                  amountMinor={entry.kind === 'refund' ? -entry.amount : entry.amount}
                  currency={invoice.currency}
                />
              </Table.Cell>
              <Table.Cell>
                {onRefund && entry.kind === 'payment' && entry.refunded_amount < entry.amount ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('invoice.refundLabel', {
                      amount: formatMoney({ amountMinor: entry.amount, currency: invoice.currency, locale }),
                    })}
                    onClick={() => onRefund(entry)}
                  >
                    {t('invoice.refund')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** An invoice: its lines, totals, payments and refunds; issue, take a payment, refund, void, PDFs. */
export function InvoicePage() {
  const t = useT(catalog);
  const may = useMay();
  const { api } = useRemote();
  const { id = '' } = useParams();
  const query = useEndpointQuery('getInvoice', { params: { id } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const sentTo = useRef('');
  const title = t('invoice.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const invoice = query.data;
  const canManage = may('billing_manage');
  const done = (message: string) => {
    setDialog(null);
    toast.success(message);
    query.reload();
  };
  async function download(kind: 'pdf' | 'receipt' | 'superbill') {
    try {
      await downloadFromServer(api, {
        url: `/api/invoices/${id}/${kind}`,
        fileName: `${invoice?.number ?? 'invoice'}-${kind}.pdf`,
      });
    } catch {
      toast.error(t('invoice.downloadFailed'));
    }
  }
  const open = invoice !== null && (invoice.status === 'issued' || invoice.status === 'partially_paid');
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <Link asChild mb="3" display="inline-block">
        <RouterLink to="/dashboard/clinical-billing">{t('invoice.back')}</RouterLink>
      </Link>
      <QueryState
        query={{ ...query, error: query.error === null ? null : t('invoice.failed') }}
        hasData={invoice !== null}
        label={t('invoice.loading')}
      >
        {invoice ? (
          <Stack gap="5">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Stack gap="1">
                <HStack gap="3" wrap="wrap">
                  <Heading as="h1" size="xl">
                    {invoice.number === null
                      ? t('invoice.draftTitle')
                      : t('invoice.title', { number: invoice.number })}
                  </Heading>
                  <StatusBadge status={invoice.status} />
                </HStack>
                <Text color="fg.muted">
                  {t('invoice.patientLabel')}{' '}
                  <Link asChild>
                    <RouterLink to={`/dashboard/patients/${invoice.patient_id}`}>
                      {invoice.patient_name}
                    </RouterLink>
                  </Link>
                </Text>
                {invoice.due_date ? (
                  <Text color="fg.muted">{t('invoice.due', { date: invoice.due_date })}</Text>
                ) : null}
              </Stack>
              <HStack gap="2" wrap="wrap">
                {canManage && invoice.status === 'draft' ? (
                  <Button onClick={() => setDialog({ kind: 'issue' })}>{t('invoice.issue')}</Button>
                ) : null}
                {canManage && open ? (
                  <Button onClick={() => setDialog({ kind: 'pay' })}>{t('invoice.record')}</Button>
                ) : null}
                {canManage && invoice.status !== 'draft' && invoice.status !== 'void' ? (
                  <Button variant="outline" onClick={() => setDialog({ kind: 'send' })}>
                    {t('invoice.send')}
                  </Button>
                ) : null}
                {canManage && invoice.status !== 'void' && invoice.amount_paid === 0 ? (
                  <Button variant="outline" onClick={() => setDialog({ kind: 'void' })}>
                    {t('invoice.void')}
                  </Button>
                ) : null}
              </HStack>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => void download('pdf')}>
                {t('invoice.downloadPdf')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void download('receipt')}>
                {t('invoice.downloadReceipt')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void download('superbill')}>
                {t('invoice.downloadSuperbill')}
              </Button>
            </HStack>
            <Heading as="h2" size="md">
              {t('invoice.lines')}
            </Heading>
            <Lines invoice={invoice} />
            <Totals invoice={invoice} />
            <Heading as="h2" size="md">
              {t('invoice.ledger')}
            </Heading>
            <Ledger
              invoice={invoice}
              onRefund={canManage ? (payment) => setDialog({ kind: 'refund', payment }) : null}
            />
            {dialog?.kind === 'pay' ? (
              <PaymentDialog
                invoiceId={invoice.id}
                balance={invoice.balance}
                currency={invoice.currency}
                onClose={() => setDialog(null)}
                onDone={done}
              />
            ) : null}
            {dialog?.kind === 'refund' ? (
              <RefundDialog
                payment={dialog.payment}
                currency={invoice.currency}
                onClose={() => setDialog(null)}
                onDone={done}
              />
            ) : null}
            {dialog?.kind === 'void' ? (
              <VoidDialog invoiceId={invoice.id} onClose={() => setDialog(null)} onDone={done} />
            ) : null}
            <ConfirmDialog
              isOpen={dialog?.kind === 'issue'}
              isDestructive={false}
              title={t('invoice.issue')}
              message={t('invoice.issueConfirm')}
              confirmLabel={t('invoice.issue')}
              pendingLabel={t('invoice.issuing')}
              onConfirm={() => api.call('issueInvoice', { params: { id: invoice.id } })}
              onDone={() => done(t('invoice.issued', { number: '' }))}
              onClose={() => setDialog(null)}
            />
            <ConfirmDialog
              isOpen={dialog?.kind === 'send'}
              isDestructive={false}
              title={t('invoice.sendTitle')}
              message={t('invoice.sendConfirm', { number: invoice.number ?? '' })}
              confirmLabel={t('invoice.sendAction')}
              pendingLabel={t('invoice.sending')}
              onConfirm={async () => {
                const sent = await api.call('sendInvoice', { params: { id: invoice.id } });
                sentTo.current = sent.sent_to;
              }}
              onDone={() => done(t('invoice.sent', { email: sentTo.current }))}
              onClose={() => setDialog(null)}
            />
          </Stack>
        ) : null}
      </QueryState>
    </Box>
  );
}
