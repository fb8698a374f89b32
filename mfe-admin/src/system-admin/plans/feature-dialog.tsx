import { NativeSelect } from '@chakra-ui/react';
import {
  FeatureUpdateRequest,
  PLAN_IDS,
  normalizePlan,
  type FeatureCatalogueEntry,
  type PlanId,
  type SystemFeatureResponse,
} from '@clinio/contracts';
import { FormDialog, FormField, TextField, useT } from '@clinio/design-system';
import { useForm, useRemote, type CheckResult } from '@clinio/platform';
import { useState } from 'react';
import { SwitchField } from '../../common/toggles';
import { catalog } from '../catalog';
import { oneOf, planName } from '../labels';

interface Draft {
  name: string;
  is_active: boolean;
  default_enabled: boolean;
  /** '' stands for "none": the top plan only. */
  requires_plan_tier: PlanId | '';
}

function draftOf(feature: FeatureCatalogueEntry): Draft {
  return {
    name: feature.name,
    is_active: feature.is_active,
    default_enabled: feature.default_enabled,
    requires_plan_tier: normalizePlan(feature.requires_plan_tier) ?? '',
  };
}

/** Only the fields that changed, for PATCH /api/system-admin/features/{featureKey}. */
export function featureChanges(before: Draft, after: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (after.name.trim() !== before.name) body.name = after.name;
  if (after.is_active !== before.is_active) body.is_active = after.is_active;
  if (after.default_enabled !== before.default_enabled) body.default_enabled = after.default_enabled;
  if (after.requires_plan_tier !== before.requires_plan_tier) {
    body.requires_plan_tier = after.requires_plan_tier === '' ? null : after.requires_plan_tier;
  }
  return body;
}

export interface FeatureDialogProps {
  feature: FeatureCatalogueEntry;
  onClose: () => void;
  onSaved: (feature: SystemFeatureResponse) => void;
}

export function FeatureDialog({ feature, onClose, onSaved }: FeatureDialogProps) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [initial] = useState(() => draftOf(feature));
  const form = useForm({
    initial,
    // Nothing changed: nothing to send (null), the dialog just closes.
    check: (draft): CheckResult<FeatureUpdateRequest | null> => {
      const body = featureChanges(initial, draft);
      return Object.keys(body).length === 0
        ? { success: true, data: null }
        : FeatureUpdateRequest.safeParse(body);
    },
    send: async (request) => {
      if (request === null) {
        onClose();
        return;
      }
      onSaved(
        await api.call('updateSystemFeature', { params: { featureKey: feature.feature_key }, body: request }),
      );
    },
  });
  const draft = form.values;
  const set = form.update;

  return (
    <FormDialog
      isOpen
      title={t('plans.dialog.title', { name: feature.name })}
      submitLabel={t('plans.dialog.submit')}
      pendingLabel={t('plans.dialog.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="name"
        label={t('plans.dialog.name')}
        isRequired
        helper={t('plans.dialog.key', { key: feature.feature_key })}
        maxLength={100}
      />
      <SwitchField
        label={t('plans.dialog.active')}
        description={t('plans.dialog.activeHelp')}
        checked={draft.is_active}
        onChange={(checked) => set('is_active', checked)}
      />
      <SwitchField
        label={t('plans.dialog.defaultEnabled')}
        description={t('plans.dialog.defaultEnabledHelp')}
        checked={draft.default_enabled}
        onChange={(checked) => set('default_enabled', checked)}
      />
      <FormField
        label={t('plans.dialog.tier')}
        error={form.errors.requires_plan_tier}
        helper={t('plans.dialog.tierHelp')}
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.requires_plan_tier}
            onChange={(event) => set('requires_plan_tier', oneOf(PLAN_IDS, event.target.value))}
          >
            <option value="">{t('plans.dialog.noTier')}</option>
            {PLAN_IDS.map((plan) => (
              <option key={plan} value={plan}>
                {planName(plan)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}
