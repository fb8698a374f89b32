import type { AuthorizeClinicResponse } from '@clinio/contracts';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import { createFakeAuth, PATIENT_SNAPSHOT } from '../testing/fake-auth';
import { apiError, renderPage } from '../testing/render-page';
import { fill, user } from '../testing/user';

const CLINIC_ID = '7a2d3b0f-6c8e-4d4f-9b2a-1f3e4d5c6b7a';
const LINKED: AuthorizeClinicResponse = {
  clinic_id: CLINIC_ID,
  clinic_name: 'Harbour Physio',
  patient_id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  authorized_at: '2026-11-22T09:30:00Z',
};

function patientApi(answer: () => unknown = () => LINKED): MockApi {
  return createMockApi()
    .on('GET /api/patients/csrf-token', () => ({ csrfToken: 'csrf-1' }))
    .on('POST /api/patients/authorize-clinic', answer);
}

const asPatient = () => createFakeAuth({ snapshot: PATIENT_SNAPSHOT });
const authorize = () => user.click(screen.getByRole('button', { name: 'Authorize clinic' }));

it('explains what authorizing means, behind /authorize-clinic', async () => {
  renderPage('/authorize-clinic', { auth: asPatient() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Authorize your clinic' })).toBeInTheDocument();
  expect(document.title).toBe('Authorize your clinic — Clinio');
  expect(screen.getByText(/the clinic can see and update your patient record/)).toBeInTheDocument();
  expect(screen.getByText(/revoke it at any time from your patient portal/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/patient-dashboard');
});

it('upper-cases the code as it is typed', async () => {
  renderPage('/authorize-clinic', { auth: asPatient() });
  await user.type(await screen.findByLabelText(/^Clinic code/), 'harb-42x');
  expect(screen.getByLabelText(/^Clinic code/)).toHaveValue('HARB-42X');
});

it('authorizes with the CSRF token of the patient session, then names the clinic', async () => {
  const api = patientApi();
  // The call's options are not recorded: read them from a spy (typed loosely, the generic call is costly to type).
  const loose = api as unknown as {
    call: (name: string, input?: unknown, config?: unknown) => Promise<unknown>;
  };
  const call = jest.spyOn(loose, 'call');
  const page = renderPage(`/authorize-clinic?clinic_id=${CLINIC_ID}&code=harb42`, { api, auth: asPatient() });
  expect(await screen.findByLabelText(/^Clinic code/)).toHaveValue('HARB42');
  await authorize();

  expect(await screen.findByRole('heading', { level: 1, name: 'Clinic authorized' })).toBeInTheDocument();
  expect(screen.getByText(/Harbour Physio can now see and update your patient record/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your patient portal' })).toHaveAttribute(
    'href',
    '/patient-dashboard',
  );
  expect(api.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
    'GET /api/patients/csrf-token',
    'POST /api/patients/authorize-clinic',
  ]);
  expect(call).toHaveBeenCalledWith(
    'authorizeClinic',
    { body: { auth_code: 'HARB42', clinic_id: CLINIC_ID } },
    expect.objectContaining({ headers: { 'X-CSRF-Token': 'csrf-1' }, skipAuth: true }),
  );
  expect(page.auth.reloadProfile).toHaveBeenCalled();
});

it('leaves out a clinic id that is not an id', async () => {
  const api = patientApi();
  renderPage('/authorize-clinic?clinic_id=nonsense&code=HARB42', { api, auth: asPatient() });
  await authorize();
  await screen.findByRole('heading', { name: 'Clinic authorized' });
  expect(api.calls[1]?.body).toEqual({ auth_code: 'HARB42' });
});

it('checks the code before sending', async () => {
  const api = patientApi();
  renderPage('/authorize-clinic', { api, auth: asPatient() });
  await fill(await screen.findByLabelText(/^Clinic code/), 'AB');
  await authorize();
  expect(await screen.findByText('Enter the clinic code')).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it('asks for a patient sign-in when there is no patient session, keeping the code for later', async () => {
  const api = createMockApi().on('GET /api/patients/csrf-token', () => {
    throw apiError(401, { detail: 'Sign in first', code: 'unauthenticated' });
  });
  renderPage(`/authorize-clinic?clinic_id=${CLINIC_ID}`, { api });
  await fill(await screen.findByLabelText(/^Clinic code/), 'harb42');
  await authorize();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Sign in as a patient first');
  const link = screen.getAllByRole('link', { name: 'Patient sign-in' }).at(-1);
  expect(link).toHaveAttribute(
    'href',
    `/patient-login?next=${encodeURIComponent(`/authorize-clinic?code=HARB42&clinic_id=${CLINIC_ID}`)}`,
  );
  expect(screen.getByLabelText(/^Clinic code/)).toHaveValue('HARB42');
});

it('says the same when the authorization itself answers 401', async () => {
  const api = patientApi(() => {
    throw apiError(401, { detail: 'Sign in first', code: 'unauthenticated' });
  });
  renderPage('/authorize-clinic?code=HARB42', { api, auth: asPatient() });
  await authorize();
  expect(await screen.findByRole('alert')).toHaveTextContent('Sign in as a patient first');
});

it("shows a wrong code's error from the server", async () => {
  const api = patientApi(() => {
    throw apiError(404, { detail: 'No clinic has this code', code: 'not_found' });
  });
  renderPage('/authorize-clinic?code=NOPE99', { api, auth: asPatient() });
  await authorize();
  expect(await screen.findByRole('alert')).toHaveTextContent('No clinic has this code');
  expect(screen.getByLabelText(/^Clinic code/)).toHaveValue('NOPE99');
});
