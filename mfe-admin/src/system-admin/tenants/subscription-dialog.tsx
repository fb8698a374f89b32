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
import { FormField } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { FormDialog } from '../../common/form-dialog';
import { useSubmit } from '../../common/use-submit';
import { SUBSCRIPTION_STATUS_LABELS, oneOf, planName } from '../labels';

interface Draft {
  plan: PlanId;
  status: SubscriptionStatus;
  /** YYYY-MM-DD (UTC) or ''. */
  trial_end: string;
}

/** The trial runs through the chosen UTC day. */
export function trialEndOf(day: string): string | null {
  return day === '' ? null : `${day}T23:59:59Z`;
}

/** Only what changed; a trial needs its end date. */
export function subscriptionChanges(
  initial: Draft,
  draft: Draft,
): { body: TenantSubscriptionUpdate | null; errors: Partial<Record<string, string>> } {
  if (draft.status === 'trial' && draft.trial_end === '') {
    return { body: null, errors: { trial_ends_at: 'A trial needs an end date' } };
  }
  const body: TenantSubscriptionUpdate = {};
  if (draft.plan !== initial.plan) body.plan = draft.plan;
  if (draft.status !== initial.status) body.status = draft.status;
  if (draft.trial_end !== initial.trial_end) body.trial_ends_at = trialEndOf(draft.trial_end);
  if (Object.keys(body).length === 0) return { body: null, errors: { form: 'Nothing to change' } };
  return { body, errors: {} };
}

export interface SubscriptionDialogProps {
  tenant: PlatformTenantDetail;
  onClose: () => void;
  onSaved: (subscription: TenantSubscriptionResponse) => void;
}

/** The system administrator sets a tenant's plan, status or trial end (no payment is taken). */
export function SubscriptionDialog({ tenant, onClose, onSaved }: SubscriptionDialogProps) {
  const { api } = useRemote();
  const submit = useSubmit();
  const [initial] = useState<Draft>(() => ({
    plan: tenant.plan,
    status: tenant.subscription_status,
    trial_end: tenant.trial_ends_at?.slice(0, 10) ?? '',
  }));
  const [draft, setDraft] = useState<Draft>(initial);

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    submit.clearField(key === 'trial_end' ? 'trial_ends_at' : key);
  }

  async function save() {
    const { body, errors } = subscriptionChanges(initial, draft);
    if (body === null) {
      const { form, ...fields } = errors;
      submit.setFieldErrors(fields);
      submit.setFormError(form ?? null);
      return;
    }
    const result = await submit.run(() =>
      api.patch<TenantSubscriptionResponse>(
        `/api/system-admin/tenants/${encodeURIComponent(tenant.id)}/subscription`,
        body,
      ),
    );
    if (result.ok) onSaved(result.value);
  }

  return (
    <FormDialog
      isOpen
      title={`Subscription of ${tenant.name}`}
      submitLabel="Save subscription"
      pendingLabel="Saving..."
      isPending={submit.isPending}
      formError={submit.formError}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <FormField label="Plan" error={submit.fieldErrors.plan}>
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
      <FormField label="Subscription status" error={submit.fieldErrors.status}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.status}
            onChange={(event) =>
              set('status', oneOf(SUBSCRIPTION_STATUSES, event.target.value) || draft.status)
            }
          >
            {SUBSCRIPTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUBSCRIPTION_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label="Trial ends on"
        error={submit.fieldErrors.trial_ends_at}
        helper="The trial runs through this day (UTC). Leave empty for a paid plan."
      >
        <Input
          type="date"
          value={draft.trial_end}
          onChange={(event) => set('trial_end', event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
