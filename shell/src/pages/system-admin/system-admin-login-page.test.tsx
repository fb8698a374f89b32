import { screen, waitFor } from '@testing-library/react';
import { createFakeSystemAdminAuth } from '../testing/fake-auth';
import { apiError, inForm, networkFailure, renderPage } from '../testing/render-page';
import { fill, user } from '../testing/user';
import { systemAdminLoginMessage } from './system-admin-failure';

const form = () => inForm('Sign in');

async function signIn() {
  await fill(form().getByLabelText(/^Username/), 'root.ops');
  await fill(form().getByLabelText(/^Password/), 'long operator passphrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('shows its own sign-in behind /system-admin-login, whatever the launch flags', async () => {
  renderPage('/system-admin-login', {
    flags: { ENABLE_LOGIN: false, ENABLE_PATIENT_LOGIN: false, ENABLE_REGISTRATION: false },
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'System administrator sign-in' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('System administrator sign-in — Clinio');
  expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
});

it('signs in through the system-admin provider and goes to /system-admin', async () => {
  const page = renderPage('/system-admin-login');
  await signIn();
  expect(page.systemAdmin.login).toHaveBeenCalledWith('root.ops', 'long operator passphrase');
  await waitFor(() => expect(page.visited()).toContain('/system-admin'));
});

it('checks the form before sending', async () => {
  const page = renderPage('/system-admin-login');
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  expect(page.systemAdmin.login).not.toHaveBeenCalled();
});

it("shows the server's detail", async () => {
  const systemAdmin = createFakeSystemAdminAuth({
    login: () => Promise.reject(apiError(401, { detail: 'Invalid credentials', code: 'unauthenticated' })),
  });
  renderPage('/system-admin-login', { systemAdmin });
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid credentials$/);
  expect(form().getByLabelText(/^Username/)).toHaveValue('root.ops');
});

it("says 'Network error' when the server cannot be reached", async () => {
  const systemAdmin = createFakeSystemAdminAuth({ login: () => Promise.reject(networkFailure()) });
  renderPage('/system-admin-login', { systemAdmin });
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Network error$/);
});

it("says 'Login failed' when the server gives no detail", () => {
  const noDetail = apiError(500, { detail: '', code: 'internal_error' });
  expect(systemAdminLoginMessage(noDetail)).toBe('Login failed');
  expect(systemAdminLoginMessage(new Error('boom'))).toBe('Login failed');
});

it('sends an administrator who is already signed in straight to /system-admin', async () => {
  const page = renderPage('/system-admin-login', {
    systemAdmin: createFakeSystemAdminAuth({
      status: 'signed-in',
      admin: { id: 'a1', username: 'root.ops', email: 'ops@clinio.example', name: 'Ops' },
    }),
  });
  await waitFor(() => expect(page.location().pathname).toBe('/system-admin'));
});
