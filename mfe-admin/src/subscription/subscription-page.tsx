import { useEndpointQuery } from '@clinio/platform';
import { Stack, Text } from '@chakra-ui/react';
import { PLANS, type SubscriptionResponse } from '@clinio/contracts';
import { FormNotice, QueryState, toast } from '@clinio/design-system';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page-header';
import { ChangePlanDialog } from './change-plan-dialog';
import { CurrentPlan } from './current-plan';
import { PlanChoices, type SelectablePlanId } from './plan-choices';
import { PlanComparison } from './plan-comparison';

const TITLE = 'Subscription management';

/** Spec 2.11 and 4.3: what an expired subscription means, and what to do about it. */
function ExpiredNotice({
  subscription,
  canChange,
}: {
  subscription: SubscriptionResponse;
  canChange: boolean;
}) {
  return (
    <FormNotice tone="warning">
      <Text fontWeight="700">
        {subscription.plan === 'trial'
          ? 'Trial Expired - Limited Access'
          : 'Subscription Expired - Limited Access'}
      </Text>
      <Text>
        Most features are disabled until you upgrade. Subscription management stays available
        {canChange
          ? ': choose a plan below to turn them back on.'
          : '. Ask a super admin of your clinic to choose a plan.'}
      </Text>
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
  const subscription = useEndpointQuery('getSubscription', {});
  const matrix = useEndpointQuery('getPlanMatrix', {});
  // The change's answer is the new state: shown at once, without a second request.
  const [changed, setChanged] = useState<SubscriptionResponse | null>(null);
  const [choice, setChoice] = useState<SelectablePlanId | null>(null);
  const current = changed ?? subscription.data;
  const canChange = isSuperAdmin && current?.can_change_plan === true;

  return (
    <PageBody>
      <PageHeader title={TITLE} lead="Your clinic's plan, what each plan includes, and how to change it." />
      <QueryState query={subscription} hasData={current !== null} label="Loading subscription…">
        {current ? (
          <Stack gap="8">
            <Stack gap="4">
              {current.status === 'expired' ? (
                <ExpiredNotice subscription={current} canChange={canChange} />
              ) : null}
              <CurrentPlan summary={current} />
              {changed !== null ? (
                <FormNotice>
                  Your clinic is now on the {changed.plan_name} plan. The menu shows the new plan&apos;s
                  features within 5 minutes, or at once when you reload the page.
                </FormNotice>
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
                  toast.success(`Your clinic is now on the ${PLANS[next.plan].name} plan`);
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
