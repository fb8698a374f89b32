import { screen, waitFor } from '@testing-library/react';
import { createFakeAuth } from '../testing/fake-auth';
import { apiError, inForm, renderPage } from '../testing/render-page';
import { fill, user } from '../testing/user';

const form = () => inForm('Sign in');

async function signIn(username = 'pat.jones', password = 'my secret words') {
  await fill(form().getByLabelText(/^Username or email/), username);
  await fill(form().getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('shows the patient sign-in behind /patient-login with the patient recovery links', async () => {
  renderPage('/patient-login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Patient sign-in' })).toBeInTheDocument();
  expect(document.title).toBe('Patient sign-in — Clinio');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/patient-forgot-password',
  );
  expect(screen.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute(
    'href',
    '/patient-forgot-username',
  );
  expect(screen.getByRole('link', { name: 'Create a patient account' })).toHaveAttribute(
    'href',
    '/patient-registration',
  );
  expect(screen.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute('href', '/login');
});

it('signs the patient in through the provider and goes to /patient-dashboard', async () => {
  const page = renderPage('/patient-login');
  await signIn();
  expect(page.auth.loginPatient).toHaveBeenCalledWith({ username: 'pat.jones', password: 'my secret words' });
  await waitFor(() => expect(page.visited()).toContain('/patient-dashboard'));
});

it('goes back to the page that sent the patient here', async () => {
  const page = renderPage('/patient-login?next=%2Fauthorize-clinic%3Fcode%3DHARBOUR1');
  await signIn();
  await waitFor(() => expect(page.visited()).toContain('/authorize-clinic?code=HARBOUR1'));
});

it('checks the form before sending', async () => {
  const page = renderPage('/patient-login');
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(page.auth.loginPatient).not.toHaveBeenCalled();
});

it("shows the server's detail and keeps the form filled", async () => {
  const auth = createFakeAuth({
    loginPatient: () =>
      Promise.reject(apiError(401, { detail: 'Invalid username or password', code: 'unauthenticated' })),
  });
  renderPage('/patient-login', { auth });
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(form().getByLabelText(/^Username or email/)).toHaveValue('pat.jones');
});

it('is an unknown path when patient login is switched off', async () => {
  const page = renderPage('/patient-login', { flags: { ENABLE_PATIENT_LOGIN: false } });
  await waitFor(() => expect(page.location().pathname).toBe('/'));
  expect(screen.queryByRole('heading', { name: 'Patient sign-in' })).not.toBeInTheDocument();
});

it('reads in Spanish when chosen, and back in English at once, without a reload', async () => {
  renderPage('/patient-login');
  await user.click(await screen.findByRole('button', { name: 'Español' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Acceso de pacientes' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Acceso de pacientes — Clinio'));

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Patient sign-in' })).toBeInTheDocument();
  expect(localStorage.getItem('clinio:locale')).toBe('en');
});

it('says empty fields, a wrong password and a refusal by its code in Spanish on a Spanish page (issue 22)', async () => {
  const answers = [
    apiError(401, { detail: 'Invalid username or password', code: 'unauthenticated' }),
    apiError(429, { detail: 'Too many failed attempts. Try again in 5 minutes.', code: 'rate_limited' }),
  ];
  const auth = createFakeAuth({
    loginPatient: () => Promise.reject(answers.shift() ?? new Error('no more answers')),
  });
  renderPage('/patient-login', { auth });
  await user.click(await screen.findByRole('button', { name: 'Español' }));
  const spanishForm = () => inForm('Iniciar sesión');
  await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
  // The contract's English field rules, said in Spanish.
  expect(await screen.findByText('Escriba su nombre de usuario o correo electrónico')).toBeInTheDocument();
  expect(screen.getByText('Escriba su contraseña')).toBeInTheDocument();
  expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  await fill(spanishForm().getByLabelText(/^Nombre de usuario/), 'pat.jones');
  await fill(spanishForm().getByLabelText(/^Contraseña/), 'my secret words');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El nombre de usuario o la contraseña no son correctos',
  );
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Demasiados intentos. Espere unos minutos'),
  );
  expect(spanishForm().getByLabelText(/^Nombre de usuario/)).toHaveValue('pat.jones');
});
