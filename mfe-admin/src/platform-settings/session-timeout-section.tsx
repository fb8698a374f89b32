import { Input, Stack, Text, chakra } from '@chakra-ui/react';
import type { TenantSettings, TenantSettingsUpdate } from '@clinio/contracts';
import { Button, FormAlert, FormField, QueryState, toast } from '@clinio/design-system';
import { useApiQuery, useRemote } from '@clinio/platform';
import { useState, type SubmitEvent } from 'react';
import { plural } from '../common/format';
import { useSubmit } from '../common/use-submit';
import { TIMEOUT_FIELD, checkTimeout, warningLeadText } from './session-timeout';

/** GET/PATCH /api/tenant-settings: how long a staff session may sit idle (spec 4.2). */
export function SessionTimeoutSection() {
  const settings = useApiQuery<TenantSettings>('/api/tenant-settings');
  return (
    <QueryState query={settings} hasData={settings.data !== null} label="Loading session timeout…">
      {settings.data ? <SessionTimeoutForm saved={settings.data.session_timeout_minutes} /> : null}
    </QueryState>
  );
}

function SessionTimeoutForm({ saved }: { saved: number }) {
  const { api } = useRemote();
  const [draft, setDraft] = useState(String(saved));
  const submit = useSubmit();
  const check = checkTimeout(draft);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.ok) {
      submit.setFieldErrors({ [TIMEOUT_FIELD]: check.message });
      return;
    }
    const body: TenantSettingsUpdate = { session_timeout_minutes: check.minutes };
    const result = await submit.run(() => api.patch<TenantSettings>('/api/tenant-settings', body));
    if (!result.ok) return;
    setDraft(String(result.value.session_timeout_minutes));
    toast.success('Session timeout saved');
  }

  return (
    <chakra.form onSubmit={(event) => void save(event)} noValidate aria-label="Session timeout">
      <Stack gap="4" maxWidth="md">
        {submit.formError !== null ? <FormAlert>{submit.formError}</FormAlert> : null}
        <FormField
          label="Sign staff out after (minutes of inactivity)"
          error={submit.fieldErrors[TIMEOUT_FIELD]}
          isRequired
          helper="From 1 to 480 minutes (8 hours). The default is 30."
        >
          <Input
            type="number"
            name={TIMEOUT_FIELD}
            inputMode="numeric"
            min={1}
            max={480}
            step={1}
            maxWidth="10rem"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              submit.clearField(TIMEOUT_FIELD);
            }}
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          A warning appears min(5, 10%) minutes before sign-out: 10% of the timeout, never more than 5
          minutes.
          {check.ok
            ? ` With ${plural(check.minutes, 'minute')}, it appears ${warningLeadText(check.minutes)} before.`
            : ''}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Staff who are signed in now get the new timeout when they next sign in or reload the page.
        </Text>
        <chakra.div>
          <Button type="submit" loading={submit.isPending} loadingText="Saving...">
            Save session timeout
          </Button>
        </chakra.div>
      </Stack>
    </chakra.form>
  );
}
