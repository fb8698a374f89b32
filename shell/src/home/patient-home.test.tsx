import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { createFakeBackend, fail, ok } from '../testing/fake-backend';
import { IDS, patientProfile, storePatientSession } from '../testing/identity-fixtures';
import { cleanupRemotes } from '../testing/outside-act';
import { renderApp } from '../testing/render-app';

const SECOND_CLINIC = {
  clinic_id: IDS.otherClinic,
  clinic_name: 'Riverside Physio',
  patient_id: IDS.patient,
  authorized_at: '2026-01-07T10:00:00.000Z',
};

function backend() {
  const profile = patientProfile({ clinics: [...patientProfile().clinics, SECOND_CLINIC] });
  return createFakeBackend()
    .on('GET /api/patients/profile', ok(profile))
    .on('GET /api/csrf-token', ok({ csrfToken: 'csrf-1' }))
    .on('POST /api/logout', ok({ detail: 'Signed out' }));
}

beforeEach(() => {
  localStorage.clear();
  storePatientSession();
});
afterEach(async () => {
  await cleanupRemotes();
  window.history.pushState({}, '', '/');
});

it('shows the patient, the linked clinics and the way to authorize another', async () => {
  renderApp('/patient-dashboard', { backend: backend() });
  expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.getByText('grace@mail.example')).toBeInTheDocument();
  const clinics = within(screen.getByRole('region', { name: 'Your clinics' }));
  expect(clinics.getByText('Harbour Clinic')).toBeInTheDocument();
  expect(clinics.getByText('Riverside Physio')).toBeInTheDocument();
  expect(clinics.getByRole('link', { name: 'Authorize a clinic' })).toHaveAttribute(
    'href',
    '/authorize-clinic',
  );
});

it('revokes a clinic after confirming in the alert dialog, then shows the clinics left', async () => {
  const server = backend().on(`DELETE /api/patients/clinics/${IDS.otherClinic}`, ok({ detail: 'Revoked' }));
  renderApp('/patient-dashboard', { backend: server });
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke Riverside Physio' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access?' });
  expect(server.sent(`DELETE /api/patients/clinics/${IDS.otherClinic}`)).toHaveLength(0);
  server.on('GET /api/patients/profile', ok(patientProfile()));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

  await waitFor(() => expect(screen.queryByText('Riverside Physio')).not.toBeInTheDocument());
  expect(server.sent(`DELETE /api/patients/clinics/${IDS.otherClinic}`)).toHaveLength(1);
  expect(screen.getByText('Harbour Clinic')).toBeInTheDocument();
});

it('changes nothing when the confirmation is closed', async () => {
  const server = backend();
  renderApp('/patient-dashboard', { backend: server });
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke Harbour Clinic' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
});

it('keeps the clinic and says why when the revoke fails', async () => {
  const server = backend().on(`DELETE /api/patients/clinics/${IDS.clinic}`, fail(404, 'Not found'));
  renderApp('/patient-dashboard', { backend: server });
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke Harbour Clinic' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
  );
  expect(await screen.findByText('Access not revoked')).toBeInTheDocument();
  expect(screen.getByText('Harbour Clinic')).toBeInTheDocument();
});

it("logs out to '/'", async () => {
  const server = backend();
  renderApp('/patient-dashboard', { backend: server });
  await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(server.sent('POST /api/logout')[0]?.headers['x-csrf-token']).toBe('csrf-1');
});
