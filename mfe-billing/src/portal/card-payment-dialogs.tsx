import {
  formatMoney,
  type CardPaymentStart,
  type InvoiceSummary,
  amountText,
  parseLocalAmount,
} from '@clinio/contracts';
import { Box, Text } from '@chakra-ui/react';
import {
  FormAlert,
  FormDialog,
  TextField,
  useFormattingLocale,
  useLocale,
  useT,
  type Translate,
} from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
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
 * server (the same signed webhook Stripe sends); with Stripe the card is typed into Stripe's own
 * form (Stripe.js, loaded from Stripe only now, spec 7), which confirms the payment; the invoice is
 * marked paid by Stripe's signed webhook, never by this page. Without a publishable key the
 * patient is told to pay at the desk.
 */
export function CardPaymentDialogs(props: CardPaymentProps) {
  const [started, setStarted] = useState<CardPaymentStart | null>(null);
  if (started === null) return <AmountDialog {...props} onStarted={setStarted} />;
  return started.mode === 'stripe' ? (
    <StripeCardDialog {...props} payment={started} />
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
      if (payment.mode !== 'development' && (payment.publishable_key === null || payment.script_url === null))
        throw new Error(t('payCard.atTheDesk'));
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

/** The card step's title and buttons, whichever form takes the card. */
function cardDialogTexts(
  t: Translate<'payCard.cardTitle' | 'payCard.pay' | 'payCard.paying'>,
  amount: string,
) {
  return {
    title: t('payCard.cardTitle', { amount }),
    submitLabel: t('payCard.pay', { amount }),
    pendingLabel: t('payCard.paying'),
  };
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
    <FormDialog isOpen {...cardDialogTexts(t, amount)} form={form} onClose={onClose}>
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

/** The parts of Stripe.js this page uses (https://docs.stripe.com/js). */
interface StripeElement {
  mount(node: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): { create(type: 'payment'): StripeElement };
  confirmPayment(options: {
    elements: unknown;
    redirect: 'if_required';
  }): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
}
type StripeFactory = (publishableKey: string, options?: { stripeAccount?: string }) => StripeJs;

let stripeJs: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once, from its own address, only when a card is to be taken. */
function loadStripeJs(url: string): Promise<StripeFactory> {
  const present = (window as { Stripe?: StripeFactory }).Stripe;
  if (present) return Promise.resolve(present);
  stripeJs ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Stripe?: StripeFactory }).Stripe;
      if (loaded) resolve(loaded);
      else reject(new Error('Stripe.js loaded without Stripe'));
    };
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    stripeJs = null;
    throw error;
  });
  return stripeJs;
}

function StripeCardDialog({
  invoice,
  payment,
  onClose,
  onPaid,
}: CardPaymentProps & { payment: CardPaymentStart }) {
  const t = useT(catalog);
  const locale = useLocale();
  const formatting = useFormattingLocale();
  const mountPoint = useRef<HTMLDivElement | null>(null);
  const [card, setCard] = useState<{ stripe: StripeJs; elements: unknown } | null>(null);
  const [failed, setFailed] = useState(false);
  const amount = formatMoney({ amountMinor: payment.amount, currency: payment.currency, locale: formatting });
  useEffect(() => {
    let element: StripeElement | null = null;
    let gone = false;
    void loadStripeJs(payment.script_url ?? '').then(
      (factory) => {
        if (gone || mountPoint.current === null) return;
        const stripe = factory(payment.publishable_key ?? '', {
          ...(payment.account_id ? { stripeAccount: payment.account_id } : {}),
        });
        const elements = stripe.elements({ clientSecret: payment.client_secret, locale });
        element = elements.create('payment');
        element.mount(mountPoint.current);
        setCard({ stripe, elements });
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      element?.destroy();
    };
  }, [payment, locale]);
  const form = useForm({
    initial: {},
    check: () => ({ success: true as const, data: {} }),
    send: async () => {
      if (card === null) throw new Error(t('payCard.formLoading'));
      const result = await card.stripe.confirmPayment({ elements: card.elements, redirect: 'if_required' });
      if (result.error) throw new Error(result.error.message ?? t('payCard.declined'));
      onPaid(t('payCard.paid', { amount, number: invoice.number ?? '' }));
    },
  });
  return (
    <FormDialog
      isOpen
      {...cardDialogTexts(t, amount)}
      isSubmitDisabled={card === null}
      form={form}
      onClose={onClose}
    >
      {failed ? <FormAlert>{t('payCard.formFailed')}</FormAlert> : null}
      {card === null && !failed ? (
        <Text role="status" color="fg.muted">
          {t('payCard.formLoading')}
        </Text>
      ) : null}
      <Box ref={mountPoint} data-testid="stripe-card-form" minHeight={card === null ? undefined : '12rem'} />
    </FormDialog>
  );
}
