import type { TwoFactorChallenge } from '@clinio/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred } from '@clinio/platform/testing';
import type { AuthApi } from '../../auth/auth-context';
import { createFakeAuth } from '../testing/fake-auth';
import { apiError, inForm, networkFailure, renderPage } from '../testing/render-page';
import { fill, user } from '../testing/user';

const CHALLENGE: TwoFactorChallenge = {
  two_factor_required: true,
  challenge_token: 'ch-123',
  method: 'totp',
};

const signInForm = () => inForm('Sign in');
const signIn = () => user.click(screen.getByRole('button', { name: 'Sign in' }));

async function typeCredentials(username = 'dana.w', password = 'correct horse battery') {
  await fill(signInForm().getByLabelText(/^Username or email/), username);
  await fill(signInForm().getByLabelText(/^Password/), password);
}

it('shows the sign-in form with its links behind /login', async () => {
  renderPage('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(document.title).toBe('Sign in — Clinio');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/forgot-username');
  expect(screen.getByRole('link', { name: 'Patient sign-in' })).toHaveAttribute('href', '/patient-login');
  expect(screen.getByRole('link', { name: 'Register your clinic' })).toHaveAttribute('href', '/register');
});

it('hides the links to pages whose flag is off', async () => {
  renderPage('/login', { flags: { ENABLE_PATIENT_LOGIN: false, ENABLE_REGISTRATION: false } });
  await screen.findByRole('heading', { name: 'Sign in' });
  expect(screen.queryByRole('link', { name: 'Patient sign-in' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Register your clinic' })).not.toBeInTheDocument();
});

it('signs in and goes to /dashboard, with the button disabled meanwhile', async () => {
  const answer = deferred<{ kind: 'signed-in' }>();
  const auth = createFakeAuth({ loginStaff: () => answer.promise });
  const page = renderPage('/login', { auth });
  await typeCredentials();
  await signIn();

  expect(await screen.findByRole('button', { name: /Signing in/ })).toBeDisabled();
  expect(auth.loginStaff).toHaveBeenCalledWith({ username: 'dana.w', password: 'correct horse battery' });
  answer.resolve({ kind: 'signed-in' });
  await waitFor(() => expect(page.visited()).toContain('/dashboard'));
});

it('checks the form with the shared schema before sending', async () => {
  const { auth } = renderPage('/login');
  await signIn();
  expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(signInForm().getByLabelText(/^Username or email/)).toHaveAttribute('aria-invalid', 'true');
  expect(signInForm().getByLabelText(/^Username or email/)).toHaveFocus();
  expect(auth.loginStaff).not.toHaveBeenCalled();

  await user.type(signInForm().getByLabelText(/^Username or email/), 'd');
  expect(screen.queryByText('Username or email is required')).not.toBeInTheDocument();
});

it("shows the server's detail and keeps what was typed", async () => {
  const auth = createFakeAuth({
    loginStaff: () =>
      Promise.reject(apiError(401, { detail: 'Invalid username or password', code: 'unauthenticated' })),
  });
  renderPage('/login', { auth });
  await typeCredentials();
  await signIn();

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(signInForm().getByLabelText(/^Username or email/)).toHaveValue('dana.w');
  expect(signInForm().getByLabelText(/^Password/)).toHaveValue('correct horse battery');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

it('shows the 429 message as the server words it', async () => {
  const detail = 'Too many requests. Please wait a minute and try again.';
  const auth = createFakeAuth({
    loginStaff: () => Promise.reject(apiError(429, { detail, code: 'rate_limited' })),
  });
  renderPage('/login', { auth });
  await typeCredentials();
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
});

it('says so when the server cannot be reached', async () => {
  const auth = createFakeAuth({ loginStaff: () => Promise.reject(networkFailure()) });
  renderPage('/login', { auth });
  await typeCredentials();
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(/Network error/);
});

describe('two-factor step', () => {
  function renderWithChallenge(completeTwoFactor: AuthApi['completeTwoFactor'] = () => Promise.resolve()) {
    const auth = createFakeAuth({
      loginStaff: () => Promise.resolve({ kind: 'two-factor', challenge: CHALLENGE }),
      completeTwoFactor,
    });
    return renderPage('/login', { auth });
  }

  async function reachSecondStep() {
    await typeCredentials();
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
  }

  it('asks for the code, then finishes signing in', async () => {
    const page = renderWithChallenge();
    await reachSecondStep();
    expect(document.title).toBe('Two-step verification — Clinio');
    const code = inForm('Two-step verification').getByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    expect(
      screen.getByText(/6-digit code from your authenticator app, or one of your recovery codes/),
    ).toBeInTheDocument();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(page.auth.completeTwoFactor).toHaveBeenCalledWith('ch-123', '123456');
    await waitFor(() => expect(page.visited()).toContain('/dashboard'));
  });

  it('accepts a recovery code', async () => {
    const page = renderWithChallenge();
    await reachSecondStep();
    await user.type(screen.getByLabelText(/^Authentication code/), 'ab12-cd34-ef56');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(page.auth.completeTwoFactor).toHaveBeenCalledWith('ch-123', 'ab12-cd34-ef56');
  });

  it('refuses a short code before sending', async () => {
    const page = renderWithChallenge();
    await reachSecondStep();
    await user.type(screen.getByLabelText(/^Authentication code/), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(page.auth.completeTwoFactor).not.toHaveBeenCalled();
  });

  it("shows a wrong code's error and lets the person start over with their username kept", async () => {
    renderWithChallenge(() =>
      Promise.reject(apiError(401, { detail: 'Invalid code', code: 'unauthenticated' })),
    );
    await reachSecondStep();
    await user.type(screen.getByLabelText(/^Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText(/^Authentication code/)).toHaveValue('000000');

    await user.click(screen.getByRole('button', { name: 'Use a different account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(signInForm().getByLabelText(/^Username or email/)).toHaveValue('dana.w');
  });
});

it('greets a new staff member sent here after accepting an invitation, username filled in', async () => {
  renderPage('/login', {
    state: { notice: 'Your account at Harbour Physio is ready.', username: 'sam.lee' },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Your account at Harbour Physio is ready.');
  expect(signInForm().getByLabelText(/^Username or email/)).toHaveValue('sam.lee');
  expect(signInForm().getByLabelText(/^Password/)).toHaveFocus();
});

it('goes on to a local `next` path, but never to another site', async () => {
  const first = renderPage('/login?next=/verify-email');
  await typeCredentials();
  await signIn();
  await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
  expect(first.location().pathname).toBe('/verify-email');
  first.unmount();

  const second = renderPage('/login?next=//evil.example/phish');
  await typeCredentials();
  await signIn();
  await waitFor(() => expect(second.visited()).toContain('/dashboard'));
  expect(
    second
      .visited()
      .slice(1)
      .some((path) => path.includes('evil')),
  ).toBe(false);
});

it('sends once even when two submits arrive before React re-renders', async () => {
  const answer = deferred<{ kind: 'signed-in' }>();
  const auth = createFakeAuth({ loginStaff: () => answer.promise });
  renderPage('/login', { auth });
  await typeCredentials();
  const form = screen.getByRole('form', { name: 'Sign in' });
  act(() => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
  expect(auth.loginStaff).toHaveBeenCalledTimes(1);
  await act(async () => {
    answer.resolve({ kind: 'signed-in' });
    await answer.promise;
  });
});
