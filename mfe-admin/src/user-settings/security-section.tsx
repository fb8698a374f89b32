import { Heading, Stack } from '@chakra-ui/react';
import type { SecuritySettingsUpdate } from '@clinio/contracts';
import { QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { messageOf } from '../common/errors';
import { SwitchField } from '../common/toggles';
import { catalog } from './catalog';
import { TwoFactorPanel } from './two-factor-panel';

/** Two-factor authentication and login notifications (GET/PATCH /api/users/security-settings). */
export function SecuritySection() {
  const t = useT(catalog);
  const settings = useEndpointQuery('getSecuritySettings', {});
  return (
    <QueryState query={settings} hasData={settings.data !== null} label={t('security.loading')}>
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
  const t = useT(catalog);
  const { api } = useRemote();
  const [isOn, setIsOn] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  async function change(next: boolean) {
    setIsOn(next);
    setIsSaving(true);
    try {
      const body: SecuritySettingsUpdate = { login_notifications: next };
      await api.call('updateSecuritySettings', { body });
      toast.success(next ? t('security.loginOn') : t('security.loginOff'));
    } catch (error) {
      setIsOn(!next);
      toast.error(messageOf(error), t('security.loginNotChanged'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack gap="2">
      <Heading as="h2" fontSize="md">
        {t('security.loginHeading')}
      </Heading>
      <SwitchField
        label={t('security.loginLabel')}
        description={t('security.loginDescription')}
        checked={isOn}
        disabled={isSaving}
        onChange={(next) => void change(next)}
      />
    </Stack>
  );
}
