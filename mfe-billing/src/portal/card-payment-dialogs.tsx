import {
  formatMoney,
  type CardPaymentStart,
  type InvoiceSummary,
  amountText,
  parseLocalAmount,
} from '@clinio/contracts';
import { FormDialog, TextField, useFormattingLocale, useLocale, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { checked } from '../common/check';

interface CardPaymentProps {
  patientId: string;
  invoice: InvoiceSummary;
  onClose: () => void;
  onPaid: (message: string) => void;
}

/**
 * The patient pays an invoice by card (issue 17): the amount first (the balance, or less for part
 * of it), which starts the payment with the clinic's provider under one idempotency key per
 * dialog; then the card. With the development adapter the card is a test number confirmed by the
 * server (the same signed webhook Stripe sends); with Stripe the card belongs in Stripe's own
 * form, which is not part of this page yet, so the patient is told to pay at the desk.
 */
export function CardPaymentDialogs(props: CardPaymentProps) {
  const [started, setStarted] = useState<CardPaymentStart | null>(null);
  return started === null ? (
    <AmountDialog {...props} onStarted={setStarted} />
  ) : (
    <TestCardDialog {...props} payment={started} />
  );
}

function AmountDialog({
  patientId,
  invoice,
  onClose,
  onStarted,
}: CardPaymentProps & { onStarted: (payment: CardPaymentStart) => void }) {
  const t = useT(catalog);
  const locale = useLocale();
  const formatting = useFormattingLocale();
  const { api } = useRemote();
  const [key] = useState(() => crypto.randomUUID());
  const { currency, balance } = invoice;
  const form = useForm({
    initial: { amount: amountText(balance, currency, locale) },
    check: (values) => {
      const amount = parseLocalAmount(values.amount, currency, locale);
      const bad = amount === null || amount < 1 || amount > balance;
      return checked({ amount: bad ? t('payCard.badAmount') : null }, { amount: amount ?? 0 });
    },
    send: async ({ amount }) => {
      const payment = await api.call(
        'startMyCardPayment',
        { params: { patient_id: patientId, id: invoice.id }, body: { amount } },
        { headers: { 'Idempotency-Key': key } },
      );
      if (payment.mode !== 'development') throw new Error(t('payCard.atTheDesk'));
      onStarted(payment);
    },
  });
  return (
    <FormDialog
      isOpen
      title={t('payCard.title', { number: invoice.number ?? '' })}
      submitLabel={t('payCard.continue')}
      pendingLabel={t('payCard.starting')}
      form={form}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="amount"
        label={t('payCard.amount')}
        helper={t('payCard.amountHelp', {
          balance: formatMoney({ amountMinor: balance, currency, locale: formatting }),
        })}
        inputMode="decimal"
        isRequired
      />
    </FormDialog>
  );
}

function TestCardDialog({
  invoice,
  payment,
  onClose,
  onPaid,
}: CardPaymentProps & { payment: CardPaymentStart }) {
  const t = useT(catalog);
  const formatting = useFormattingLocale();
  const { api } = useRemote();
  const amount = formatMoney({ amountMinor: payment.amount, currency: payment.currency, locale: formatting });
  const form = useForm({
    initial: { card_number: '' },
    check: (values) => {
      const digits = values.card_number.replace(/\s/g, '');
      const bad = !/^[0-9]{12,19}$/.test(digits);
      return checked({ card_number: bad ? t('payCard.badCard') : null }, { card_number: digits });
    },
    send: async ({ card_number }) => {
      const answer = await api.call('confirmDevCardPayment', {
        body: { payment_intent_id: payment.payment_intent_id, card_number },
      });
      if (answer.status !== 'succeeded') throw new Error(t('payCard.declined'));
      onPaid(t('payCard.paid', { amount, number: invoice.number ?? '' }));
    },
  });
  return (
    <FormDialog
      isOpen
      title={t('payCard.cardTitle', { amount })}
      submitLabel={t('payCard.pay', { amount })}
      pendingLabel={t('payCard.paying')}
      form={form}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="card_number"
        label={t('payCard.card')}
        helper={t('payCard.cardHelp')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
    </FormDialog>
  );
}
