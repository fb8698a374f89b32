import type { Appointment } from '@clinio/contracts';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPOINTMENT_ID, PATIENT_ID, TEMPLATE_ID, openAt, paperworkOf } from '../testing/render';

const paperwork = (submitted: string | null = null) => paperworkOf([], { submitted_at: submitted });

it('shows only the patient’s forms at the kiosk, answers through the desk calls, and leaves with the staff password', async () => {
  const api = createMockApi()
    .on('getPatientPaperwork', () => paperwork())
    .on('submitFormAtDesk', ({ body }) => ({
      id: TEMPLATE_ID,
      template_id: TEMPLATE_ID,
      version: 1,
      patient_id: PATIENT_ID,
      appointment_id: APPOINTMENT_ID,
      answers: body.answers,
      submitted_at: '2026-11-28T00:00:00Z',
    }))
    .on('leaveKiosk', ({ body }) => {
      if (body.password !== 'right')
        throw apiError(400, {
          detail: 'Invalid',
          code: 'validation_error',
          fields: [{ field: 'password', message: 'Your current password is not correct' }],
        });
      return { unlocked: true as const };
    });
  const { onNavigate } = await openAt(`/forms/kiosk/${PATIENT_ID}`, 'Your forms', { api });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Fill in New patient intake' }));
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send form' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'submitFormAtDesk')?.body).toEqual({
      patient_id: PATIENT_ID,
      version: 1,
      appointment_id: APPOINTMENT_ID,
      answers: { full_name: 'Ada' },
    }),
  );

  await user.click(screen.getByRole('button', { name: 'Staff: leave' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave the kiosk?' });
  await user.type(within(dialog).getByLabelText(/Your password/), 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Leave kiosk' }));
  expect(await within(dialog).findByText('Your current password is not correct')).toBeInTheDocument();
  expect(onNavigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/dashboard/));
  await user.clear(within(dialog).getByLabelText(/Your password/));
  await user.type(within(dialog).getByLabelText(/Your password/), 'right');
  await user.click(within(dialog).getByRole('button', { name: 'Leave kiosk' }));
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(`/dashboard/patients/${PATIENT_ID}?tab=forms`));
});

it('shows the visit’s forms on the forms manager and reads them again', async () => {
  const visit: Appointment = {
    id: APPOINTMENT_ID,
    patient_id: PATIENT_ID,
    patient_name: 'Ada Lovelace',
    provider_id: TEMPLATE_ID,
    provider_name: 'Priya Shah',
    branch_id: TEMPLATE_ID,
    room_id: null,
    appointment_type: 'consultation',
    start_time: '2026-12-01T15:00:00.000Z',
    end_time: '2026-12-01T15:30:00.000Z',
    timezone: 'America/New_York',
    status: 'booked',
    source: 'staff',
    notes: '',
    cancellation_reason: null,
    series_id: null,
    series_index: null,
    version: 1,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
  };
  const api = createMockApi()
    .on('getAppointment', () => visit)
    .on('getPatientPaperwork', () => paperwork('2026-11-28T00:00:00Z'));
  await openAt(`/forms/manager?appointmentId=${APPOINTMENT_ID}`, 'Manage forms', { api });
  const list = await screen.findByRole('list', { name: "The visit's forms" });
  expect(within(list).getByText('Submitted')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Workflow Management' })).toHaveAttribute(
    'href',
    `/workflow/${APPOINTMENT_ID}`,
  );
});
