import { useForm } from '@clinio/platform';
import { Form, SubmitButton, TextField, useT } from '@clinio/design-system';
import { SimpleGrid } from '@chakra-ui/react';
import { StaffRegistrationRequest, type InvitationPreview } from '@clinio/contracts';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { PasswordPair } from '../common/password-pair';
import { staffCatalog } from '../../staff-texts/catalog';

/** Accepts the invitation: the person chooses a username and password and is signed in. */
export function StaffRegisterForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const auth = useAuth();
  const t = useT(staffCatalog);
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
    <Form form={form} label={t('staffReg.formLabel')}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <TextField
          form={form}
          name="first_name"
          label={t('staffReg.firstName')}
          autoComplete="given-name"
          isRequired
        />
        <TextField
          form={form}
          name="last_name"
          label={t('staffReg.lastName')}
          autoComplete="family-name"
          isRequired
        />
      </SimpleGrid>
      <TextField
        form={form}
        name="username"
        label={t('staffReg.username')}
        autoComplete="username"
        helper={t('staffReg.usernameHelper')}
        isRequired
      />
      <PasswordPair form={form} />
      <SubmitButton isSending={form.isSending} sendingText={t('staffReg.sending')}>
        {t('staffReg.submit')}
      </SubmitButton>
    </Form>
  );
}
