import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRANCH, DR_LEE, PATIENT, RESOURCES, appointment } from '../testing/fixtures';
import { renderInRemote } from '../testing/render-app';
import { BookingDialog } from './booking-dialog';

const busy = (index: number) => ({
  index,
  start_time: `2026-03-${String(2 + 7 * (index - 1)).padStart(2, '0')}T09:00:00-05:00`,
  end_time: `2026-03-${String(2 + 7 * (index - 1)).padStart(2, '0')}T09:30:00-05:00`,
  conflicts: [
    {
      kind: 'provider_busy' as const,
      message: 'Dr Ada Lee is with another patient',
      overridable: false,
      appointment_id: null,
    },
  ],
});
const free = (index: number) => ({ ...busy(index), conflicts: [] });

function open(api: ReturnType<typeof createMockApi>, onBooked = jest.fn()) {
  renderInRemote(
    <BookingDialog
      resources={RESOURCES}
      branch={BRANCH}
      slot={{ start: new Date(2026, 2, 2, 9, 0), providerId: DR_LEE, patient: PATIENT }}
      onClose={jest.fn()}
      onBooked={onBooked}
    />,
    api,
  );
  return onBooked;
}

const bookCalls = (api: ReturnType<typeof createMockApi>) =>
  api.calls.filter((call) => call.endpoint === 'createAppointment');

it('checks a weekly series first, shows the conflicting occurrence, and books the rest skipping it', async () => {
  const api = createMockApi()
    .on('checkAppointmentConflicts', () => ({
      has_conflicts: true,
      occurrences: [free(1), busy(2), free(3)],
    }))
    .on('createAppointment', () => ({
      appointment: appointment(),
      series: { id: appointment().id, booked: 2, skipped: [busy(2)] },
    }));
  const onBooked = open(api);
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Repeat' }, { timeout: 10_000 }),
    'weekly',
  );
  await userEvent.clear(screen.getByRole('textbox', { name: /Number of appointments/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Number of appointments/ }), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Book' }));

  const conflicts = await screen.findByTestId('booking-conflicts');
  expect(conflicts).toHaveTextContent('1 of 3 occurrences cannot be booked and will be skipped');
  expect(conflicts).toHaveTextContent('#2');
  expect(conflicts).toHaveTextContent('Dr Ada Lee is with another patient');
  expect(bookCalls(api)).toEqual([]);
  const check = api.calls.find((call) => call.endpoint === 'checkAppointmentConflicts');
  expect(check?.body).toMatchObject({
    start_time: '2026-03-02T09:00:00-05:00',
    recurrence: { frequency: 'weekly', count: 3 },
  });

  await userEvent.click(screen.getByRole('button', { name: 'Book 2, skip 1' }));
  await waitFor(() => expect(onBooked).toHaveBeenCalled());
  expect(bookCalls(api)[0]?.body).toMatchObject({ patient_id: PATIENT.id, skip_occurrences: [2] });
});

it('refuses a single appointment on a taken time and books nothing', async () => {
  const api = createMockApi().on('checkAppointmentConflicts', () => ({
    has_conflicts: true,
    occurrences: [busy(1)],
  }));
  open(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Book' }, { timeout: 10_000 }));
  expect(await screen.findByText('This time cannot be booked:')).toBeInTheDocument();
  expect(screen.getByText(/Nothing can be booked at this time/)).toBeInTheDocument();
  expect(bookCalls(api)).toEqual([]);
});

it('asks to confirm outside working hours, then books with the warning accepted', async () => {
  const outside = {
    ...free(1),
    conflicts: [
      {
        kind: 'outside_hours' as const,
        message: 'Outside Dr Ada Lee’s hours',
        overridable: true,
        appointment_id: null,
      },
    ],
  };
  const api = createMockApi()
    .on('checkAppointmentConflicts', () => ({ has_conflicts: true, occurrences: [outside] }))
    .on('createAppointment', () => ({ appointment: appointment(), series: null }));
  const onBooked = open(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Book' }, { timeout: 10_000 }));
  expect(await screen.findByText('Please confirm:')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Book anyway' }));
  await waitFor(() => expect(onBooked).toHaveBeenCalled());
  expect(bookCalls(api)[0]?.body).toMatchObject({ allow_outside_hours: true });
});

it('shows field errors and sends nothing for a bad draft', async () => {
  const api = createMockApi();
  open(api);
  await userEvent.clear(await screen.findByRole('textbox', { name: /Length/ }, { timeout: 10_000 }));
  await userEvent.click(screen.getByRole('button', { name: 'Book' }));
  expect(await screen.findByText('Give a length between 5 and 720 minutes')).toBeInTheDocument();
  // Only the read of what the patient must sign: no check and no booking.
  expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
});

it('warns of the consents the patient must still sign for the visit, and books anyway', async () => {
  const api = createMockApi()
    .on('getConsentNeeds', ({ query }) => ({
      appointment_type: query.appointment_type,
      needs: [
        {
          consent_type: 'treatment' as const,
          title: 'Consent to Examination and Treatment',
          consent_text: 'I agree.',
          title_es: '',
          consent_text_es: '',
          valid_days: 365,
        },
      ],
      without_text: [],
    }))
    .on('checkAppointmentConflicts', () => ({ has_conflicts: false, occurrences: [free(1)] }))
    .on('createAppointment', () => ({ appointment: appointment(), series: null }));
  const onBooked = open(api);
  expect(
    await screen.findByText('Maria Lopez has no valid signature on a consent this visit needs:', undefined, {
      timeout: 10_000,
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('Consent to Examination and Treatment')).toBeInTheDocument();
  expect(api.calls.find((call) => call.endpoint === 'getConsentNeeds')?.url).toBe(
    `/api/consent-needs/${PATIENT.id}`,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Book' }));
  await waitFor(() => expect(onBooked).toHaveBeenCalled());
});
