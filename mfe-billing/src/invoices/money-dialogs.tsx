import { MANUAL_PAYMENT_METHODS, formatMoney, type LedgerEntry, parseAmount } from '@clinio/contracts';
import { FormDialog, SelectField, TextField, useFormattingLocale, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { checked } from '../common/check';

/** A key per dialog opening: a retried send of the same payment is the same payment (bar 18). */
function useIdempotencyKey(): string {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}

/** The typed amount in minor units (above zero) with the rest of the request, or its problem. */
function withAmount<R extends object>(text: string, currency: string, problem: string, rest: R) {
  const amount = parseAmount(text, currency);
  return checked(
    { amount: amount === null || amount < 1 ? problem : null },
    { ...rest, amount: amount ?? 0 },
  );
}

interface MoneyDialogProps {
  currency: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Record a payment taken by hand: amount (at most the balance), method and reference. */
export function PaymentDialog({
  invoiceId,
  balance,
  currency,
  onClose,
  onDone,
}: MoneyDialogProps & { invoiceId: string; balance: number }) {
  const t = useT(catalog);
  const locale = useFormattingLocale();
  const { api } = useRemote();
  const key = useIdempotencyKey();
  const form = useForm({
    initial: { amount: '', method: 'cash' as (typeof MANUAL_PAYMENT_METHODS)[number], reference: '' },
    check: (values) =>
      withAmount(values.amount, currency, t('payment.badAmount'), {
        method: values.method,
        reference: values.reference.trim(),
      }),
    send: async (body) => {
      await api.call(
        'recordPayment',
        {
          params: { id: invoiceId },
          body: {
            amount: body.amount,
            method: body.method,
            ...(body.reference === '' ? {} : { reference: body.reference }),
          },
        },
        { headers: { 'Idempotency-Key': key } },
      );
      onDone(t('payment.saved'));
    },
  });
  return (
    <FormDialog
      isOpen
      title={t('payment.title')}
      submitLabel={t('payment.save')}
      pendingLabel={t('payment.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="amount"
        label={t('payment.amount')}
        helper={t('payment.amountHelp', { balance: formatMoney({ amountMinor: balance, currency, locale }) })}
        inputMode="decimal"
        isRequired
      />
      <SelectField
        form={form}
        name="method"
        label={t('payment.method')}
        options={MANUAL_PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
      />
      <TextField form={form} name="reference" label={t('payment.reference')} />
    </FormDialog>
  );
}

/** Refund a payment, in full or in part, never above what is left of it. */
export function RefundDialog({
  payment,
  currency,
  onClose,
  onDone,
}: MoneyDialogProps & { payment: LedgerEntry }) {
  const t = useT(catalog);
  const locale = useFormattingLocale();
  const { api } = useRemote();
  const key = useIdempotencyKey();
  const left = payment.amount - payment.refunded_amount;
  const form = useForm({
    initial: { amount: '', reason: '' },
    check: (values) =>
      withAmount(values.amount, currency, t('payment.badAmount'), { reason: values.reason.trim() }),
    send: async (body) => {
      await api.call(
        'refundPayment',
        {
          params: { id: payment.id },
          body: { amount: body.amount, ...(body.reason === '' ? {} : { reason: body.reason }) },
        },
        { headers: { 'Idempotency-Key': key } },
      );
      onDone(t('refund.saved'));
    },
  });
  return (
    <FormDialog
      isOpen
      title={t('refund.title')}
      submitLabel={t('refund.save')}
      pendingLabel={t('refund.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="amount"
        label={t('payment.amount')}
        helper={t('refund.amountHelp', { left: formatMoney({ amountMinor: left, currency, locale }) })}
        inputMode="decimal"
        isRequired
      />
      <TextField form={form} name="reason" label={t('refund.reason')} />
    </FormDialog>
  );
}

/** Void an invoice with nothing paid on it, saying why. */
export function VoidDialog({
  invoiceId,
  onClose,
  onDone,
}: Omit<MoneyDialogProps, 'currency'> & { invoiceId: string }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: { reason: '' },
    check: (values) =>
      checked(
        { reason: values.reason.trim() === '' ? t('invoice.voidReason') : null },
        { reason: values.reason.trim() },
      ),
    send: async (body) => {
      await api.call('voidInvoice', { params: { id: invoiceId }, body });
      onDone(t('invoice.voided'));
    },
  });
  return (
    <FormDialog
      isOpen
      title={t('invoice.voidTitle')}
      submitLabel={t('invoice.void')}
      pendingLabel={t('invoice.voiding')}
      submitVariant="danger"
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="reason" label={t('invoice.voidReason')} isRequired />
    </FormDialog>
  );
}
