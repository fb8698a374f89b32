import { Box, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { ENDPOINTS } from '@clinio/contracts';
import { FormDialog, SelectField, TextField, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { catalog } from '../catalog';
import { templateOptions } from '../common/template-options';
import type { MessageTemplate } from '../common/types';
import { EMPTY_AUDIENCE, audienceOf, badAges, type AudienceDraft } from './audience';
import { useAudiencePreview } from './use-audience-preview';

interface Draft extends AudienceDraft {
  name: string;
  template_id: string;
  throttle_per_minute: string;
}

/** A new campaign (a draft): its template, its audience with a live count and sample, its throttle. */
export function CampaignDialog({
  templates,
  onClose,
  onSaved,
}: {
  templates: readonly MessageTemplate[];
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const t = useT(catalog);
  const { api, auth } = useRemote();
  const branches = useEndpointQuery(
    'listBranches',
    auth.tenantId ? { params: { tenantId: auth.tenantId } } : null,
  );
  const types = useEndpointQuery('listAppointmentTypes', {});
  const form = useForm({
    initial: (): Draft => ({ ...EMPTY_AUDIENCE, name: '', template_id: '', throttle_per_minute: '60' }),
    check: (values: Draft) => {
      const parsed = ENDPOINTS.createCampaign.body.safeParse({
        name: values.name,
        template_id: values.template_id,
        audience: audienceOf(values),
        throttle_per_minute: /^\d+$/.test(values.throttle_per_minute.trim())
          ? Number(values.throttle_per_minute)
          : -1,
      });
      const issues = [
        ...badAges(values).map((field) => ({ path: [field], message: t('campaigns.badAge') })),
        ...(parsed.success
          ? []
          : parsed.error.issues.map((issue) => ({
              path: issue.path,
              message:
                issue.path[0] === 'template_id'
                  ? t('campaigns.chooseTemplate')
                  : issue.path[0] === 'throttle_per_minute'
                    ? t('campaigns.badThrottle')
                    : issue.message,
            }))),
      ];
      return issues.length > 0 || !parsed.success
        ? { success: false as const, error: { issues } }
        : { success: true as const, data: parsed.data };
    },
    send: async (body) => {
      const campaign = await api.call('createCampaign', { body });
      onSaved(campaign.id);
    },
  });
  const { preview, failed } = useAudiencePreview(audienceOf(form.values));
  return (
    <FormDialog
      isOpen
      size="lg"
      title={t('campaigns.newTitle')}
      submitLabel={t('campaigns.saveDraft')}
      pendingLabel={t('campaigns.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t('campaigns.name')} isRequired />
      <SelectField
        form={form}
        name="template_id"
        label={t('campaigns.template')}
        isRequired
        options={templateOptions(t, templates)}
      />
      <TextField
        form={form}
        name="throttle_per_minute"
        label={t('campaigns.throttle')}
        helper={t('campaigns.throttleHelp')}
        inputMode="numeric"
      />
      <Box as="fieldset">
        <Heading as="legend" fontSize="md" mb="2">
          {t('campaigns.audience')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField form={form} name="tags" label={t('campaigns.tags')} helper={t('campaigns.tagsHelp')} />
          <SelectField
            form={form}
            name="branch_id"
            label={t('campaigns.branch')}
            options={[
              { value: '', label: t('campaigns.anyBranch') },
              ...(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name })),
            ]}
          />
          <SelectField
            form={form}
            name="appointment_type"
            label={t('campaigns.appointmentType')}
            options={[
              { value: '', label: t('rules.anyType') },
              ...(types.data ?? [])
                .filter((type) => type.active)
                .map((type) => ({ value: type.key, label: type.name })),
            ]}
          />
          <SelectField
            form={form}
            name="has_upcoming_visit"
            label={t('campaigns.upcoming')}
            options={[
              { value: '', label: t('campaigns.upcomingAny') },
              { value: 'yes', label: t('campaigns.upcomingYes') },
              { value: 'no', label: t('campaigns.upcomingNo') },
            ]}
          />
          <TextField form={form} name="last_visit_after" type="date" label={t('campaigns.lastVisitAfter')} />
          <TextField
            form={form}
            name="last_visit_before"
            type="date"
            label={t('campaigns.lastVisitBefore')}
          />
          <TextField form={form} name="age_min" inputMode="numeric" label={t('campaigns.ageMin')} />
          <TextField form={form} name="age_max" inputMode="numeric" label={t('campaigns.ageMax')} />
        </SimpleGrid>
      </Box>
      <Box
        as="section"
        aria-label={t('campaigns.previewTitle')}
        borderWidth="1px"
        borderRadius="md"
        p="3"
        aria-live="polite"
      >
        {failed ? <Text color="fg.error">{t('campaigns.previewFailed')}</Text> : null}
        {preview ? (
          <>
            <Text fontWeight="semibold">{t('campaigns.audienceCount', { count: preview.count })}</Text>
            {preview.sample.length > 0 ? (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {t('campaigns.sample')}
                </Text>
                <List.Root ps="5" fontSize="sm">
                  {preview.sample.map((patient) => (
                    <List.Item key={patient.id}>{patient.name}</List.Item>
                  ))}
                </List.Root>
              </>
            ) : null}
          </>
        ) : (
          <Text color="fg.muted">{t('campaigns.counting')}</Text>
        )}
      </Box>
    </FormDialog>
  );
}
