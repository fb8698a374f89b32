import { useT } from '@clinio/design-system';
import { Text } from '@chakra-ui/react';
import { useShell } from '../../shell-context';
import { AppLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { ClinicRegistrationForm } from './clinic-registration-form';
import { staffCatalog } from '../../staff-texts/catalog';

/** /register and /registration: one page, two addresses (spec 2.1). */
export function ClinicRegistrationPage() {
  const { flags } = useShell().config;
  const t = useT(staffCatalog);
  return (
    <AuthLayout title={t('clinicReg.title')} lead={t('clinicReg.lead')} width="lg">
      <ClinicRegistrationForm />
      {flags.ENABLE_LOGIN ? (
        <Text mt="6" pt="5" borderTopWidth="1px" fontSize="sm">
          {t('clinicReg.already')} <AppLink to="/login">{t('clinicReg.signIn')}</AppLink>
        </Text>
      ) : null}
    </AuthLayout>
  );
}
