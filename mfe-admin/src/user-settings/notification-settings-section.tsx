import { Heading, Stack } from '@chakra-ui/react';
import type { NotificationSettings } from '@clinio/contracts';
import { QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { messageOf } from '../common/errors';
import { SwitchField } from '../common/toggles';
import { catalog, type MessageKey } from './catalog';

type SettingKey = keyof NotificationSettings;

const GROUPS: {
  title: MessageKey;
  settings: { key: SettingKey; label: MessageKey; description: MessageKey }[];
}[] = [
  {
    title: 'notify.how',
    settings: [
      { key: 'email_enabled', label: 'notify.email', description: 'notify.emailHelp' },
      { key: 'in_app_enabled', label: 'notify.inApp', description: 'notify.inAppHelp' },
    ],
  },
  {
    title: 'notify.what',
    settings: [
      { key: 'appointment_updates', label: 'notify.appointments', description: 'notify.appointmentsHelp' },
      { key: 'patient_messages', label: 'notify.patientMessages', description: 'notify.patientMessagesHelp' },
      { key: 'billing_updates', label: 'notify.billing', description: 'notify.billingHelp' },
      { key: 'staff_updates', label: 'notify.staff', description: 'notify.staffHelp' },
      { key: 'security_alerts', label: 'notify.security', description: 'notify.securityHelp' },
      { key: 'product_news', label: 'notify.product', description: 'notify.productHelp' },
    ],
  },
];

/** GET/PATCH /api/users/notification-settings: each switch saves at once. */
export function NotificationSettingsSection() {
  const t = useT(catalog);
  const settings = useEndpointQuery('getNotificationSettings', {});
  return (
    <QueryState query={settings} hasData={settings.data !== null} label={t('notify.loading')}>
      {settings.data ? <NotificationSwitches initial={settings.data} /> : null}
    </QueryState>
  );
}

function NotificationSwitches({ initial }: { initial: NotificationSettings }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<ReadonlySet<SettingKey>>(new Set());

  async function change(key: SettingKey, value: boolean) {
    setValues((current) => ({ ...current, [key]: value }));
    setSaving((current) => new Set(current).add(key));
    try {
      await api.call('updateNotificationSettings', { body: { [key]: value } });
      toast.success(t('notify.saved'));
    } catch (error) {
      setValues((current) => ({ ...current, [key]: !value }));
      toast.error(messageOf(error), t('notify.notSaved'));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }

  return (
    <Stack gap="6">
      {GROUPS.map((group) => (
        <Stack key={group.title} gap="3" as="fieldset">
          <Heading as="h2" fontSize="md">
            {t(group.title)}
          </Heading>
          {group.settings.map(({ key, label, description }) => (
            <SwitchField
              key={key}
              label={t(label)}
              description={t(description)}
              checked={values[key]}
              disabled={saving.has(key)}
              onChange={(next) => void change(key, next)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
