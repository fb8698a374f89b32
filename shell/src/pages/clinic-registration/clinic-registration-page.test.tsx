import { createMockApi, deferred } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { apiError, inForm, renderPage, validationFailure } from '../testing/render-page';
import { fill, user } from '../testing/user';

const form = () => inForm('Register your clinic');
const field = (label: RegExp) => form().getByLabelText(label);
const submit = () => user.click(screen.getByRole('button', { name: 'Create clinic account' }));

async function fillValidForm() {
  await fill(field(/^Clinic name/), 'Harbour Physio');
  await fill(field(/^Branch name/), 'Harbour Street');
  await user.selectOptions(field(/^Time zone/), 'Europe/Dublin');
  await fill(field(/^First name/), 'Dana');
  await fill(field(/^Last name/), 'Whitfield');
  await fill(field(/^Username/), 'dana.w');
  await fill(field(/^Email/), 'dana@harbourphysio.example');
  await fill(field(/^Phone/), '+353 1 555 0142');
  await fill(field(/^Password/), 'tide pool lantern');
  await fill(field(/^Confirm password/), 'tide pool lantern');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

const CREATED = {
  detail: 'Created',
  tenant_id: '6f1c2a9e-5b7d-4c3e-8a1f-0e2d3c4b5a69',
  clinic_id: '7a2d3b0f-6c8e-4d4f-9b2a-1f3e4d5c6b7a',
  email: 'dana@harbourphysio.example',
};

it.each(['/register', '/registration'])('renders the sign-up form behind %s', async (path) => {
  renderPage(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Register your clinic' })).toBeInTheDocument();
  expect(document.title).toBe('Register your clinic — Clinio');
  for (const label of [
    /^Clinic name/,
    /^Branch name/,
    /^Time zone/,
    /^First name/,
    /^Last name/,
    /^Username/,
    /^Email/,
    /^Phone/,
    /^Password/,
    /^Confirm password/,
  ]) {
    expect(field(label)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /terms of service/ })).toHaveAttribute('href', '/terms');
});

it("preselects the browser's time zone", async () => {
  renderPage('/register');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(await screen.findByLabelText(/^Time zone/)).toHaveValue(zone);
});

it('creates the clinic and shows what happens next, with the e-mail address', async () => {
  const answer = deferred<unknown>();
  const api = createMockApi().on('POST /api/register', () => answer.promise);
  const page = renderPage('/register', { api });
  await fillValidForm();
  await submit();

  expect(await screen.findByRole('button', { name: /Creating your account/ })).toBeDisabled();
  expect(api.calls).toEqual([
    {
      method: 'POST',
      url: '/api/register',
      body: {
        clinic_name: 'Harbour Physio',
        branch_name: 'Harbour Street',
        timezone: 'Europe/Dublin',
        first_name: 'Dana',
        last_name: 'Whitfield',
        username: 'dana.w',
        email: 'dana@harbourphysio.example',
        phone: '+353 1 555 0142',
        password: 'tide pool lantern',
        confirm_password: 'tide pool lantern',
        accept_terms: true,
      },
      endpoint: 'registerClinic',
    },
  ]);
  answer.resolve(CREATED);

  expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
  expect(page.location().pathname).toBe('/registration-success');
  expect(screen.getByText('dana@harbourphysio.example')).toBeInTheDocument();
  expect(screen.getByText(/confirm your address/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
});

it('checks every field with the shared schema before sending', async () => {
  const { api } = renderPage('/register');
  await fill(await screen.findByLabelText(/^Email/), 'not-an-address');
  await fill(field(/^Password/), 'short');
  await fill(field(/^Confirm password/), 'different');
  await submit();

  expect(await screen.findByText('Clinic name is required')).toBeInTheDocument();
  expect(screen.getAllByText('Required')).toHaveLength(2);
  expect(screen.getByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('Accept the terms to create an account')).toBeInTheDocument();
  expect(field(/^Clinic name/)).toHaveFocus();
  expect(api.calls).toEqual([]);
});

it("shows the server's field errors inline and keeps everything typed", async () => {
  const api = createMockApi().on('POST /api/register', () => {
    throw validationFailure([
      { field: 'username', message: 'This username is taken' },
      { field: 'email', message: 'An account with this e-mail already exists' },
    ]);
  });
  renderPage('/register', { api });
  await fillValidForm();
  await submit();

  expect(await screen.findByText('This username is taken')).toBeInTheDocument();
  expect(screen.getByText('An account with this e-mail already exists')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
  expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/^Username/)).toHaveFocus();
  expect(field(/^Clinic name/)).toHaveValue('Harbour Physio');
  expect(field(/^Time zone/)).toHaveValue('Europe/Dublin');
  expect(screen.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
});

it("shows other failures in the server's words", async () => {
  const api = createMockApi().on('POST /api/register', () => {
    throw apiError(429, {
      detail: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
  });
  renderPage('/register', { api });
  await fillValidForm();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute and try again.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create clinic account' })).toBeEnabled());
});

it('explains the next steps even when opened directly', async () => {
  renderPage('/registration-success');
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
  expect(screen.getByText(/the address you registered with/)).toBeInTheDocument();
});

it('is an unknown path when registration is switched off', async () => {
  const page = renderPage('/register', { flags: { ENABLE_REGISTRATION: false } });
  await waitFor(() => expect(page.location().pathname).toBe('/'));
});
