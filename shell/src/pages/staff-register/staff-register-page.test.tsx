import type { InvitationPreview } from '@clinio/contracts';
import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { apiError, inForm, networkFailure, renderPage, validationFailure } from '../testing/render-page';
import { createFakeAuth } from '../testing/fake-auth';
import { fill, user } from '../testing/user';

const TOKEN = 'i'.repeat(43);
const PREVIEW_CALL = `GET /api/staff-invitations/${TOKEN}` as const;
const INVITATION: InvitationPreview = {
  email: 'sam@harbourphysio.example',
  clinic_name: 'Harbour Physio',
  role_name: 'front_desk',
  first_name: 'Sam',
  last_name: 'Lee',
  expires_at: '2026-12-01T09:00:00Z',
};

const form = () => inForm('Create your account');

async function accept(username = 'sam.lee') {
  await fill(await screen.findByLabelText(/^Username/), username);
  await fill(form().getByLabelText(/^Password/), 'seaside clinic mornings');
  await fill(form().getByLabelText(/^Confirm password/), 'seaside clinic mornings');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

it('loads the invitation behind /staff-register and shows clinic, role and e-mail', async () => {
  const api = createMockApi().on(PREVIEW_CALL, () => INVITATION);
  renderPage(`/staff-register?token=${TOKEN}`, { api });
  expect(screen.getByRole('heading', { level: 1, name: 'Join your clinic' })).toBeInTheDocument();
  expect(document.title).toBe('Join your clinic — Clinio');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your invitation');

  expect(await screen.findByText('Front desk')).toBeInTheDocument();
  expect(screen.getAllByText(/Harbour Physio/).length).toBeGreaterThan(0);
  expect(screen.getByText('sam@harbourphysio.example')).toBeInTheDocument();
  expect(form().getByLabelText(/^First name/)).toHaveValue('Sam');
  expect(form().getByLabelText(/^Last name/)).toHaveValue('Lee');
});

it('creates the account and signs the person in, straight to the dashboard', async () => {
  const api = createMockApi().on(PREVIEW_CALL, () => INVITATION);
  const auth = createFakeAuth();
  const page = renderPage(`/staff-register?token=${TOKEN}`, { api, auth });
  await accept();

  await waitFor(() => expect(page.location().pathname).toBe('/dashboard'));
  expect(auth.acceptInvitation).toHaveBeenCalledWith({
    token: TOKEN,
    username: 'sam.lee',
    first_name: 'Sam',
    last_name: 'Lee',
    password: 'seaside clinic mornings',
    confirm_password: 'seaside clinic mornings',
  });
  expect(auth.loginStaff).not.toHaveBeenCalled();
});

it('says clearly when the invitation is invalid or expired', async () => {
  const api = createMockApi().on(PREVIEW_CALL, () => {
    throw apiError(404, { detail: 'Not found', code: 'not_found' });
  });
  renderPage(`/staff-register?token=${TOKEN}`, { api });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This invitation link is invalid or has expired',
  );
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

it('says the same for a link without its token, without calling the server', async () => {
  const page = renderPage('/staff-register');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This invitation link is invalid or has expired',
  );
  expect(page.api.calls).toEqual([]);
});

it('offers to try again when the invitation could not be loaded', async () => {
  let isOffline = true;
  const api = createMockApi().on(PREVIEW_CALL, () => {
    if (isOffline) throw networkFailure();
    return INVITATION;
  });
  renderPage(`/staff-register?token=${TOKEN}`, { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your invitation');
  isOffline = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Front desk')).toBeInTheDocument();
});

it('checks the form before sending', async () => {
  const api = createMockApi().on(PREVIEW_CALL, () => INVITATION);
  renderPage(`/staff-register?token=${TOKEN}`, { api });
  await fill(await screen.findByLabelText(/^Username/), 'x');
  await fill(form().getByLabelText(/^Password/), 'seaside clinic mornings');
  await fill(form().getByLabelText(/^Confirm password/), 'seaside clinic evenings');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(/Use 3 to 40 letters/)).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(api.calls).toHaveLength(1);
});

it("shows the server's field errors inline, keeping what was typed", async () => {
  const api = createMockApi().on(PREVIEW_CALL, () => INVITATION);
  const auth = createFakeAuth({
    acceptInvitation: () =>
      Promise.reject(validationFailure([{ field: 'username', message: 'This username is taken' }])),
  });
  renderPage(`/staff-register?token=${TOKEN}`, { api, auth });
  await accept('taken.name');
  expect(await screen.findByText('This username is taken')).toBeInTheDocument();
  expect(form().getByLabelText(/^Username/)).toHaveValue('taken.name');
  await waitFor(() => expect(form().getByLabelText(/^Username/)).toHaveFocus());
});
