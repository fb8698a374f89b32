import { Text } from '@chakra-ui/react';
import { ENDPOINTS } from '@clinio/contracts';
import {
  CheckboxField,
  CheckboxListField,
  FormDialog,
  SelectField,
  TextareaField,
  toast,
  useT,
} from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { catalog } from '../catalog';
import type { PhoneNumber } from '../common/types';

const USE_CASES = ENDPOINTS.createA2pCampaign.body.shape.use_case.options;

interface Draft {
  use_case: (typeof USE_CASES)[number];
  description: string;
  message_flow: string;
  sample_1: string;
  sample_2: string;
  sample_3: string;
  has_embedded_links: boolean;
  has_embedded_phone: boolean;
  phone_number_ids: string[];
}

const SAMPLES = ['sample_1', 'sample_2', 'sample_3'] as const;

/**
 * A US A2P 10DLC campaign of the brand (ADR 063): what the texts are for, how patients agree to
 * them, two or three sample texts and the clinic's numbers it covers. Carriers reject samples that
 * never say how to opt out, so the helper says it.
 */
export function CampaignDialog({
  brandId,
  brandName,
  numbers,
  onClose,
  onSaved,
}: {
  brandId: string;
  brandName: string;
  numbers: readonly PhoneNumber[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  const active = numbers.filter((number) => number.status === 'active');
  const form = useForm({
    initial: (): Draft => ({
      use_case: 'ACCOUNT_NOTIFICATION',
      description: '',
      message_flow: '',
      sample_1: '',
      sample_2: '',
      sample_3: '',
      has_embedded_links: true,
      has_embedded_phone: false,
      phone_number_ids: active.length === 1 && active[0] ? [active[0].id] : [],
    }),
    check: (values: Draft) => {
      const written = SAMPLES.filter((key) => values[key].trim() !== '');
      const parsed = ENDPOINTS.createA2pCampaign.body.safeParse({
        use_case: values.use_case,
        description: values.description,
        message_flow: values.message_flow,
        sample_messages: written.map((key) => values[key]),
        has_embedded_links: values.has_embedded_links,
        has_embedded_phone: values.has_embedded_phone,
        phone_number_ids: values.phone_number_ids,
      });
      if (parsed.success) return parsed;
      // A sample's problem is shown under that sample; "too few" under the first empty one.
      const issues = parsed.error.issues.map((issue) => {
        if (issue.path[0] !== 'sample_messages') return issue;
        const index = typeof issue.path[1] === 'number' ? issue.path[1] : -1;
        const field =
          index >= 0 ? written[index] : (SAMPLES.find((key) => !written.includes(key)) ?? 'sample_1');
        return { ...issue, path: [field ?? 'sample_1'] };
      });
      return { success: false as const, error: { issues } };
    },
    send: async (body) => {
      await api.call('createA2pCampaign', { params: { id: brandId }, body });
      toast.success(t('a2p.saved'));
      onSaved();
    },
  });
  return (
    <FormDialog
      isOpen
      size="lg"
      title={t('a2p.newTitle')}
      submitLabel={t('a2p.submit')}
      pendingLabel={t('a2p.submitting')}
      form={form}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('a2p.ofBrand', { brand: brandName })}
      </Text>
      <SelectField
        form={form}
        name="use_case"
        label={t('a2p.useCase')}
        isRequired
        options={USE_CASES.map((value) => ({ value, label: t(`a2p.useCase.${value}`) }))}
      />
      <TextareaField
        form={form}
        name="description"
        label={t('a2p.description')}
        helper={t('a2p.descriptionHelp')}
        rows={3}
        isRequired
      />
      <TextareaField
        form={form}
        name="message_flow"
        label={t('a2p.messageFlow')}
        helper={t('a2p.messageFlowHelp')}
        rows={3}
        isRequired
      />
      {SAMPLES.map((key, index) => (
        <TextareaField
          key={key}
          form={form}
          name={key}
          label={t('a2p.sample', { number: index + 1 })}
          helper={index === 0 ? t('a2p.sampleHelp') : undefined}
          rows={2}
          isRequired={index < 2}
        />
      ))}
      <CheckboxField form={form} name="has_embedded_links">
        {t('a2p.links')}
      </CheckboxField>
      <CheckboxField form={form} name="has_embedded_phone">
        {t('a2p.phones')}
      </CheckboxField>
      {active.length === 0 ? (
        <Text color="fg.error">{t('a2p.noNumbers')}</Text>
      ) : (
        <CheckboxListField
          form={form}
          name="phone_number_ids"
          label={t('a2p.numbers')}
          options={active.map((number) => ({ value: number.id, label: number.e164 }))}
        />
      )}
    </FormDialog>
  );
}
