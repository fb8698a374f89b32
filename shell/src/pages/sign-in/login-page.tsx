import { Notice, useT } from '@clinio/design-system';
import { LoginRequest, type TwoFactorChallenge } from '@clinio/contracts';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { shellCatalog } from '../../shell-catalog';
import { useShell } from '../../shell-context';
import { AUDIENCE_PATHS } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';
import { safeNextPath } from '../common/safe-next';
import { readArrivalNotice } from './arrival-notice';
import { CredentialsForm, type Credentials } from './credentials-form';
import { OtherWaysIn, RecoveryLinks } from './sign-in-links';
import { TwoFactorForm } from './two-factor-form';

/** /login: staff sign-in, with the two-factor step when the account has it on (spec 2.1, 4.1). */
export function LoginPage() {
  const auth = useAuth();
  const t = useT(shellCatalog);
  const { flags } = useShell().config;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const arrival = readArrivalNotice(useLocation().state);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [lastUsername, setLastUsername] = useState(arrival.username);

  const finish = () =>
    void navigate(safeNextPath(params.get('next'), AUDIENCE_PATHS.staff.home), { replace: true });

  async function signIn(credentials: Credentials) {
    setLastUsername(credentials.username);
    const result = await auth.loginStaff(credentials);
    if (result.kind === 'two-factor') setChallenge(result.challenge);
    else finish();
  }

  if (challenge !== null) {
    return (
      <AuthLayout title={t('login.twoFactorTitle')} lead={t('login.twoFactorLead')}>
        <TwoFactorForm
          challenge={challenge}
          send={async ({ challenge_token, code }) => {
            await auth.completeTwoFactor(challenge_token, code);
            finish();
          }}
          onStartOver={() => setChallenge(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.title')} lead={t('login.lead')}>
      <Stack gap="5">
        {arrival.notice ? <Notice tone="success">{arrival.notice}</Notice> : null}
        <CredentialsForm
          usernameLabel={t('login.username')}
          initialUsername={lastUsername}
          check={(values) => LoginRequest.safeParse(values)}
          send={signIn}
          help={<RecoveryLinks audience="staff" />}
        />
      </Stack>
      <OtherWaysIn
        ways={[
          {
            text: t('login.patient'),
            link: t('login.patientSignIn'),
            to: '/patient-login',
            isShown: flags.ENABLE_PATIENT_LOGIN,
          },
          {
            text: t('login.newToClinio'),
            link: t('login.register'),
            to: '/register',
            isShown: flags.ENABLE_REGISTRATION,
          },
        ]}
      />
    </AuthLayout>
  );
}
