import type { MyAppointment, PatientProfile, PortalAppointment } from '@clinio/contracts';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT_USER, openAt } from '../../import/test-support';
import { BOOKING_OPTIONS } from './booking-fixtures';
import { distinctTimes, parseSlotKey, providersFor, slotKey } from './booking-model';

const PATIENT_ID = '00000000-0000-4000-8000-0000000000e2';
const PROVIDER = BOOKING_OPTIONS.providers[0]!.id;
const BRANCH = BOOKING_OPTIONS.branches[0]!.id;
const PROFILE: PatientProfile = {
  id: PATIENT_USER.id,
  patient_id: PATIENT_ID,
  username: 'jordan',
  first_name: 'Jordan',
  last_name: 'Miller',
  email: 'jordan@example.com',
  phone_number: '',
  email_verified: true,
  role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] },
  clinics: [
    {
      clinic_id: '00000000-0000-4000-8000-0000000000c1',
      clinic_name: 'Demo Family Clinic',
      patient_id: PATIENT_ID,
      authorized_at: '2026-10-01T10:00:00.000Z',
    },
  ],
};
const BOOKED: PortalAppointment = {
  id: '00000000-0000-4000-8000-0000000000a1',
  appointment_type: 'consultation',
  appointment_type_name: 'Consultation',
  provider_id: PROVIDER,
  provider_name: 'Dr Maya Chen',
  branch_id: BRANCH,
  branch_name: 'Main Street',
  timezone: 'America/New_York',
  start_time: '2030-03-04T14:00:00.000Z',
  end_time: '2030-03-04T14:30:00.000Z',
  status: 'booked',
  can_change: true,
};
const slot = (time: string) => ({ start_time: time, end_time: time, provider_id: PROVIDER, room_id: null });

function bookingApi() {
  let mine: MyAppointment[] = [];
  return createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('getMyContactDetails', () => ({
      phone_number: '',
      address_line1: '',
      address_line2: '',
      city: '',
      region: '',
      postal_code: '',
      emergency_contact_name: '',
      emergency_contact_phone: '',
      emergency_contact_relationship: '',
    }))
    .on('listMyRecordAccess', () => ({ results: [] }))
    .on('getMyBookingOptions', () => BOOKING_OPTIONS)
    .on('getMyConsentNeeds', () => ({ appointment_type: 'consultation', needs: [], without_text: [] }))
    .on('listMyAppointments', () => mine)
    .on('getMyAvailability', () => ({
      timezone: 'America/New_York',
      slots: [slot('2030-03-04T14:00:00.000Z'), slot('2030-03-04T14:30:00.000Z')],
    }))
    .on('bookMyAppointment', () => {
      mine = [{ ...BOOKED, upcoming: true }];
      return BOOKED;
    })
    .on('cancelMyAppointment', () => {
      mine = [];
      return { ...BOOKED, status: 'cancelled' };
    });
}

it('keeps one time per start and reads the chosen slot back', () => {
  const times = distinctTimes([
    slot('2030-03-04T14:00:00Z'),
    { ...slot('2030-03-04T14:00:00Z'), provider_id: 'x' },
  ]);
  expect(times).toHaveLength(1);
  expect(parseSlotKey(slotKey(times[0]!))).toEqual({
    provider_id: PROVIDER,
    start_time: '2030-03-04T14:00:00Z',
  });
  expect(parseSlotKey('')).toBeNull();
  expect(providersFor(BOOKING_OPTIONS, { appointment_type: 'consultation', branch_id: BRANCH })).toHaveLength(
    1,
  );
  expect(providersFor(BOOKING_OPTIONS, { appointment_type: 'procedure', branch_id: BRANCH })).toHaveLength(0);
});

it('books a free time, then cancels it after confirming', async () => {
  const user = userEvent.setup();
  const { api } = await openAt('/patient-dashboard', 'Jordan Miller', {
    api: bookingApi(),
    user: PATIENT_USER,
  });
  await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Book an appointment' }));
  // Nothing chosen yet: the time is asked for at its place.
  await user.click(dialog.getByRole('button', { name: 'Book this time' }));
  expect(await dialog.findByText('Choose a time')).toBeInTheDocument();
  await user.click(await dialog.findByRole('radio', { name: /9:00/ }));
  await user.click(dialog.getByRole('button', { name: 'Book this time' }));
  await waitFor(() => expect(api.calls.some((call) => call.endpoint === 'bookMyAppointment')).toBe(true));
  const booked = api.calls.find((call) => call.endpoint === 'bookMyAppointment');
  expect(booked?.body).toEqual({
    appointment_type: 'consultation',
    branch_id: BRANCH,
    provider_id: PROVIDER,
    start_time: '2030-03-04T14:00:00.000Z',
  });
  expect(booked?.url).toBe(`/api/patients/${PATIENT_ID}/my-appointments`);

  await user.click(await screen.findByRole('button', { name: /^Cancel Consultation on/ }));
  const confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' }));
  await user.click(confirm.getByRole('button', { name: 'Cancel appointment' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'cancelMyAppointment')?.url).toBe(
      `/api/patients/${PATIENT_ID}/my-appointments/${BOOKED.id}`,
    ),
  );
  expect(await screen.findByText('No upcoming appointments at Demo Family Clinic.')).toBeInTheDocument();
});

