import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FormField, useT } from '@clinio/design-system';
import { catalog as siteCatalog } from '../catalog';
import { catalog } from './catalog';
import { PAID_PLAN_IDS, PLANS, type PaidPlanId } from '../pricing/plans';
import { ROI_FIELD_ORDER, ROI_FIELDS, type RoiDraft, type RoiField } from './roi-fields';

export interface RoiFormProps {
  draft: RoiDraft;
  errors: Partial<Record<RoiField, string>>;
  planId: PaidPlanId;
  onChange: (field: RoiField, value: string) => void;
  onPlanChange: (planId: PaidPlanId) => void;
}

function isPaidPlanId(value: string): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** The calculator's inputs; results update as the visitor types, so there is no submit button. */
export function RoiForm({ draft, errors, planId, onChange, onPlanChange }: RoiFormProps) {
  const t = useT(catalog);
  const tSite = useT(siteCatalog);
  return (
    <SimpleGrid
      as="form"
      aria-label={t('roi.form')}
      columns={{ base: 1, sm: 2 }}
      gap="5"
      onSubmit={(event) => event.preventDefault()}
    >
      {ROI_FIELD_ORDER.map((field) => {
        const spec = ROI_FIELDS[field];
        return (
          <FormField
            key={field}
            label={t(spec.labelKey)}
            error={errors[field]}
            helper={t(spec.helpKey)}
            isRequired
          >
            <Input
              name={field}
              type="number"
              inputMode="decimal"
              min={spec.min}
              max={spec.max}
              step={spec.isWholeNumber ? 1 : 'any'}
              value={draft[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </FormField>
        );
      })}
      <FormField label={t('roi.plan')} helper={t('roi.planHelp')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="plan"
            value={planId}
            onChange={(event) => {
              if (isPaidPlanId(event.target.value)) onPlanChange(event.target.value);
            }}
          >
            {PAID_PLAN_IDS.map((id) => (
              <option key={id} value={id}>
                {t('roi.planOption', {
                  plan: tSite(PLANS[id].nameKey),
                  price: String(PLANS[id].monthlyPrice),
                })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
