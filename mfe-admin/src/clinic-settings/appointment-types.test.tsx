import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPOINTMENT_TYPES, clinicSettingsApi } from '../testing/clinic-fixtures';
import { openPage } from '../testing/render-app';

it("shows each type's length, price and flags, and edits one: a bad price is refused at its field", async () => {
  const api = clinicSettingsApi().on('updateAppointmentType', ({ body }) => ({
    ...APPOINTMENT_TYPES[0]!,
    ...body,
  }));
  await openPage('/dashboard/settings', 'Clinic settings', { api });
  const follow = await screen.findByRole('listitem', { name: 'Follow-up' });
  expect(follow).toHaveTextContent('Not offered');
  expect(follow).toHaveTextContent('Video visit');
  expect(follow).toHaveTextContent('15 min, 0 min before and 0 min after · price 45.00');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit Consultation' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Consultation' }));
  expect(dialog.getByLabelText(/^Price/)).toHaveValue('90.00');
  await user.clear(dialog.getByLabelText(/^Length/));
  await user.type(dialog.getByLabelText(/^Length/), '45');
  await user.clear(dialog.getByLabelText(/^Price/));
  await user.type(dialog.getByLabelText(/^Price/), '95.505');
  await user.click(dialog.getByRole('button', { name: 'Save type' }));
  expect(await dialog.findByText('Enter a price such as 90.00')).toBeInTheDocument();
  await user.clear(dialog.getByLabelText(/^Price/));
  await user.type(dialog.getByLabelText(/^Price/), '95.5');
  await user.click(dialog.getByRole('checkbox', { name: /^Video visit/ }));
  await user.click(dialog.getByRole('button', { name: 'Save type' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'updateAppointmentType')).toMatchObject({
      url: '/api/appointment-types/consultation',
      body: { duration_minutes: 45, price_minor: 9550, telemedicine: true, bookable_online: true },
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it("edits the price in the clinic's billing currency, with that currency's decimals", async () => {
  const inYen = APPOINTMENT_TYPES.map((type) => ({ ...type, currency: 'JPY', price_minor: 9000 }));
  const api = clinicSettingsApi()
    .on('listAppointmentTypes', () => inYen)
    .on('updateAppointmentType', ({ body }) => ({ ...inYen[0]!, ...body }));
  await openPage('/dashboard/settings', 'Clinic settings', { api });
  const consultation = await screen.findByRole('listitem', { name: 'Consultation' });
  expect(consultation).toHaveTextContent('price 9000 JPY');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit Consultation' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Consultation' }));
  const price = dialog.getByLabelText(/^Price \(JPY\)/);
  expect(price).toHaveValue('9000');
  await user.clear(price);
  await user.type(price, '9500.5');
  await user.click(dialog.getByRole('button', { name: 'Save type' }));
  expect(await dialog.findByText('Enter a price such as 90')).toBeInTheDocument();
  await user.clear(price);
  await user.type(price, '12000');
  await user.click(dialog.getByRole('button', { name: 'Save type' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'updateAppointmentType')).toMatchObject({
      body: { price_minor: 12000 },
    }),
  );
});
