import { toast } from '@clinio/design-system';
import type { FeatureAccess } from '@clinio/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_SETTINGS, CLINIC_ID, clinicSettingsApi } from '../testing/clinic-fixtures';
import { ADMIN, FRONT_DESK, openPage, validationFailure } from '../testing/render-app';

async function openBooking(api = clinicSettingsApi(), user = ADMIN, features?: FeatureAccess) {
  const view = await openPage('/dashboard/settings', 'Clinic settings', {
    api,
    user,
    ...(features ? { features } : {}),
  });
  const booking = within(await screen.findByRole('form', { name: 'Online booking' }));
  return { ...view, booking };
}

it('saves the framing websites one a line and the rules, and shows the snippet to copy', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = clinicSettingsApi().on('PUT /api/booking-settings', (body) => ({
    ...BOOKING_SETTINGS,
    ...(body as object),
  }));
  const { booking } = await openBooking(api);
  expect(booking.getByTestId('embed-snippet')).toHaveTextContent(`/embed/calendar/${CLINIC_ID}`);
  const origins = booking.getByLabelText('Websites that may show the booking page');
  await userEvent.type(origins, '\nhttps://book.harbour.example');
  await userEvent.clear(booking.getByLabelText('Minimum notice (minutes)'));
  await userEvent.type(booking.getByLabelText('Minimum notice (minutes)'), '60');
  await userEvent.selectOptions(booking.getByLabelText('Start times every'), '30');
  await userEvent.click(booking.getByRole('button', { name: 'Save online booking' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Online booking settings saved'));
  expect(api.calls).toContainEqual({
    method: 'PUT',
    url: '/api/booking-settings',
    body: {
      embed_enabled: true,
      embed_allowed_origins: ['https://www.harbour.example', 'https://book.harbour.example'],
      min_notice_minutes: 60,
      max_days_ahead: 90,
      cancel_notice_minutes: 1440,
      slot_step_minutes: 30,
      waitlist_hold_minutes: 120,
    },
    endpoint: 'updateBookingSettings',
  });
});

it('refuses a website that is not an https origin before sending, and shows the server’s errors', async () => {
  const api = clinicSettingsApi().on('PUT /api/booking-settings', () => {
    throw validationFailure([{ field: 'max_days_ahead', message: 'At most 730 days' }]);
  });
  const { booking } = await openBooking(api);
  const origins = booking.getByLabelText('Websites that may show the booking page');
  await userEvent.clear(origins);
  await userEvent.type(origins, 'http://harbour.example/book');
  await userEvent.click(booking.getByRole('button', { name: 'Save online booking' }));
  expect(await booking.findByText(/Use an https origin/)).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  await userEvent.clear(origins);
  await userEvent.click(booking.getByRole('button', { name: 'Save online booking' }));
  expect(await booking.findByText('At most 730 days')).toBeInTheDocument();
});

it('shows the rules read-only without settings_manage', async () => {
  const { booking } = await openBooking(clinicSettingsApi(), FRONT_DESK);
  expect(booking.queryByRole('button', { name: 'Save online booking' })).not.toBeInTheDocument();
  expect(booking.getByLabelText('Minimum notice (minutes)')).toHaveAttribute('readonly');
});

const plan = (included: boolean): FeatureAccess => ({
  isLoading: false,
  hasFeature: (key) => included || key !== 'website_embedding',
  requiredPlan: (key) => (!included && key === 'website_embedding' ? 'pro' : null),
});

it('says which plan opens the booking page when the plan lacks Website Embedding, and links to the plans', async () => {
  const { booking } = await openBooking(clinicSettingsApi(), ADMIN, plan(false));
  expect(
    booking.getByText(
      /Website Embedding is available in Pro plan and above\. Upgrade to access this feature\./,
    ),
  ).toBeInTheDocument();
  expect(booking.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/dashboard/subscription-management',
  );
  // The rules stay editable: the patient portal follows them too.
  expect(booking.getByLabelText('Minimum notice (minutes)')).not.toHaveAttribute('readonly');
});

it('says nothing about plans when the plan includes Website Embedding', async () => {
  const { booking } = await openBooking(clinicSettingsApi(), ADMIN, plan(true));
  expect(booking.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
});
