import { useForm } from '@clinio/platform';
import { Form, SubmitButton, TextField, useT } from '@clinio/design-system';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { PatientRegistrationRequest } from '@clinio/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useShell } from '../../shell-context';
import { AppLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { PasswordPair } from '../common/password-pair';
import { withQuery } from '../common/safe-next';
import { shellCatalog } from '../../shell-catalog';

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
  const t = useT(shellCatalog);
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
    <AuthLayout title={t('register.title')} lead={t('register.lead')} width="lg">
      <Form form={form} label={t('register.title')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField
            form={form}
            name="first_name"
            label={t('register.firstName')}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            form={form}
            name="last_name"
            label={t('register.lastName')}
            autoComplete="family-name"
            isRequired
          />
          <TextField
            form={form}
            name="email"
            label={t('register.email')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <TextField
            form={form}
            name="phone_number"
            label={t('register.phone')}
            type="tel"
            autoComplete="tel"
          />
          <TextField
            form={form}
            name="date_of_birth"
            label={t('register.dateOfBirth')}
            type="date"
            autoComplete="bday"
          />
          <TextField
            form={form}
            name="username"
            label={t('register.username')}
            autoComplete="username"
            isRequired
          />
        </SimpleGrid>
        <PasswordPair form={form} />
        <SubmitButton isSending={form.isSending} sendingText={t('register.sending')}>
          {t('register.submit')}
        </SubmitButton>
      </Form>
      {flags.ENABLE_PATIENT_LOGIN ? (
        <Text mt="6" pt="5" borderTopWidth="1px" fontSize="sm">
          {t('register.haveAccount')} <AppLink to="/patient-login">{t('register.signIn')}</AppLink>
        </Text>
      ) : null}
    </AuthLayout>
  );
}
