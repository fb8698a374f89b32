import { Input, NativeSelect } from '@chakra-ui/react';
import {
  FeatureUpdateRequest,
  PLAN_IDS,
  normalizePlan,
  type FeatureCatalogueEntry,
  type PlanId,
  type SystemFeatureResponse,
} from '@clinio/contracts';
import { FormField } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { issuesToFieldErrors } from '../../common/errors';
import { FormDialog } from '../../common/form-dialog';
import { SwitchField } from '../../common/toggles';
import { useSubmit } from '../../common/use-submit';
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
  const { api } = useRemote();
  const submit = useSubmit();
  const [initial] = useState(() => draftOf(feature));
  const [draft, setDraft] = useState(initial);

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    submit.clearField(key);
  }

  async function save() {
    const body = featureChanges(initial, draft);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    const check = FeatureUpdateRequest.safeParse(body);
    if (!check.success) {
      submit.setFieldErrors(issuesToFieldErrors(check.error.issues));
      return;
    }
    const result = await submit.run(() =>
      api.patch<SystemFeatureResponse>(
        `/api/system-admin/features/${encodeURIComponent(feature.feature_key)}`,
        check.data,
      ),
    );
    if (result.ok) onSaved(result.value);
  }

  return (
    <FormDialog
      isOpen
      title={`Edit ${feature.name}`}
      submitLabel="Save feature"
      pendingLabel="Saving..."
      isPending={submit.isPending}
      formError={submit.formError}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <FormField
        label="Name"
        isRequired
        error={submit.fieldErrors.name}
        helper={`Key: ${feature.feature_key}`}
      >
        <Input value={draft.name} maxLength={100} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <SwitchField
        label="Active"
        description="When off, no plan has this feature, whatever the matrix says."
        checked={draft.is_active}
        onChange={(checked) => set('is_active', checked)}
      />
      <SwitchField
        label="Enabled by default"
        description="Whether the default matrix turns it on for its tier and above."
        checked={draft.default_enabled}
        onChange={(checked) => set('default_enabled', checked)}
      />
      <FormField
        label="Required plan tier"
        error={submit.fieldErrors.requires_plan_tier}
        helper="Used when no plan of the matrix has the feature on."
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.requires_plan_tier}
            onChange={(event) => set('requires_plan_tier', oneOf(PLAN_IDS, event.target.value))}
          >
            <option value="">None (top plan)</option>
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
