import { Stack, chakra } from '@chakra-ui/react';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH } from '@clinio/contracts';
import { Button, Form, FormNotice, TextField, toast } from '@clinio/design-system';
import { useForm, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { useState } from 'react';

type Draft = ChangePasswordRequest;
const EMPTY: Draft = { current_password: '', new_password: '', confirm_password: '' };

const FIELDS: { name: keyof Draft; label: string; autoComplete: string; helper?: string }[] = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'new_password',
    label: 'New password',
    autoComplete: 'new-password',
    helper: `At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well.`,
  },
  { name: 'confirm_password', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** POST /api/users/change-password: the server also ends every other session of the user. */
export function ChangePasswordSection({ onChanged }: { onChanged: () => void }) {
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
      toast.success('Password changed');
      onChanged();
    },
  });
  useUnsavedChangesGuard(form.isDirty);

  return (
    <Form form={form} label="Change password">
      <Stack gap="4" maxWidth="md">
        {isDone ? (
          <FormNotice>Your password was changed. Your other sessions have been signed out.</FormNotice>
        ) : null}
        {FIELDS.map(({ name, label, autoComplete, helper }) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
            helper={helper}
            isRequired
          />
        ))}
        <chakra.div>
          <Button type="submit" loading={form.isSending} loadingText="Changing...">
            Change password
          </Button>
        </chakra.div>
      </Stack>
    </Form>
  );
}
