import { PatientLoginRequest } from '@clinio/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useShell } from '../../shell-context';
import { AUDIENCE_PATHS } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';
import { safeNextPath } from '../common/safe-next';
import { CredentialsForm, type Credentials } from './credentials-form';
import { OtherWaysIn, RecoveryLinks } from './sign-in-links';

/** /patient-login: a patient signs in to the portal, then goes on to `next` or the portal. */
export function PatientLoginPage() {
  const auth = useAuth();
  const { flags } = useShell().config;
  const navigate = useNavigate();
  const [params] = useSearchParams();

  async function signIn(credentials: Credentials) {
    await auth.loginPatient(credentials);
    void navigate(safeNextPath(params.get('next'), AUDIENCE_PATHS.patient.home), { replace: true });
  }

  return (
    <AuthLayout
      title="Patient sign-in"
      lead="See your appointments, forms and bills, and the clinics you trust."
    >
      <CredentialsForm
        usernameLabel="Username or email"
        check={(values) => PatientLoginRequest.safeParse(values)}
        send={signIn}
        help={<RecoveryLinks audience="patient" />}
      />
      <OtherWaysIn
        ways={[
          {
            text: 'New here?',
            link: 'Create a patient account',
            to: '/patient-registration',
            isShown: flags.ENABLE_REGISTRATION,
          },
          { text: 'Clinic staff?', link: 'Staff sign-in', to: '/login', isShown: flags.ENABLE_LOGIN },
        ]}
      />
    </AuthLayout>
  );
}
