import { PatientLoginRequest } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useShell } from '../../shell-context';
import { AUDIENCE_PATHS } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';
import { safeNextPath } from '../common/safe-next';
import { CredentialsForm, type Credentials } from './credentials-form';
import { OtherWaysIn, RecoveryLinks } from './sign-in-links';
import { useT } from '@clinio/design-system';
import { shellCatalog } from '../../shell-catalog';

/** /patient-login: a patient signs in to the portal, then goes on to `next` or the portal. */
export function PatientLoginPage() {
  const t = useT(shellCatalog);
  const auth = useAuth();
  const { flags } = useShell().config;
  const navigate = useNavigate();
  const [params] = useSearchParams();

  async function signIn(credentials: Credentials) {
    await auth.loginPatient(credentials);
    void navigate(safeNextPath(params.get('next'), AUDIENCE_PATHS.patient.home), { replace: true });
  }

  return (
    <AuthLayout title={t('patientLogin.title')} lead={t('patientLogin.lead')}>
      <CredentialsForm
        usernameLabel={t('patientLogin.username')}
        check={(values) => PatientLoginRequest.safeParse(values)}
        send={signIn}
        // The API's 401 on sign-in is a wrong username or password (elsewhere it is an ended
        // session), so this page says it, in the patient's language.
        messageFor={(error, standard) =>
          error instanceof ApiError && error.status === 401 ? t('patientLogin.invalid') : standard
        }
        help={<RecoveryLinks audience="patient" />}
      />
      <OtherWaysIn
        ways={[
          {
            text: t('patientLogin.newHere'),
            link: t('patientLogin.register'),
            to: '/patient-registration',
            isShown: flags.ENABLE_REGISTRATION,
          },
          {
            text: t('patientLogin.staff'),
            link: t('patientLogin.staffSignIn'),
            to: '/login',
            isShown: flags.ENABLE_LOGIN,
          },
        ]}
      />
    </AuthLayout>
  );
}
