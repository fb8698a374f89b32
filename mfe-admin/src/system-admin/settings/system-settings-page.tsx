import { HStack, Input, Text, Textarea, chakra } from '@chakra-ui/react';
import { PLATFORM_SETTINGS_LIMITS, type PlatformSettings } from '@clinio/contracts';
import { Button, Form, FormField, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { formatDateTime } from '../../common/format';
import { PageBody, PageHeader } from '../../common/page-header';
import { useState } from 'react';
import { catalog } from '../catalog';
import { draftOf, settingsChanges } from './settings-form';

const { trialDays, sessionTimeoutMinutes, maintenanceBannerMaxLength } = PLATFORM_SETTINGS_LIMITS;

function SettingsForm({
  saved,
  onSaved,
}: {
  saved: PlatformSettings;
  onSaved: (next: PlatformSettings) => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: () => draftOf(saved),
    check: (draft) => settingsChanges(saved, draft),
    send: async (body) => {
      if (body === null) {
        toast.info(t('settings.unchanged'));
        return;
      }
      const next = await api.call('updatePlatformSettings', { body });
      form.reset(draftOf(next));
      onSaved(next);
      toast.success(t('settings.saved'));
    },
  });
  useUnsavedChangesGuard(form.isDirty);

  return (
    <chakra.div maxWidth="2xl">
      <Form form={form} label={t('settings.form')}>
        <FormField
          label={t('settings.trialDays')}
          isRequired
          error={form.errors.default_trial_days}
          helper={t('settings.trialDaysHelp', { min: trialDays.min, max: trialDays.max })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={trialDays.min}
            max={trialDays.max}
            value={form.values.default_trial_days}
            onChange={(event) => form.update('default_trial_days', event.target.value)}
          />
        </FormField>
        <FormField
          label={t('settings.supportEmail')}
          error={form.errors.support_email}
          helper={t('settings.supportEmailHelp')}
        >
          <Input
            type="email"
            autoComplete="off"
            value={form.values.support_email}
            onChange={(event) => form.update('support_email', event.target.value)}
          />
        </FormField>
        <FormField
          label={t('settings.banner')}
          error={form.errors.maintenance_banner}
          helper={t('settings.bannerHelp', { max: maintenanceBannerMaxLength })}
        >
          <Textarea
            rows={2}
            value={form.values.maintenance_banner}
            onChange={(event) => form.update('maintenance_banner', event.target.value)}
          />
        </FormField>
        <FormField
          label={t('settings.sessionTimeout')}
          isRequired
          error={form.errors.default_session_timeout_minutes}
          helper={t('settings.sessionTimeoutHelp', {
            min: sessionTimeoutMinutes.min,
            max: sessionTimeoutMinutes.max,
          })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={sessionTimeoutMinutes.min}
            max={sessionTimeoutMinutes.max}
            value={form.values.default_session_timeout_minutes}
            onChange={(event) => form.update('default_session_timeout_minutes', event.target.value)}
          />
        </FormField>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={form.isSending} loadingText={t('settings.saving')}>
            {t('settings.save')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {saved.updated_by
              ? t('settings.lastChangedBy', {
                  when: formatDateTime(saved.updated_at),
                  name: saved.updated_by.name,
                })
              : t('settings.lastChanged', { when: formatDateTime(saved.updated_at) })}
          </Text>
        </HStack>
      </Form>
    </chakra.div>
  );
}

/** /system-admin/settings: platform-wide defaults and the maintenance banner. */
export function SystemSettingsPage() {
  const t = useT(catalog);
  const settings = useEndpointQuery('getPlatformSettings', {});
  const [latest, setLatest] = useState<PlatformSettings | null>(null);
  const saved = latest ?? settings.data;

  return (
    <PageBody>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <QueryState query={settings} hasData={saved !== null} label={t('settings.loading')}>
        {saved ? <SettingsForm key={settings.data?.updated_at} saved={saved} onSaved={setLatest} /> : null}
      </QueryState>
    </PageBody>
  );
}
