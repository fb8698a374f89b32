import { createMockApi } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import { inForm, renderPage, validationFailure } from '../testing/render-page';
import { fill, user } from '../testing/user';

const TOKEN = 'r'.repeat(43);
const form = () => inForm('Choose a new password');

async function choose(password: string, confirmation = password) {
  await fill(form().getByLabelText(/^New password/), password);
  await fill(form().getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

it('renders behind /reset-password with the token from the link', async () => {
  renderPage(`/reset-password?token=${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  expect(document.title).toBe('Choose a new password — Clinio');
});

it('changes the password, then offers to sign in', async () => {
  const api = createMockApi().on('POST /api/reset-password', () => ({ detail: 'Password changed' }));
  renderPage(`/reset-password?token=${TOKEN}`, { api });
  await choose('a much better passphrase');

  expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(api.calls).toEqual([
    {
      method: 'POST',
      url: '/api/reset-password',
      body: {
        token: TOKEN,
        new_password: 'a much better passphrase',
        confirm_password: 'a much better passphrase',
      },
      endpoint: 'resetPassword',
    },
  ]);
});

it('uses the patient call and sign-in for /patient-reset-password', async () => {
  const api = createMockApi().on('POST /api/patients/reset-password', () => ({ detail: 'Password changed' }));
  renderPage(`/patient-reset-password?token=${TOKEN}`, { api });
  await choose('a much better passphrase');
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/patient-login');
});

it('checks length and match before sending', async () => {
  const { api } = renderPage(`/reset-password?token=${TOKEN}`);
  await choose('short');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

  await user.clear(form().getByLabelText(/^New password/));
  await choose('a much better passphrase', 'a much better passphrase!');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(form().getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toEqual([]);
});

it("shows the server's field messages inline and keeps what was typed", async () => {
  const api = createMockApi().on('POST /api/reset-password', () => {
    throw validationFailure([
      { field: 'new_password', message: 'This password is too common; choose one that is harder to guess' },
    ]);
  });
  renderPage(`/reset-password?token=${TOKEN}`, { api });
  await choose('qwertyuiop');
  expect(await screen.findByText(/This password is too common/)).toBeInTheDocument();
  expect(form().getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  expect(form().getByLabelText(/^New password/)).toHaveValue('qwertyuiop');
});

it('explains a used or expired link and offers a new one', async () => {
  const detail =
    'This password reset link is invalid, has already been used or has expired. Ask for a new one.';
  const api = createMockApi().on('POST /api/reset-password', () => {
    throw validationFailure([{ field: 'token', message: detail }]);
  });
  renderPage(`/reset-password?token=${TOKEN}`, { api });
  await choose('a much better passphrase');
  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
});

it('says a link without its token is incomplete', async () => {
  renderPage('/reset-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});
