import { Heading, Stack } from '@chakra-ui/react';
import type { NotificationSettings } from '@clinio/contracts';
import { QueryState, toast } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { messageOf } from '../common/errors';
import { SwitchField } from '../common/toggles';

type SettingKey = keyof NotificationSettings;

const GROUPS: { title: string; settings: { key: SettingKey; label: string; description: string }[] }[] = [
  {
    title: 'How we reach you',
    settings: [
      { key: 'email_enabled', label: 'E-mail', description: 'Send notifications to my e-mail address.' },
      { key: 'in_app_enabled', label: 'In the app', description: 'Show notifications under the bell.' },
    ],
  },
  {
    title: 'What you hear about',
    settings: [
      {
        key: 'appointment_updates',
        label: 'Appointment updates',
        description: 'Bookings, changes and cancellations.',
      },
      {
        key: 'patient_messages',
        label: 'Patient messages',
        description: 'Replies and messages from patients.',
      },
      {
        key: 'billing_updates',
        label: 'Billing updates',
        description: 'Payments, refunds and overdue invoices.',
      },
      {
        key: 'staff_updates',
        label: 'Staff updates',
        description: 'Colleagues joining, leaving or changing roles.',
      },
      {
        key: 'security_alerts',
        label: 'Security alerts',
        description: 'Sign-ins and changes to your account.',
      },
      { key: 'product_news', label: 'Product news', description: 'New features and tips, now and then.' },
    ],
  },
];

/** GET/PATCH /api/users/notification-settings: each switch saves at once. */
export function NotificationSettingsSection() {
  const settings = useEndpointQuery('getNotificationSettings', {});
  return (
    <QueryState query={settings} hasData={settings.data !== null} label="Loading notification settings…">
      {settings.data ? <NotificationSwitches initial={settings.data} /> : null}
    </QueryState>
  );
}

function NotificationSwitches({ initial }: { initial: NotificationSettings }) {
  const { api } = useRemote();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<ReadonlySet<SettingKey>>(new Set());

  async function change(key: SettingKey, value: boolean) {
    setValues((current) => ({ ...current, [key]: value }));
    setSaving((current) => new Set(current).add(key));
    try {
      await api.call('updateNotificationSettings', { body: { [key]: value } });
      toast.success('Notification settings saved');
    } catch (error) {
      setValues((current) => ({ ...current, [key]: !value }));
      toast.error(messageOf(error), 'Notification settings not saved');
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
            {group.title}
          </Heading>
          {group.settings.map(({ key, label, description }) => (
            <SwitchField
              key={key}
              label={label}
              description={description}
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
