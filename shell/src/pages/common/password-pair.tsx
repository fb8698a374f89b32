import { type FormController, TextField } from '@clinio/design-system';
import { PASSWORD_MIN_LENGTH } from '@clinio/contracts';
import { SimpleGrid } from '@chakra-ui/react';

interface PasswordValues {
  [field: string]: string | boolean;
  password: string;
  confirm_password: string;
}

/** A new password and its confirmation, side by side where there is room. */
export function PasswordPair<V extends PasswordValues>({ form }: { form: FormController<V> }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helper={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        isRequired
      />
      <TextField
        form={form}
        name="confirm_password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </SimpleGrid>
  );
}
