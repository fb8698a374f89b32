import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT_ID, appointment } from '../testing/fixtures';
import { renderInRemote, withResources } from '../testing/render-app';
import { PatientAppointments } from './patient-appointments';

it("shows the patient's upcoming appointments, then the past ones, a page at a time", async () => {
  const api = withResources(createMockApi()).on('listAppointments', ({ query }) =>
    query?.start !== undefined
      ? { results: [appointment()], total: 1 }
      : {
          results: [appointment({ id: '00000000-0000-4000-8000-0000000000c9', status: 'completed' })],
          total: 1,
        },
  );
  renderInRemote(<PatientAppointments patientId={PATIENT_ID} />, api);
  expect(
    await screen.findByRole('list', { name: 'Upcoming appointments' }, { timeout: 10_000 }),
  ).toHaveTextContent('Dr Ada Lee');
  expect(screen.getByRole('button', { name: 'Book appointment' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Past' }));
  expect(await screen.findByRole('list', { name: 'Past appointments' })).toHaveTextContent('Completed');
  await waitFor(() => {
    const queries = api.calls
      .filter((call) => call.endpoint === 'listAppointments')
      .map((call) => call.query);
    expect(queries.at(-1)).toMatchObject({ patient_id: PATIENT_ID, skip: 0, limit: 10 });
    expect(queries.at(-1)).toHaveProperty('end');
  });
});

it('says when the patient has no upcoming appointment', async () => {
  const api = withResources(createMockApi()).on('listAppointments', () => ({ results: [], total: 0 }));
  renderInRemote(<PatientAppointments patientId={PATIENT_ID} />, api);
  expect(
    await screen.findByRole('heading', { name: 'No upcoming appointments' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
});
