import { useT } from '@clinio/design-system';
import { SystemLoginRequest } from '@clinio/contracts';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSystemAdminAuth } from '../../auth/auth-context';
import { AuthLayout } from '../common/auth-layout';
import { CredentialsForm, type Credentials } from '../sign-in/credentials-form';
import { systemAdminLoginMessage } from './system-admin-failure';
import { staffCatalog } from '../../staff-texts/catalog';

/** /system-admin-login: the platform operator's own sign-in, with his own token (spec 4.7). */
export function SystemAdminLoginPage() {
  const t = useT(staffCatalog);
  const systemAdmin = useSystemAdminAuth();
  const navigate = useNavigate();

  if (systemAdmin.status === 'signed-in') return <Navigate to="/system-admin" replace />;

  async function signIn({ username, password }: Credentials) {
    await systemAdmin.login(username, password);
    void navigate('/system-admin', { replace: true });
  }

  return (
    <AuthLayout title={t('systemAdmin.signInTitle')} lead={t('systemAdmin.signInLead')}>
      <CredentialsForm
        usernameLabel={t('systemAdmin.username')}
        check={(values) => SystemLoginRequest.safeParse(values)}
        send={signIn}
        messageFor={(error) => systemAdminLoginMessage(error)}
      />
    </AuthLayout>
  );
}
