import { screen, waitFor } from '@testing-library/react';
import { createFakeAuth } from '../testing/fake-auth';
import { inForm, renderPage, validationFailure } from '../testing/render-page';
import { fill, user } from '../testing/user';

const form = () => inForm('Create your patient account');
const field = (label: RegExp) => form().getByLabelText(label);

async function fillValidForm() {
  await fill(field(/^First name/), 'Pat');
  await fill(field(/^Last name/), 'Jones');
  await fill(field(/^Email/), 'pat@example.com');
  await fill(field(/^Username/), 'pat.jones');
  await fill(field(/^Password/), 'kettle and biscuits');
  await fill(field(/^Confirm password/), 'kettle and biscuits');
}

const submit = () => user.click(screen.getByRole('button', { name: 'Create account' }));

it('renders behind /patient-registration', async () => {
  renderPage('/patient-registration');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Create your patient account' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Create your patient account — Clinio');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/patient-login');
});

it('registers through the provider (which signs the patient in), then goes on to authorize a clinic', async () => {
  const page = renderPage('/patient-registration?code=harb42&clinic_id=7a2d3b0f-6c8e-4d4f-9b2a-1f3e4d5c6b7a');
  await fillValidForm();
  await submit();

  expect(page.auth.registerPatient).toHaveBeenCalledWith({
    first_name: 'Pat',
    last_name: 'Jones',
    email: 'pat@example.com',
    username: 'pat.jones',
    phone_number: '',
    password: 'kettle and biscuits',
    confirm_password: 'kettle and biscuits',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Authorize your clinic' })).toBeInTheDocument();
  expect(page.path()).toBe('/authorize-clinic?code=harb42&clinic_id=7a2d3b0f-6c8e-4d4f-9b2a-1f3e4d5c6b7a');
  expect(screen.getByLabelText(/^Clinic code/)).toHaveValue('HARB42');
});

it('sends the date of birth only when given', async () => {
  const page = renderPage('/patient-registration');
  await fillValidForm();
  await fill(field(/^Date of birth/), '1984-03-09');
  await submit();
  await waitFor(() =>
    expect(page.auth.registerPatient).toHaveBeenCalledWith(
      expect.objectContaining({ date_of_birth: '1984-03-09' }),
    ),
  );
});

it('checks the form before sending', async () => {
  const page = renderPage('/patient-registration');
  await fill(await screen.findByLabelText(/^Email/), 'pat@');
  await submit();
  expect(await screen.findAllByText('Required')).toHaveLength(2);
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(page.auth.registerPatient).not.toHaveBeenCalled();
});

it("shows the server's field errors inline and keeps what was typed", async () => {
  const auth = createFakeAuth({
    registerPatient: () =>
      Promise.reject(
        validationFailure([{ field: 'email', message: 'An account with this e-mail already exists' }]),
      ),
  });
  renderPage('/patient-registration', { auth });
  await fillValidForm();
  await submit();
  expect(await screen.findByText('An account with this e-mail already exists')).toBeInTheDocument();
  expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/^First name/)).toHaveValue('Pat');
  expect(field(/^Password/)).toHaveValue('kettle and biscuits');
});
