import { HStack, Input, Text, Textarea, chakra } from '@chakra-ui/react';
import { PLATFORM_SETTINGS_LIMITS, type PlatformSettings } from '@clinio/contracts';
import { Button, Form, FormField, QueryState, toast } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { formatDateTime } from '../../common/format';
import { PageBody, PageHeader } from '../../common/page-header';
import { useState } from 'react';
import { draftOf, settingsChanges } from './settings-form';

const { trialDays, sessionTimeoutMinutes, maintenanceBannerMaxLength } = PLATFORM_SETTINGS_LIMITS;

function SettingsForm({
  saved,
  onSaved,
}: {
  saved: PlatformSettings;
  onSaved: (next: PlatformSettings) => void;
}) {
  const { api } = useRemote();
  const form = useForm({
    initial: () => draftOf(saved),
    check: (draft) => settingsChanges(saved, draft),
    send: async (body) => {
      if (body === null) {
        toast.info('Nothing to save: the settings are unchanged');
        return;
      }
      const next = await api.call('updatePlatformSettings', { body });
      form.reset(draftOf(next));
      onSaved(next);
      toast.success('Platform settings saved');
    },
  });
  useUnsavedChangesGuard(form.isDirty);

  return (
    <chakra.div maxWidth="2xl">
      <Form form={form} label="Platform settings">
        <FormField
          label="Default trial length (days)"
          isRequired
          error={form.errors.default_trial_days}
          helper={`How long a new clinic's trial runs: ${trialDays.min} to ${trialDays.max} days.`}
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
          label="Support e-mail"
          error={form.errors.support_email}
          helper="Where clinics write for help. Leave empty to hide it."
        >
          <Input
            type="email"
            autoComplete="off"
            value={form.values.support_email}
            onChange={(event) => form.update('support_email', event.target.value)}
          />
        </FormField>
        <FormField
          label="Maintenance banner"
          error={form.errors.maintenance_banner}
          helper={`One line shown across the product while it is not empty (at most ${maintenanceBannerMaxLength} characters).`}
        >
          <Textarea
            rows={2}
            value={form.values.maintenance_banner}
            onChange={(event) => form.update('maintenance_banner', event.target.value)}
          />
        </FormField>
        <FormField
          label="Default session timeout (minutes)"
          isRequired
          error={form.errors.default_session_timeout_minutes}
          helper={`The idle timeout a new clinic starts with (${sessionTimeoutMinutes.min} to ${sessionTimeoutMinutes.max}); each clinic may change its own.`}
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
          <Button type="submit" loading={form.isSending} loadingText="Saving...">
            Save settings
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Last changed {formatDateTime(saved.updated_at)}
            {saved.updated_by ? ` by ${saved.updated_by.name}` : ''}
          </Text>
        </HStack>
      </Form>
    </chakra.div>
  );
}

/** /system-admin/settings: platform-wide defaults and the maintenance banner. */
export function SystemSettingsPage() {
  const settings = useEndpointQuery('getPlatformSettings', {});
  const [latest, setLatest] = useState<PlatformSettings | null>(null);
  const saved = latest ?? settings.data;

  return (
    <PageBody>
      <PageHeader
        title="Platform settings"
        lead="Defaults for new clinics, where clinics get help, and a banner for planned maintenance."
      />
      <QueryState query={settings} hasData={saved !== null} label="Loading platform settings…">
        {saved ? <SettingsForm key={settings.data?.updated_at} saved={saved} onSaved={setLatest} /> : null}
      </QueryState>
    </PageBody>
  );
}
