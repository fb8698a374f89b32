import { LocaleProvider } from '@clinio/design-system';
import type { SchedulingResources, WaitlistEntry, WaitlistOfferView } from '@clinio/contracts';
import { RemoteHarness, apiError, createMockApi } from '@clinio/platform/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import { localInput, offerSummary, zonedInstant } from './waitlist-model';

const STAFF = {
  status: 'staff' as const,
  user: {
    id: 'u1',
    username: 'sam',
    email: 'sam@clinic.example',
    firstName: 'Sam',
    lastName: 'Staff',
    profilePicture: null,
    role: {
      name: 'front_desk',
      permissions: ['appointments_read', 'appointments_create', 'appointments_update'],
    },
  },
  tenantId: 't1',
  clinicId: 'c1',
  branchId: null,
};
const BRANCH = '00000000-0000-4000-8000-0000000000b1';
const RESOURCES: SchedulingResources = {
  branches: [{ id: BRANCH, name: 'Main Street', timezone: 'Europe/London', hours: {}, rooms: [] }],
  providers: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      name: 'Dr Maya Chen',
      branch_ids: [BRANCH],
      appointment_types: ['consultation'],
    },
  ],
  appointment_types: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      key: 'consultation',
      name: 'Consultation',
      duration_minutes: 30,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      colour: '#3182ce',
      bookable_online: true,
      price_minor: 0,
      currency: 'USD',
      required_consents: [],
      required_form_ids: [],
      telemedicine: false,
      active: true,
    },
  ],
};
const ENTRY: WaitlistEntry = {
  id: '00000000-0000-4000-8000-0000000000a1',
  patient_id: '00000000-0000-4000-8000-0000000000e1',
  patient_name: 'Ada Lovelace',
  branch_id: BRANCH,
  branch_name: 'Main Street',
  timezone: 'Europe/London',
  appointment_type: 'consultation',
  provider_id: null,
  provider_name: null,
  window_start: '2030-03-04T09:00:00.000Z',
  window_end: '2030-03-08T17:00:00.000Z',
  status: 'offered',
  notes: 'Mornings are best',
  created_at: '2030-03-01T09:00:00.000Z',
  offer: {
    id: '00000000-0000-4000-8000-0000000000a2',
    status: 'pending',
    provider_id: '00000000-0000-4000-8000-0000000000d1',
    provider_name: 'Dr Maya Chen',
    start_time: '2030-03-05T10:00:00.000Z',
    end_time: '2030-03-05T10:30:00.000Z',
    expires_at: '2030-03-04T12:00:00.000Z',
    appointment_id: null,
  },
};

it('reads wall-clock times in the branch zone, across a daylight-saving change', () => {
  expect(zonedInstant('2030-03-04T09:00', 'Europe/London')?.toISOString()).toBe('2030-03-04T09:00:00.000Z');
  expect(zonedInstant('2030-07-04T09:00', 'Europe/London')?.toISOString()).toBe('2030-07-04T08:00:00.000Z');
  expect(localInput(new Date('2030-07-04T08:00:00Z'), 'Europe/London')).toBe('2030-07-04T09:00');
  expect(zonedInstant('nonsense', 'UTC')).toBeNull();
  expect(offerSummary(ENTRY)).toBe('Offered: Dr Maya Chen');
});

it('lists the waitlist with each offer, and removes an entry after confirming', async () => {
  let entries = [ENTRY];
  const api = createMockApi()
    .on('listWaitlist', () => ({ results: entries, total: entries.length }))
    .on('getSchedulingResources', () => RESOURCES)
    .on('cancelWaitlistEntry', () => {
      entries = [];
      return { ...ENTRY, status: 'cancelled' };
    });
  const user = userEvent.setup();
  render(
    <RemoteHarness App={App} initialPath="/dashboard/appointments/waitlist" props={{ api, auth: STAFF }} />,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist' })).toBeInTheDocument();
  const list = within(await screen.findByRole('list', { name: 'Waitlist entries' }));
  expect(list.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(list.getByText(/Offered: Dr Maya Chen/)).toBeInTheDocument();
  expect(list.getByText('Consultation · Any provider · Main Street')).toBeInTheDocument();
  await user.click(list.getByRole('button', { name: 'Remove Ada Lovelace from the waitlist' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Take off the waitlist?' }));
  await user.click(dialog.getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Nobody is waiting')).toBeInTheDocument();
  expect(api.calls.find((call) => call.endpoint === 'cancelWaitlistEntry')?.url).toBe(
    `/api/waitlist/${ENTRY.id}`,
  );
});

const VIEW: WaitlistOfferView = {
  status: 'pending',
  clinic_name: 'Harbour Clinic',
  branch_name: 'Main Street',
  timezone: 'Europe/London',
  appointment_type_name: 'Consultation',
  provider_name: 'Dr Maya Chen',
  start_time: '2030-03-05T10:00:00.000Z',
  end_time: '2030-03-05T10:30:00.000Z',
  expires_at: '2030-03-04T12:00:00.000Z',
};

it('shows the offer of an e-mail link and books it only when asked', async () => {
  const api = createMockApi()
    .on('viewWaitlistOffer', () => VIEW)
    .on('acceptWaitlistOffer', () => ({ ...VIEW, status: 'accepted' }));
  const user = userEvent.setup();
  render(
    <RemoteHarness
      App={App}
      initialPath="/waitlist-offer?token=abc"
      props={{ api, auth: { ...STAFF, status: 'signed-out', user: null } as never }}
    />,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'A time at Harbour Clinic' }),
  ).toBeInTheDocument();
  expect(api.calls.map((call) => call.endpoint)).toEqual(['viewWaitlistOffer']);
  await user.click(screen.getByRole('button', { name: 'Book this time' }));
  expect(
    await screen.findByText('Booked. The clinic has your appointment; see you then.'),
  ).toBeInTheDocument();
  expect(api.calls.at(-1)?.body).toEqual({ token: 'abc' });
});

it('says plainly when the time was taken before the patient accepted', async () => {
  const api = createMockApi()
    .on('viewWaitlistOffer', () => VIEW)
    .on('acceptWaitlistOffer', () => {
      throw apiError(409, {
        code: 'slot_unavailable',
        detail:
          'Sorry, this time was booked by someone else before you accepted. You are still on the waitlist.',
      });
    });
  const user = userEvent.setup();
  render(<RemoteHarness App={App} initialPath="/waitlist-offer?token=abc" props={{ api, auth: STAFF }} />);
  await user.click(await screen.findByRole('button', { name: 'Book this time' }));
  await waitFor(() =>
    expect(
      screen.getByText(
        'Sorry, this time was booked by someone else before you accepted. You are still on the waitlist.',
      ),
    ).toBeInTheDocument(),
  );
});

it('shows the offer in Spanish to a patient who reads Spanish', async () => {
  const api = createMockApi().on('viewWaitlistOffer', () => VIEW);
  render(
    <LocaleProvider locale="es">
      <RemoteHarness
        App={App}
        initialPath="/waitlist-offer?token=abc"
        props={{ api, auth: { ...STAFF, status: 'signed-out', user: null } as never }}
      />
    </LocaleProvider>,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Una hora en Harbour Clinic' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reservar esta hora' })).toBeInTheDocument();
  expect(screen.getByText('Cuándo')).toBeInTheDocument();
});
