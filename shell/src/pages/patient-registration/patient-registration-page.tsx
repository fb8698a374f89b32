import { useForm } from '@clinio/platform';
import { Form, SubmitButton, TextField } from '@clinio/design-system';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { PatientRegistrationRequest } from '@clinio/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useShell } from '../../shell-context';
import { AppLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { PasswordPair } from '../common/password-pair';
import { withQuery } from '../common/safe-next';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  phone_number: '',
  date_of_birth: '',
  password: '',
  confirm_password: '',
};

/** /patient-registration: a patient account; once signed in, on to linking a clinic (spec 2.1). */
export function PatientRegistrationPage() {
  const auth = useAuth();
  const { flags } = useShell().config;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm({
    initial: EMPTY,
    check: ({ date_of_birth, ...values }) =>
      PatientRegistrationRequest.safeParse({ ...values, date_of_birth: date_of_birth || undefined }),
    send: async (request) => {
      await auth.registerPatient(request);
      // A clinic's sign-up link may carry its code: keep it for the next step.
      const next = withQuery('/authorize-clinic', {
        code: params.get('code'),
        clinic_id: params.get('clinic_id'),
      });
      void navigate(next, { replace: true });
    },
  });
  return (
    <AuthLayout
      title="Create your patient account"
      lead="One account for every clinic you visit: appointments, forms and bills in one place."
      width="lg"
    >
      <Form form={form} label="Create your patient account">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField form={form} name="first_name" label="First name" autoComplete="given-name" isRequired />
          <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" isRequired />
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" isRequired />
          <TextField form={form} name="phone_number" label="Phone" type="tel" autoComplete="tel" />
          <TextField form={form} name="date_of_birth" label="Date of birth" type="date" autoComplete="bday" />
          <TextField form={form} name="username" label="Username" autoComplete="username" isRequired />
        </SimpleGrid>
        <PasswordPair form={form} />
        <SubmitButton isSending={form.isSending} sendingText="Creating your account...">
          Create account
        </SubmitButton>
      </Form>
      {flags.ENABLE_PATIENT_LOGIN ? (
        <Text mt="6" pt="5" borderTopWidth="1px" fontSize="sm">
          Already have an account? <AppLink to="/patient-login">Sign in</AppLink>
        </Text>
      ) : null}
    </AuthLayout>
  );
}
