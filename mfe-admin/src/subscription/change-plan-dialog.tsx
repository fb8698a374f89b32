import { ConfirmDialog, useT } from '@clinio/design-system';
import { Stack, Text } from '@chakra-ui/react';
import {
  PLANS,
  planRank,
  type ChangePlanRequest,
  type PlanMatrixResponse,
  type SubscriptionResponse,
  type SubscriptionSummary,
} from '@clinio/contracts';
import { useRemote } from '@clinio/platform';
import { useRef } from 'react';
import { catalog, type Translate } from './catalog';
import { featuresLost } from './plan-features';
import type { SelectablePlanId } from './plan-choices';

export interface ChangePlanDialogProps {
  /** The plan chosen; null keeps the dialog closed. */
  plan: SelectablePlanId | null;
  summary: SubscriptionSummary;
  /** To name what a downgrade locks; null while it loads or when it failed. */
  matrix: PlanMatrixResponse | null;
  onChanged: (subscription: SubscriptionResponse) => void;
  onClose: () => void;
}

function priceSentence(plan: SelectablePlanId, t: Translate): string {
  const { name, price, monthlyPriceUsd } = PLANS[plan];
  return t(monthlyPriceUsd === null ? 'change.agreedPrice' : 'change.price', { name, price });
}

/** "Are you sure?" with the new price, then POST /api/subscription/change-plan. */
export function ChangePlanDialog({ plan, summary, matrix, onChanged, onClose }: ChangePlanDialogProps) {
  const { api } = useRemote();
  const t = useT(catalog);
  const name = plan === null ? '' : PLANS[plan].name;
  const isRenewal = plan === summary.plan;
  const lost =
    plan !== null && matrix !== null && planRank(plan) < planRank(summary.plan)
      ? featuresLost({ from: summary.plan, to: plan, data: matrix })
      : [];
  // The answer carries the new plan and status: the page shows it without asking again.
  const answer = useRef<SubscriptionResponse | null>(null);

  async function change() {
    if (plan === null) return;
    const body: ChangePlanRequest = { plan };
    answer.current = await api.call('changePlan', { body });
  }

  return (
    <ConfirmDialog
      isOpen={plan !== null}
      title={t(isRenewal ? 'change.renewTitle' : 'change.switchTitle', { name })}
      message={
        <Stack gap="3">
          {plan !== null ? <Text>{t('change.effect', { price: priceSentence(plan, t) })}</Text> : null}
          <Text>{t('change.noPayment')}</Text>
          {lost.length > 0 ? <Text>{t('change.lost', { name, features: lost.join(', ') })}</Text> : null}
        </Stack>
      }
      confirmLabel={t(isRenewal ? 'change.renew' : 'change.switch', { name })}
      pendingLabel={t('change.switching')}
      isDestructive={false}
      onConfirm={change}
      onDone={() => {
        if (answer.current !== null) onChanged(answer.current);
        answer.current = null;
      }}
      onClose={onClose}
    />
  );
}
