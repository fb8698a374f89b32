import { createMockApi, deferred } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import { createFakeAuth, PATIENT_SNAPSHOT, STAFF_SNAPSHOT } from '../testing/fake-auth';
import { apiError, networkFailure, renderPage } from '../testing/render-page';
import { user } from '../testing/user';

const TOKEN = 'v'.repeat(43);
const INVALID =
  'This confirmation link is invalid, has already been used or has expired. Sign in to ask for a new one.';

function failingApi(url: string) {
  return createMockApi().on(`POST ${url}`, () => {
    throw apiError(400, {
      detail: INVALID,
      code: 'validation_error',
      fields: [{ field: 'token', message: INVALID }],
    });
  });
}

it('confirms the address on arrival, with a spinner meanwhile', async () => {
  const answer = deferred<unknown>();
  const api = createMockApi().on('POST /api/verify-email', () => answer.promise);
  renderPage(`/verify-email?token=${TOKEN}`, { api });

  expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
  expect(document.title).toBe('Confirm your e-mail address — Clinio');
  expect(await screen.findByRole('status')).toHaveTextContent('Confirming your e-mail address');
  answer.resolve({ detail: 'Confirmed' });

  expect(await screen.findByText(/your e-mail address is confirmed/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(api.calls).toEqual([
    { method: 'POST', url: '/api/verify-email', body: { token: TOKEN }, endpoint: 'verifyEmail' },
  ]);
});

it('uses the patient call for a patient link, and reloads a signed-in patient’s profile', async () => {
  const api = createMockApi().on('POST /api/patients/verify-email', () => ({ detail: 'Confirmed' }));
  const auth = createFakeAuth({ snapshot: PATIENT_SNAPSHOT });
  renderPage(`/verify-email?token=${TOKEN}&kind=patient`, { api, auth });

  expect(await screen.findByText(/your e-mail address is confirmed/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/patient-dashboard');
  expect(api.calls.map((call) => call.url)).toEqual(['/api/patients/verify-email']);
  expect(auth.reloadProfile).toHaveBeenCalledTimes(1);
});

it('explains a bad link, and asks a signed-out visitor to sign in for a new one', async () => {
  renderPage(`/verify-email?token=${TOKEN}`, { api: failingApi('/api/verify-email') });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This confirmation link is invalid or has expired.',
  );
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fverify-email',
  );
});

it('lets a signed-in staff member request a new link after a failure', async () => {
  const api = failingApi('/api/verify-email').on('POST /api/verify-email/resend', () => ({ detail: 'Sent' }));
  renderPage(`/verify-email?token=${TOKEN}`, { api, auth: createFakeAuth({ snapshot: STAFF_SNAPSHOT }) });

  await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText(/We sent a new link to your e-mail address/)).toBeInTheDocument();
  expect(api.calls.map((call) => call.url)).toEqual(['/api/verify-email', '/api/verify-email/resend']);
});

it("shows the server's word when a new link cannot be sent", async () => {
  const api = failingApi('/api/verify-email').on('POST /api/verify-email/resend', () => {
    throw apiError(409, { detail: 'Your e-mail address is already confirmed.', code: 'conflict' });
  });
  renderPage(`/verify-email?token=${TOKEN}`, { api, auth: createFakeAuth({ snapshot: STAFF_SNAPSHOT }) });
  await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('Your e-mail address is already confirmed.')).toBeInTheDocument();
});

it('offers to try again when the server could not be reached, without spending the link', async () => {
  let isOffline = true;
  const api = createMockApi().on('POST /api/verify-email', () => {
    if (isOffline) throw networkFailure();
    return { detail: 'Confirmed' };
  });
  renderPage(`/verify-email?token=${TOKEN}`, { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Clinio');

  isOffline = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/your e-mail address is confirmed/)).toBeInTheDocument();
  expect(api.calls).toHaveLength(2);
});

it('offers a signed-in staff member a new link when the page is opened without a token', async () => {
  renderPage('/verify-email', { auth: createFakeAuth({ snapshot: STAFF_SNAPSHOT }) });
  expect(await screen.findByText(/Your address is not confirmed yet/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
});

it('renders whatever the launch flags say', async () => {
  renderPage(`/verify-email?token=${TOKEN}`, {
    api: createMockApi().on('POST /api/verify-email', () => ({ detail: 'Confirmed' })),
    flags: { ENABLE_LOGIN: false, ENABLE_PATIENT_LOGIN: false, ENABLE_REGISTRATION: false },
  });
  expect(await screen.findByText(/your e-mail address is confirmed/)).toBeInTheDocument();
});

it('spends the single-use link once, even when React runs the effect twice', async () => {
  const api = createMockApi().on('POST /api/verify-email', () => ({ detail: 'Confirmed' }));
  renderPage(`/verify-email?token=${TOKEN}`, { api, isStrict: true });
  expect(await screen.findByText(/your e-mail address is confirmed/)).toBeInTheDocument();
  expect(api.calls).toHaveLength(1);
});
