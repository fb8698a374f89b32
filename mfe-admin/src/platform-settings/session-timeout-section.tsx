import { Stack, Text, chakra } from '@chakra-ui/react';
import type { TenantSettingsUpdate } from '@clinio/contracts';
import { Button, Form, QueryState, TextField, toast } from '@clinio/design-system';
import {
  useEndpointQuery,
  useForm,
  useRemote,
  useUnsavedChangesGuard,
  type CheckResult,
} from '@clinio/platform';
import { plural } from '../common/format';
import { TIMEOUT_FIELD, checkTimeout, warningLeadText } from './session-timeout';

/** GET/PATCH /api/tenant-settings: how long a staff session may sit idle (spec 4.2). */
export function SessionTimeoutSection() {
  const settings = useEndpointQuery('getTenantSettings', {});
  return (
    <QueryState query={settings} hasData={settings.data !== null} label="Loading session timeout…">
      {settings.data ? <SessionTimeoutForm saved={settings.data.session_timeout_minutes} /> : null}
    </QueryState>
  );
}

function SessionTimeoutForm({ saved }: { saved: number }) {
  const { api } = useRemote();
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
      toast.success('Session timeout saved');
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  const check = checkTimeout(form.values[TIMEOUT_FIELD]);

  return (
    <Form form={form} label="Session timeout">
      <Stack gap="4" maxWidth="md">
        <TextField
          form={form}
          name={TIMEOUT_FIELD}
          label="Sign staff out after (minutes of inactivity)"
          isRequired
          helper="From 1 to 480 minutes (8 hours). The default is 30."
          type="number"
          inputMode="numeric"
          min={1}
          max={480}
          step={1}
          maxWidth="10rem"
        />
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
          <Button type="submit" loading={form.isSending} loadingText="Saving...">
            Save session timeout
          </Button>
        </chakra.div>
      </Stack>
    </Form>
  );
}
