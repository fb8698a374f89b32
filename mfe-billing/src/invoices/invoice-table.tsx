import { Link, Table } from '@chakra-ui/react';
import type { InvoiceSummary } from '@clinio/contracts';
import { DateTimeText, MoneyText, TableScroll, useT } from '@clinio/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { StatusBadge } from './status-badge';

/**
 * Invoices as a table that scrolls in its own box on a phone: number (opening the invoice),
 * patient (unless the screen is one patient's), status, issue date, total and balance.
 */
export function InvoiceTable({
  invoices,
  label,
  showPatient = true,
}: {
  invoices: readonly InvoiceSummary[];
  label: string;
  showPatient?: boolean;
}) {
  const t = useT(catalog);
  return (
    <TableScroll label={label}>
      <Table.Root minWidth={showPatient ? '720px' : '560px'} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('list.number')}</Table.ColumnHeader>
            {showPatient ? <Table.ColumnHeader>{t('list.patient')}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{t('list.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.issued')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('list.total')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('list.balance')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
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
              {showPatient ? <Table.Cell>{invoice.patient_name}</Table.Cell> : null}
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
  );
}
