import { Heading, Stack } from '@chakra-ui/react';
import type { SecuritySettingsUpdate } from '@clinio/contracts';
import { QueryState, toast } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { messageOf } from '../common/errors';
import { SwitchField } from '../common/toggles';
import { TwoFactorPanel } from './two-factor-panel';

/** Two-factor authentication and login notifications (GET/PATCH /api/users/security-settings). */
export function SecuritySection() {
  const settings = useEndpointQuery('getSecuritySettings', {});
  return (
    <QueryState query={settings} hasData={settings.data !== null} label="Loading security settings…">
      {settings.data ? (
        <Stack gap="6">
          <TwoFactorPanel settings={settings.data} onChanged={settings.reload} />
          <LoginNotifications initial={settings.data.login_notifications} />
        </Stack>
      ) : null}
    </QueryState>
  );
}

function LoginNotifications({ initial }: { initial: boolean }) {
  const { api } = useRemote();
  const [isOn, setIsOn] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  async function change(next: boolean) {
    setIsOn(next);
    setIsSaving(true);
    try {
      const body: SecuritySettingsUpdate = { login_notifications: next };
      await api.call('updateSecuritySettings', { body });
      toast.success(next ? 'Login notifications turned on' : 'Login notifications turned off');
    } catch (error) {
      setIsOn(!next);
      toast.error(messageOf(error), 'Login notifications not changed');
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack gap="2">
      <Heading as="h2" fontSize="md">
        Login notifications
      </Heading>
      <SwitchField
        label="E-mail me about new sign-ins"
        description="We send an e-mail when your account signs in from a device or place we have not seen before."
        checked={isOn}
        disabled={isSaving}
        onChange={(next) => void change(next)}
      />
    </Stack>
  );
}
