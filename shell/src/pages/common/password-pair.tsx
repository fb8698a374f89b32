import { type FormController, TextField, useT } from '@clinio/design-system';
import { PASSWORD_MIN_LENGTH } from '@clinio/contracts';
import { SimpleGrid } from '@chakra-ui/react';
import { shellCatalog } from '../../shell-catalog';

interface PasswordValues {
  [field: string]: string | boolean;
  password: string;
  confirm_password: string;
}

/** A new password and its confirmation, side by side where there is room. */
export function PasswordPair<V extends PasswordValues>({ form }: { form: FormController<V> }) {
  const t = useT(shellCatalog);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
      <TextField
        form={form}
        name="password"
        label={t('password.label')}
        type="password"
        autoComplete="new-password"
        helper={t('password.helper', { min: PASSWORD_MIN_LENGTH })}
        isRequired
      />
      <TextField
        form={form}
        name="confirm_password"
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </SimpleGrid>
  );
}
