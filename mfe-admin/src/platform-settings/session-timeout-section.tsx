import { Stack, Text, chakra } from '@chakra-ui/react';
import type { TenantSettingsUpdate } from '@clinio/contracts';
import { Button, Form, QueryState, TextField, toast, useT } from '@clinio/design-system';
import {
  useEndpointQuery,
  useForm,
  useRemote,
  useUnsavedChangesGuard,
  type CheckResult,
} from '@clinio/platform';
import { catalog } from './catalog';
import { TIMEOUT_FIELD, checkTimeout, warningLeadText } from './session-timeout';

/** GET/PATCH /api/tenant-settings: how long a staff session may sit idle (spec 4.2). */
export function SessionTimeoutSection() {
  const t = useT(catalog);
  const settings = useEndpointQuery('getTenantSettings', {});
  return (
    <QueryState query={settings} hasData={settings.data !== null} label={t('timeout.loading')}>
      {settings.data ? <SessionTimeoutForm saved={settings.data.session_timeout_minutes} /> : null}
    </QueryState>
  );
}

function SessionTimeoutForm({ saved }: { saved: number }) {
  const { api } = useRemote();
  const t = useT(catalog);
  const form = useForm({
    initial: { [TIMEOUT_FIELD]: String(saved) },
    check: (draft): CheckResult<TenantSettingsUpdate> => {
      const checked = checkTimeout(draft[TIMEOUT_FIELD]);
      return checked.ok
        ? { success: true, data: { session_timeout_minutes: checked.minutes } }
        : { success: false, error: { issues: [{ path: [TIMEOUT_FIELD], message: checked.message }] } };
    },
    send: async (body) => {
      const result = await api.call('updateTenantSettings', { body });
      form.reset({ [TIMEOUT_FIELD]: String(result.session_timeout_minutes) });
      toast.success(t('timeout.saved'));
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  const check = checkTimeout(form.values[TIMEOUT_FIELD]);

  return (
    <Form form={form} label={t('timeout.form')}>
      <Stack gap="4" maxWidth="md">
        <TextField
          form={form}
          name={TIMEOUT_FIELD}
          label={t('timeout.label')}
          isRequired
          helper={t('timeout.helper')}
          type="number"
          inputMode="numeric"
          min={1}
          max={480}
          step={1}
          maxWidth="10rem"
        />
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('timeout.warning')}
          {check.ok
            ? t('timeout.warningWith', { minutes: check.minutes, lead: warningLeadText(check.minutes) })
            : ''}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('timeout.nextSignIn')}
        </Text>
        <chakra.div>
          <Button type="submit" loading={form.isSending} loadingText={t('saving')}>
            {t('timeout.save')}
          </Button>
        </chakra.div>
      </Stack>
    </Form>
  );
}
