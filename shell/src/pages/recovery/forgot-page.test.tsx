import { createMockApi } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import { apiError, inForm, networkFailure, renderPage } from '../testing/render-page';
import { fill, user } from '../testing/user';

const CONFIRMATION = /If an account exists for that address, we sent an e-mail/;

const PAGES = [
  {
    path: '/forgot-password',
    call: '/api/forgot-password',
    endpoint: 'requestPasswordReset',
    title: 'Forgot your password?',
    submit: 'Send reset link',
  },
  {
    path: '/forgot-username',
    call: '/api/forgot-username',
    endpoint: 'requestUsernameReminder',
    title: 'Forgot your username?',
    submit: 'Send my username',
  },
  {
    path: '/patient-forgot-password',
    call: '/api/patients/forgot-password',
    endpoint: 'requestPatientPasswordReset',
    title: 'Forgot your password?',
    submit: 'Send reset link',
  },
  {
    path: '/patient-forgot-username',
    call: '/api/patients/forgot-username',
    endpoint: 'requestPatientUsernameReminder',
    title: 'Forgot your username?',
    submit: 'Send my username',
  },
] as const;

async function ask(page: (typeof PAGES)[number], email: string) {
  await fill(inForm(page.title).getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: page.submit }));
}

describe.each(PAGES)('$path', (page) => {
  it('renders behind its route with one h1 and a title', async () => {
    renderPage(page.path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${page.title} — Clinio`);
  });

  it('sends the address and shows the confirmation', async () => {
    const api = createMockApi().on(`POST ${page.call}`, () => ({ detail: 'Accepted' }));
    renderPage(page.path, { api });
    await ask(page, ' dana@harbourphysio.example ');
    expect(await screen.findByText(CONFIRMATION)).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: page.call,
        body: { email: 'dana@harbourphysio.example' },
        endpoint: page.endpoint,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('checks the address before sending', async () => {
    const { api } = renderPage(page.path);
    await ask(page, 'not-an-address');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

it('shows the same confirmation whatever the server answers (no account enumeration)', async () => {
  const answers = [
    () => ({ detail: 'Accepted' }),
    () => {
      throw apiError(404, { detail: 'No account with that e-mail', code: 'not_found' });
    },
    () => {
      throw apiError(429, { detail: 'Too many requests', code: 'rate_limited' });
    },
    () => {
      throw apiError(500, { detail: 'Internal error', code: 'internal_error' });
    },
  ];
  const seen: string[] = [];
  for (const answer of answers) {
    const api = createMockApi().on('POST /api/forgot-password', answer);
    const view = renderPage('/forgot-password', { api });
    await ask(PAGES[0], 'someone@example.com');
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent(CONFIRMATION);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    seen.push(message.textContent);
    view.unmount();
  }
  expect(new Set(seen).size).toBe(1);
});

it('says so, keeping the address, only when no answer came at all', async () => {
  const api = createMockApi().on('POST /api/forgot-username', () => {
    throw networkFailure();
  });
  renderPage('/forgot-username', { api });
  await ask(PAGES[1], 'someone@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(/Network error/);
  expect(inForm('Forgot your username?').getByLabelText(/^Email/)).toHaveValue('someone@example.com');
});
