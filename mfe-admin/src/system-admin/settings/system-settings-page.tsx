import { HStack, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { PLATFORM_SETTINGS_LIMITS, type PlatformSettings } from '@clinio/contracts';
import { Button, FormAlert, FormField, QueryState, toast } from '@clinio/design-system';
import { useApiQuery, useRemote } from '@clinio/platform';
import { useState, type SubmitEvent } from 'react';
import { formatDateTime } from '../../common/format';
import { PageBody, PageHeader } from '../../common/page-header';
import { useSubmit } from '../../common/use-submit';
import { draftOf, settingsChanges, type SettingsDraft } from './settings-form';

const SETTINGS_URL = '/api/system-admin/settings';
const { trialDays, sessionTimeoutMinutes, maintenanceBannerMaxLength } = PLATFORM_SETTINGS_LIMITS;

function SettingsForm({
  saved,
  onSaved,
}: {
  saved: PlatformSettings;
  onSaved: (next: PlatformSettings) => void;
}) {
  const { api } = useRemote();
  const submit = useSubmit();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));

  function set(key: keyof SettingsDraft, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    submit.clearField(key);
  }

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const { body, errors } = settingsChanges(saved, draft);
    if (Object.keys(errors).length > 0) {
      submit.setFieldErrors(errors);
      submit.setFormError('Please correct the highlighted fields.');
      return;
    }
    if (body === null) {
      submit.reset();
      toast.info('Nothing to save: the settings are unchanged');
      return;
    }
    const result = await submit.run(() => api.patch<PlatformSettings>(SETTINGS_URL, body));
    if (result.ok) {
      setDraft(draftOf(result.value));
      onSaved(result.value);
      toast.success('Platform settings saved');
    }
  }

  return (
    <chakra.form
      aria-label="Platform settings"
      noValidate
      onSubmit={(event) => void save(event)}
      maxWidth="2xl"
    >
      <Stack gap="5">
        {submit.formError !== null ? <FormAlert>{submit.formError}</FormAlert> : null}
        <FormField
          label="Default trial length (days)"
          isRequired
          error={submit.fieldErrors.default_trial_days}
          helper={`How long a new clinic's trial runs: ${trialDays.min} to ${trialDays.max} days.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={trialDays.min}
            max={trialDays.max}
            value={draft.default_trial_days}
            onChange={(event) => set('default_trial_days', event.target.value)}
          />
        </FormField>
        <FormField
          label="Support e-mail"
          error={submit.fieldErrors.support_email}
          helper="Where clinics write for help. Leave empty to hide it."
        >
          <Input
            type="email"
            autoComplete="off"
            value={draft.support_email}
            onChange={(event) => set('support_email', event.target.value)}
          />
        </FormField>
        <FormField
          label="Maintenance banner"
          error={submit.fieldErrors.maintenance_banner}
          helper={`One line shown across the product while it is not empty (at most ${maintenanceBannerMaxLength} characters).`}
        >
          <Textarea
            rows={2}
            value={draft.maintenance_banner}
            onChange={(event) => set('maintenance_banner', event.target.value)}
          />
        </FormField>
        <FormField
          label="Default session timeout (minutes)"
          isRequired
          error={submit.fieldErrors.default_session_timeout_minutes}
          helper={`The idle timeout a new clinic starts with (${sessionTimeoutMinutes.min} to ${sessionTimeoutMinutes.max}); each clinic may change its own.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={sessionTimeoutMinutes.min}
            max={sessionTimeoutMinutes.max}
            value={draft.default_session_timeout_minutes}
            onChange={(event) => set('default_session_timeout_minutes', event.target.value)}
          />
        </FormField>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={submit.isPending} loadingText="Saving...">
            Save settings
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Last changed {formatDateTime(saved.updated_at)}
            {saved.updated_by ? ` by ${saved.updated_by.name}` : ''}
          </Text>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** /system-admin/settings: platform-wide defaults and the maintenance banner. */
export function SystemSettingsPage() {
  const settings = useApiQuery<PlatformSettings>(SETTINGS_URL);
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
