import { Stack, Text } from '@chakra-ui/react';
import { Button, Notice, PageSpinner, useT } from '@clinio/design-system';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { AppLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { InvitationSummary } from './invitation-summary';
import { StaffRegisterForm } from './staff-register-form';
import { useInvitation } from './use-invitation';
import { staffCatalog } from '../../staff-texts/catalog';

function InvalidInvitation({ canSignIn }: { canSignIn: boolean }) {
  const t = useT(staffCatalog);
  return (
    <Stack gap="5">
      <Notice tone="error">{t('staffReg.invalid')}</Notice>
      {canSignIn ? (
        <Text fontSize="sm">
          {t('staffReg.already')} <AppLink to="/login">{t('staffReg.signIn')}</AppLink>
        </Text>
      ) : null}
    </Stack>
  );
}

/** /staff-register?token=: accept an invitation from a clinic (spec 2.1). */
export function StaffRegisterPage() {
  const token = useSearchParams()[0].get('token');
  const t = useT(staffCatalog);
  const { flags } = useShell().config;
  return (
    <AuthLayout title={t('staffReg.title')} width="lg">
      {token === null || token.length < 10 ? (
        <InvalidInvitation canSignIn={flags.ENABLE_LOGIN} />
      ) : (
        <Invitation key={token} token={token} canSignIn={flags.ENABLE_LOGIN} />
      )}
    </AuthLayout>
  );
}

function Invitation({ token, canSignIn }: { token: string; canSignIn: boolean }) {
  const { api } = useShell();
  const t = useT(staffCatalog);
  const { state, retry } = useInvitation(api, token);
  switch (state.status) {
    case 'loading':
      return <PageSpinner fullPage={false} label={t('staffReg.loading')} />;
    case 'invalid':
      return <InvalidInvitation canSignIn={canSignIn} />;
    case 'failed':
      return (
        <Stack gap="5">
          <Notice tone="error">{t('staffReg.failed')}</Notice>
          <Button size="lg" width="full" onClick={retry}>
            {t('staffReg.retry')}
          </Button>
        </Stack>
      );
    case 'ready':
      return (
        <>
          <Text color="fg.muted" mb="4">
            {t('staffReg.invited', { clinic: state.invitation.clinic_name })}
          </Text>
          <InvitationSummary invitation={state.invitation} />
          <StaffRegisterForm token={token} invitation={state.invitation} />
        </>
      );
  }
}
