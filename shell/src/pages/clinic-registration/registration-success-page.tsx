import { useT } from '@clinio/design-system';
import { List, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { ButtonLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { staffCatalog } from '../../staff-texts/catalog';

function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** /registration-success: what happens next after the clinic sign-up. */
export function RegistrationSuccessPage() {
  const email = emailFrom(useLocation().state);
  const { flags } = useShell().config;
  const t = useT(staffCatalog);
  return (
    <AuthLayout title={t('regSuccess.title')}>
      <Stack gap="5">
        <Text role="status">
          {t('regSuccess.created')} {email ? <strong>{email}</strong> : t('regSuccess.theAddress')}.
        </Text>
        <List.Root as="ol" ps="5" gap="2">
          <List.Item>{t('regSuccess.step1')}</List.Item>
          <List.Item>{t('regSuccess.step2')}</List.Item>
          <List.Item>{t('regSuccess.step3')}</List.Item>
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('regSuccess.spam')}
        </Text>
        {flags.ENABLE_LOGIN ? (
          <ButtonLink to="/login" size="lg" width="full">
            {t('regSuccess.signIn')}
          </ButtonLink>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
