import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RULE_ID, TEMPLATE_ID, openAt, rule, template } from '../testing/render';

const TYPES = [
  {
    id: '00000000-0000-4000-8000-0000000000c1',
    key: 'consultation',
    name: 'Consultation',
    duration_minutes: 30,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    colour: '#3e16d0',
    bookable_online: true,
    price_minor: 0,
    currency: 'USD',
    required_consents: [],
    required_form_ids: [],
    telemedicine: false,
    active: true,
  },
];

function remindersApi() {
  return createMockApi()
    .on('listReminderRules', () => ({ items: [rule()] }))
    .on('listMessageTemplates', () => ({ items: [template()] }))
    .on('listAppointmentTypes', () => TYPES)
    .on('createReminderRule', ({ body }) => rule({ ...body, id: RULE_ID }) as never)
    .on('updateReminderRule', ({ body }) => rule(body as never));
}

it('shows each rule with when, channel and template, and turns one off', async () => {
  const api = remindersApi();
  openAt('/dashboard/reminders', api);
  const table = await screen.findByRole('region', { name: 'Reminder rules table' });
  await waitFor(() => expect(table).toHaveTextContent('Appointment reminder (SMS, 2 h)'));
  expect(table).toHaveTextContent('2 h before');
  expect(table).toHaveTextContent('Any appointment type');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Disable SMS 2 h before' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'updateReminderRule')?.body).toMatchObject({
      is_active: false,
      offset_minutes: 120,
    }),
  );
});

it('adds a rule 48 hours before a consultation, in minutes, and asks for a template first', async () => {
  const api = remindersApi();
  openAt('/dashboard/reminders', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New reminder rule' }));
  const dialog = await screen.findByRole('dialog', { name: 'New reminder rule' });
  await user.type(within(dialog).getByLabelText(/Name/), 'E-mail 48 h before');
  await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
  expect(await within(dialog).findAllByText('Choose a template')).not.toHaveLength(0);
  await user.selectOptions(within(dialog).getByLabelText(/^Template/), TEMPLATE_ID);
  await user.selectOptions(within(dialog).getByLabelText('Appointment type'), 'consultation');
  await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'createReminderRule')?.body).toEqual({
      name: 'E-mail 48 h before',
      template_id: TEMPLATE_ID,
      trigger: 'before',
      offset_minutes: 2880,
      appointment_type: 'consultation',
      is_active: true,
    }),
  );
});

it('hides the editing buttons from a role that only reads reminders', async () => {
  openAt('/dashboard/reminders', remindersApi(), 'front_desk');
  await screen.findByRole('region', { name: 'Reminder rules table' });
  expect(screen.queryByRole('button', { name: 'New reminder rule' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
});
