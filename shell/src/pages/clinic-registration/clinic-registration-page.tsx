import { Text } from '@chakra-ui/react';
import { useShell } from '../../shell-context';
import { AppLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { ClinicRegistrationForm } from './clinic-registration-form';

/** /register and /registration: one page, two addresses (spec 2.1). */
export function ClinicRegistrationPage() {
  const { flags } = useShell().config;
  return (
    <AuthLayout
      title="Register your clinic"
      lead="Start your free trial: set up your clinic and your own administrator account."
      width="lg"
    >
      <ClinicRegistrationForm />
      {flags.ENABLE_LOGIN ? (
        <Text mt="6" pt="5" borderTopWidth="1px" fontSize="sm">
          Already registered? <AppLink to="/login">Sign in</AppLink>
        </Text>
      ) : null}
    </AuthLayout>
  );
}
