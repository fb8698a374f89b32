import { Notice, useT } from '@clinio/design-system';
import { List, Stack, Text } from '@chakra-ui/react';
import type { AuthorizeClinicResponse } from '@clinio/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { shellCatalog } from '../../shell-catalog';
import { AppLink, ButtonLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { withQuery } from '../common/safe-next';
import { AuthorizeClinicForm } from './authorize-clinic-form';

/** The patient sign-in that comes back here with the code, so nothing typed is lost. */
function signInPath(code: string | null, clinicId: string | null): string {
  return withQuery('/patient-login', { next: withQuery('/authorize-clinic', { code, clinic_id: clinicId }) });
}

/** /authorize-clinic[?clinic_id=&code=]: the patient lets a clinic see and update their record. */
export function AuthorizeClinicPage() {
  const auth = useAuth();
  const t = useT(shellCatalog);
  const [params] = useSearchParams();
  const clinicId = params.get('clinic_id');
  const [authorized, setAuthorized] = useState<AuthorizeClinicResponse | null>(null);
  const [signInCode, setSignInCode] = useState<string | null>(null);
  const isPatient = auth.snapshot.status === 'patient';

  function handleAuthorized(clinic: AuthorizeClinicResponse) {
    setSignInCode(null);
    setAuthorized(clinic);
    // The portal lists the authorized clinics from the profile.
    auth.reloadProfile().catch(() => undefined);
  }

  if (authorized !== null) {
    return (
      <AuthLayout title={t('authorize.doneTitle')}>
        <Stack gap="5">
          <Notice tone="success">{t('authorize.done', { clinic: authorized.clinic_name })}</Notice>
          <ButtonLink to="/patient-dashboard" size="lg" width="full">
            {t('authorize.toPortal')}
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('authorize.title')} lead={t('authorize.lead')}>
      <Stack gap="5">
        <Text>{t('authorize.means')}</Text>
        <List.Root ps="5" gap="1" mt="-3">
          <List.Item>{t('authorize.meansSee')}</List.Item>
          <List.Item>{t('authorize.meansRevoke')}</List.Item>
        </List.Root>
        {signInCode !== null ? (
          // The server found no patient session (401).
          <Notice tone="error">
            {t('authorize.signInFirst')}{' '}
            <AppLink to={signInPath(signInCode, clinicId)}>{t('authorize.patientSignIn')}</AppLink>
          </Notice>
        ) : auth.snapshot.status === 'signed-out' ? (
          <Notice tone="info">
            {t('authorize.needSignIn')}{' '}
            <AppLink to={signInPath(params.get('code'), clinicId)}>{t('authorize.patientSignIn')}</AppLink>
          </Notice>
        ) : null}
        <AuthorizeClinicForm
          initialCode={params.get('code') ?? ''}
          clinicId={clinicId}
          onAuthorized={handleAuthorized}
          onNeedsSignIn={setSignInCode}
        />
        {isPatient ? (
          <AppLink to="/patient-dashboard" alignSelf="center" fontSize="sm">
            {t('authorize.skip')}
          </AppLink>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