it("hides a day's times while another day's load, so none is picked under the wrong day", async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  const later = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = bookingApi().on('getMyAvailability', async ({ query }) => {
    if (query.start_date !== '2030-03-05')
      return { timezone: 'America/New_York', slots: [slot('2030-03-04T14:00:00.000Z')] };
    await later;
    return { timezone: 'America/New_York', slots: [slot('2030-03-05T15:00:00.000Z')] };
  });
  await openAt('/patient-dashboard', 'Jordan Miller', { api, user: PATIENT_USER });
  await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Book an appointment' }));
  expect(await dialog.findByRole('radio', { name: /9:00/ })).toBeInTheDocument();

  const day = dialog.getByLabelText(/^Day/);
  await user.clear(day);
  await user.type(day, '2030-03-05');
  expect(await dialog.findByText('Looking for free times…')).toBeInTheDocument();
  expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
  release();
  expect(await dialog.findByRole('radio', { name: /10:00/ })).toBeInTheDocument();
  expect(dialog.queryByRole('radio', { name: /9:00/ })).not.toBeInTheDocument();
});

it('shows a time taken meanwhile at the times, and keeps the dialog open', async () => {
  const user = userEvent.setup();
  const api = bookingApi().on('bookMyAppointment', () => {
    throw apiError(409, {
      detail: 'This time can no longer be booked online: please choose another time.',
      code: 'slot_unavailable',
    });
  });
  await openAt('/patient-dashboard', 'Jordan Miller', { api, user: PATIENT_USER });
  await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Book an appointment' }));
  await user.click(await dialog.findByRole('radio', { name: /9:30/ }));
  await user.click(dialog.getByRole('button', { name: 'Book this time' }));
  expect(
    await dialog.findByText('This time can no longer be booked online: please choose another time.'),
  ).toBeInTheDocument();
});

const TREATMENT_NEED = {
  appointment_type: 'consultation',
  needs: [
    {
      consent_type: 'treatment' as const,
      title: 'Consent to treatment',
      consent_text: 'I agree.',
      title_es: '',
      consent_text_es: '',
      valid_days: 365,
    },
  ],
  without_text: [],
};

it('books a visit whose consent has expired only after signing it, and leads to the signing page', async () => {
  const user = userEvent.setup();
  const api = bookingApi().on('getMyConsentNeeds', () => TREATMENT_NEED);
  await openAt('/patient-dashboard', 'Jordan Miller', { api, user: PATIENT_USER });
  await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Book an appointment' }));
  expect(await dialog.findByText('This visit needs your signature on a consent first:')).toBeInTheDocument();
  expect(dialog.getByText('Consent to treatment')).toBeInTheDocument();
  expect(dialog.getByRole('link', { name: 'Read and sign' })).toHaveAttribute(
    'href',
    `/patient-dashboard/consents?sign_for=consultation&patient=${PATIENT_ID}`,
  );
  await user.click(await dialog.findByRole('radio', { name: /9:00/ }));
  await user.click(dialog.getByRole('button', { name: 'Book this time' }));
  expect(await dialog.findByText('Sign the consents this visit needs first')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'bookMyAppointment')).toBe(false);
  expect(api.calls.find((call) => call.endpoint === 'getMyConsentNeeds')?.query).toEqual({
    appointment_type: 'consultation',
  });
});

it('opens booking on the signed type when the patient comes back from signing, and spends the link', async () => {
  const user = userEvent.setup();
  const { onNavigate } = await openAt(
    `/patient-dashboard?book=consultation&for=${PATIENT_ID}`,
    'Jordan Miller',
    { api: bookingApi(), user: PATIENT_USER },
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Book an appointment' }));
  expect(dialog.getByLabelText(/^Type of visit/)).toHaveValue('consultation');
  expect(dialog.queryByText(/needs your signature/)).not.toBeInTheDocument();
  await user.click(await dialog.findByRole('radio', { name: /9:00/ }));
  await user.click(dialog.getByRole('button', { name: 'Book this time' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onNavigate).toHaveBeenLastCalledWith('/patient-dashboard');
});

it('shows the way to sign when the server finds a consent expired since the dialog read them', async () => {
  const user = userEvent.setup();
  let expired = false;
  const api = bookingApi()
    .on('getMyConsentNeeds', () =>
      expired ? TREATMENT_NEED : { appointment_type: 'consultation', needs: [], without_text: [] },
    )
    .on('bookMyAppointment', () => {
      expired = true;
      throw apiError(409, {
        detail: 'Sign the consents this visit needs first: Consent to treatment.',
        code: 'consent_required',
      });
    });
  await openAt('/patient-dashboard', 'Jordan Miller', { api, user: PATIENT_USER });
  await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Book an appointment' }));
  await user.click(await dialog.findByRole('radio', { name: /9:00/ }));
  await user.click(dialog.getByRole('button', { name: 'Book this time' }));
  expect(
    await dialog.findByText('Sign the consents this visit needs first: Consent to treatment.'),
  ).toBeInTheDocument();
  expect(await dialog.findByRole('link', { name: 'Read and sign' })).toBeInTheDocument();
});
