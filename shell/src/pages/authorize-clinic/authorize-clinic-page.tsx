import { Notice } from '@clinio/design-system';
import { List, Stack, Text } from '@chakra-ui/react';
import type { AuthorizeClinicResponse } from '@clinio/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
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
      <AuthLayout title="Clinic authorized">
        <Stack gap="5">
          <Notice tone="success">
            {authorized.clinic_name} can now see and update your patient record. You can revoke this at any
            time from your patient portal.
          </Notice>
          <ButtonLink to="/patient-dashboard" size="lg" width="full">
            Go to your patient portal
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Authorize your clinic" lead="Link your patient account to the clinic that treats you.">
      <Stack gap="5">
        <Text>Authorizing a clinic means:</Text>
        <List.Root ps="5" gap="1" mt="-3">
          <List.Item>
            the clinic can see and update your patient record (details, appointments, forms and bills);
          </List.Item>
          <List.Item>you can revoke it at any time from your patient portal.</List.Item>
        </List.Root>
        {signInCode !== null ? (
          // The server found no patient session (401).
          <Notice tone="error">
            Sign in as a patient first, then authorize your clinic.{' '}
            <AppLink to={signInPath(signInCode, clinicId)}>Patient sign-in</AppLink>
          </Notice>
        ) : auth.snapshot.status === 'signed-out' ? (
          <Notice tone="info">
            You need to be signed in as a patient to authorize a clinic.{' '}
            <AppLink to={signInPath(params.get('code'), clinicId)}>Patient sign-in</AppLink>
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
            Skip for now
          </AppLink>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
