import { useForm } from '@clinio/platform';
import { Form, SubmitButton, TextField } from '@clinio/design-system';
import { SimpleGrid } from '@chakra-ui/react';
import { StaffRegistrationRequest, type InvitationPreview } from '@clinio/contracts';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { PasswordPair } from '../common/password-pair';

/** Accepts the invitation: the person chooses a username and password and is signed in. */
export function StaffRegisterForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm({
    initial: {
      username: '',
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      password: '',
      confirm_password: '',
    },
    check: (values) => StaffRegistrationRequest.safeParse({ token, ...values }),
    send: async (request) => {
      await auth.acceptInvitation(request);
      void navigate('/dashboard', { replace: true });
    },
  });
  return (
    <Form form={form} label="Create your account">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <TextField form={form} name="first_name" label="First name" autoComplete="given-name" isRequired />
        <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" isRequired />
      </SimpleGrid>
      <TextField
        form={form}
        name="username"
        label="Username"
        autoComplete="username"
        helper="3 to 40 letters, digits, dots, dashes or underscores. You sign in with it or your e-mail."
        isRequired
      />
      <PasswordPair form={form} />
      <SubmitButton isSending={form.isSending} sendingText="Creating your account...">
        Create account
      </SubmitButton>
    </Form>
  );
}
