import { Input, NativeSelect } from '@chakra-ui/react';
import {
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  type PlanId,
  type PlatformTenantDetail,
  type SubscriptionStatus,
  type TenantSubscriptionResponse,
  type TenantSubscriptionUpdate,
} from '@clinio/contracts';
import { FormDialog, FormField, useT } from '@clinio/design-system';
import { useForm, useRemote, type CheckResult } from '@clinio/platform';
import { useState } from 'react';
import { catalog, type Translate } from '../catalog';
import { SUBSCRIPTION_STATUS_KEYS, oneOf, planName } from '../labels';

interface Draft {
  plan: PlanId;
  status: SubscriptionStatus;
  /** YYYY-MM-DD (UTC) or ''; named as the request names it, so the server's message lands here. */
  trial_ends_at: string;
}

/** The trial runs through the chosen UTC day. */
export function trialEndOf(day: string): string | null {
  return day === '' ? null : `${day}T23:59:59Z`;
}

const refused = (path: PropertyKey[], message: string) =>
  ({ success: false, error: { issues: [{ path, message }] } }) as const;

/** Only what changed; a trial needs its end date. Refusals are worded with `t`. */
export function subscriptionChanges(
  initial: Draft,
  draft: Draft,
  t: Translate,
): CheckResult<TenantSubscriptionUpdate> {
  if (draft.status === 'trial' && draft.trial_ends_at === '') {
    return refused(['trial_ends_at'], t('subscription.needsEnd'));
  }
  const body: TenantSubscriptionUpdate = {};
  if (draft.plan !== initial.plan) body.plan = draft.plan;
  if (draft.status !== initial.status) body.status = draft.status;
  if (draft.trial_ends_at !== initial.trial_ends_at) body.trial_ends_at = trialEndOf(draft.trial_ends_at);
  if (Object.keys(body).length === 0) return refused([], t('subscription.nothing'));
  return { success: true, data: body };
}

export interface SubscriptionDialogProps {
  tenant: PlatformTenantDetail;
  onClose: () => void;
  onSaved: (subscription: TenantSubscriptionResponse) => void;
}

/** The system administrator sets a tenant's plan, status or trial end (no payment is taken). */
export function SubscriptionDialog({ tenant, onClose, onSaved }: SubscriptionDialogProps) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [initial] = useState<Draft>(() => ({
    plan: tenant.plan,
    status: tenant.subscription_status,
    trial_ends_at: tenant.trial_ends_at?.slice(0, 10) ?? '',
  }));
  const form = useForm({
    initial,
    check: (draft) => subscriptionChanges(initial, draft, t),
    send: async (body) => {
      onSaved(await api.call('updateTenantSubscription', { params: { tenantId: tenant.id }, body }));
    },
  });
  const draft = form.values;
  const set = form.update;

  return (
    <FormDialog
      isOpen
      title={t('subscription.title', { name: tenant.name })}
      submitLabel={t('subscription.submit')}
      pendingLabel={t('subscription.saving')}
      form={form}
      onClose={onClose}
    >
      <FormField label={t('subscription.plan')} error={form.errors.plan}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.plan}
            onChange={(event) => set('plan', oneOf(PLAN_IDS, event.target.value) || draft.plan)}
          >
            {PLAN_IDS.map((plan) => (
              <option key={plan} value={plan}>
                {planName(plan)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('subscription.status')} error={form.errors.status}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.status}
            onChange={(event) =>
              set('status', oneOf(SUBSCRIPTION_STATUSES, event.target.value) || draft.status)
            }
          >
            {SUBSCRIPTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(SUBSCRIPTION_STATUS_KEYS[status])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={t('subscription.trialEnds')}
        error={form.errors.trial_ends_at}
        helper={t('subscription.trialEndsHelp')}
      >
        <Input
          type="date"
          value={draft.trial_ends_at}
          onChange={(event) => set('trial_ends_at', event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
