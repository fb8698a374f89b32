import { useEndpointQuery } from '@clinio/platform';
import { Stack, Text } from '@chakra-ui/react';
import { PLANS, type SubscriptionResponse } from '@clinio/contracts';
import { FormNotice, QueryState, toast, useT } from '@clinio/design-system';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page-header';
import { catalog } from './catalog';
import { ChangePlanDialog } from './change-plan-dialog';
import { CurrentPlan } from './current-plan';
import { PlanChoices, type SelectablePlanId } from './plan-choices';
import { PlanComparison } from './plan-comparison';

/** Spec 2.11 and 4.3: what an expired subscription means, and what to do about it. */
function ExpiredNotice({
  subscription,
  canChange,
}: {
  subscription: SubscriptionResponse;
  canChange: boolean;
}) {
  const t = useT(catalog);
  return (
    <FormNotice tone="warning">
      <Text fontWeight="700">
        {subscription.plan === 'trial' ? t('page.trialExpired') : t('page.subscriptionExpired')}
      </Text>
      <Text>{canChange ? t('page.expiredCanChange') : t('page.expiredAskAdmin')}</Text>
    </FormNotice>
  );
}

/**
 * /dashboard/admin/subscription-management (also /dashboard/subscription-management, spec 2.11):
 * the plan, its status, the plans compared, and for a super admin the change of plan. Everyone
 * else sees it read only (spec 2.5); the server refuses them the change anyway.
 */
export function SubscriptionPage() {
  const { isSuperAdmin } = useAccess();
  const t = useT(catalog);
  const subscription = useEndpointQuery('getSubscription', {});
  const matrix = useEndpointQuery('getPlanMatrix', {});
  // The change's answer is the new state: shown at once, without a second request.
  const [changed, setChanged] = useState<SubscriptionResponse | null>(null);
  const [choice, setChoice] = useState<SelectablePlanId | null>(null);
  const current = changed ?? subscription.data;
  const canChange = isSuperAdmin && current?.can_change_plan === true;

  return (
    <PageBody>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <QueryState query={subscription} hasData={current !== null} label={t('page.loading')}>
        {current ? (
          <Stack gap="8">
            <Stack gap="4">
              {current.status === 'expired' ? (
                <ExpiredNotice subscription={current} canChange={canChange} />
              ) : null}
              <CurrentPlan summary={current} />
              {changed !== null ? (
                <FormNotice>{t('page.changedNotice', { plan: changed.plan_name })}</FormNotice>
              ) : null}
            </Stack>
            <PlanChoices summary={current} canChange={canChange} onChoose={setChoice} />
            <PlanComparison matrix={matrix} currentPlan={current.plan} />
            {canChange ? (
              <ChangePlanDialog
                plan={choice}
                summary={current}
                matrix={matrix.data}
                onChanged={(next) => {
                  setChoice(null);
                  setChanged(next);
                  toast.success(t('page.changed', { plan: PLANS[next.plan].name }));
                }}
                onClose={() => setChoice(null)}
              />
            ) : null}
          </Stack>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
