import { ConfirmDialog } from '@clinio/design-system';
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

function priceSentence(plan: SelectablePlanId): string {
  const { name, price, monthlyPriceUsd } = PLANS[plan];
  return monthlyPriceUsd === null
    ? `The ${name} price is agreed with our sales team (${price}).`
    : `The ${name} plan costs ${price}.`;
}

/** "Are you sure?" with the new price, then POST /api/subscription/change-plan. */
export function ChangePlanDialog({ plan, summary, matrix, onChanged, onClose }: ChangePlanDialogProps) {
  const { api } = useRemote();
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
      title={isRenewal ? `Renew the ${name} plan?` : `Switch to the ${name} plan?`}
      message={
        <Stack gap="3">
          {plan !== null ? (
            <Text>
              {priceSentence(plan)} The change takes effect at once and the subscription becomes active.
            </Text>
          ) : null}
          <Text>
            Payment collection comes with billing, which is not available yet: nothing is charged now.
          </Text>
          {lost.length > 0 ? (
            <Text>
              {name} does not include {lost.join(', ')}. These features will be locked for everyone in your
              clinic.
            </Text>
          ) : null}
        </Stack>
      }
      confirmLabel={isRenewal ? `Renew ${name}` : `Switch to ${name}`}
      pendingLabel="Switching..."
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
