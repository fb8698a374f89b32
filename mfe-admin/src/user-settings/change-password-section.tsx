import { Stack, chakra } from '@chakra-ui/react';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH } from '@clinio/contracts';
import { Button, Form, FormNotice, TextField, toast, useT } from '@clinio/design-system';
import { useForm, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { useState } from 'react';
import { catalog, type MessageKey } from './catalog';

type Draft = ChangePasswordRequest;
const EMPTY: Draft = { current_password: '', new_password: '', confirm_password: '' };

const FIELDS: { name: keyof Draft; label: MessageKey; autoComplete: string; helper?: MessageKey }[] = [
  { name: 'current_password', label: 'password.current', autoComplete: 'current-password' },
  {
    name: 'new_password',
    label: 'password.new',
    autoComplete: 'new-password',
    helper: 'password.newHelp',
  },
  { name: 'confirm_password', label: 'password.confirm', autoComplete: 'new-password' },
];

/** POST /api/users/change-password: the server also ends every other session of the user. */
export function ChangePasswordSection({ onChanged }: { onChanged: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [isDone, setIsDone] = useState(false);
  const form = useForm({
    initial: EMPTY,
    check: (draft) => {
      setIsDone(false);
      return ChangePasswordRequest.safeParse(draft);
    },
    send: async (request) => {
      await api.call('changePassword', { body: request });
      form.reset(EMPTY);
      setIsDone(true);
      toast.success(t('password.changed'));
      onChanged();
    },
  });
  useUnsavedChangesGuard(form.isDirty);

  return (
    <Form form={form} label={t('password.form')}>
      <Stack gap="4" maxWidth="md">
        {isDone ? <FormNotice>{t('password.done')}</FormNotice> : null}
        {FIELDS.map(({ name, label, autoComplete, helper }) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={t(label)}
            type="password"
            autoComplete={autoComplete}
            helper={helper ? t(helper, { min: String(PASSWORD_MIN_LENGTH) }) : undefined}
            isRequired
          />
        ))}
        <chakra.div>
          <Button type="submit" loading={form.isSending} loadingText={t('password.changing')}>
            {t('password.submit')}
          </Button>
        </chakra.div>
      </Stack>
    </Form>
  );
}
