import { Input, Stack, chakra } from '@chakra-ui/react';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH } from '@clinio/contracts';
import { Button, FormAlert, FormField, FormNotice, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState, type SubmitEvent } from 'react';
import { issuesToFieldErrors } from '../common/errors';
import { useSubmit } from '../common/use-submit';

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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [isDone, setIsDone] = useState(false);
  const submit = useSubmit();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsDone(false);
    const check = ChangePasswordRequest.safeParse(draft);
    if (!check.success) {
      submit.setFieldErrors(issuesToFieldErrors(check.error.issues));
      return;
    }
    const result = await submit.run(() => api.post('/api/users/change-password', check.data));
    if (!result.ok) return;
    setDraft(EMPTY);
    setIsDone(true);
    toast.success('Password changed');
    onChanged();
  }

  return (
    <chakra.form onSubmit={(event) => void save(event)} noValidate aria-label="Change password">
      <Stack gap="4" maxWidth="md">
        {submit.formError !== null ? <FormAlert>{submit.formError}</FormAlert> : null}
        {isDone ? (
          <FormNotice>Your password was changed. Your other sessions have been signed out.</FormNotice>
        ) : null}
        {FIELDS.map(({ name, label, autoComplete, helper }) => (
          <FormField key={name} label={label} error={submit.fieldErrors[name]} isRequired helper={helper}>
            <Input
              type="password"
              name={name}
              autoComplete={autoComplete}
              value={draft[name]}
              onChange={(event) => {
                setDraft((current) => ({ ...current, [name]: event.target.value }));
                submit.clearField(name);
              }}
            />
          </FormField>
        ))}
        <chakra.div>
          <Button type="submit" loading={submit.isPending} loadingText="Changing...">
            Change password
          </Button>
        </chakra.div>
      </Stack>
    </chakra.form>
  );
}
