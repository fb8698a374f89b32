import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openAt, template } from '../testing/render';

const preview = (unknown: string[] = []) => ({
  subject: '',
  body: 'Hi Maria, see you at 9:30 AM.',
  segments: { encoding: 'UCS-2' as const, units: 75, segments: 2 },
  unknown_variables: unknown,
  variables: ['patient_first_name', 'appointment_time'],
});

it('lists templates with their SMS size, and shows the empty state', async () => {
  openAt(
    '/dashboard/templates',
    createMockApi().on('listMessageTemplates', () => ({ items: [template()] })),
  );
  const table = await screen.findByRole('region', { name: 'Templates table' });
  expect(table).toHaveTextContent('Appointment reminder (SMS, 2 h)');
  expect(table).toHaveTextContent('1 segment · GSM-7');
});

it('previews a draft with sample data and its segments, and refuses an unknown variable at the message', async () => {
  const api = createMockApi()
    .on('listMessageTemplates', () => ({ items: [] }))
    .on('previewMessageTemplate', ({ body }) =>
      preview(body.body.includes('{{nickname}}') ? ['nickname'] : []),
    )
    .on('createMessageTemplate', () => template());
  openAt('/dashboard/templates', api);
  expect(await screen.findByText('No templates yet')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'New template' }));
  const dialog = await screen.findByRole('dialog', { name: 'New template' });
  await user.type(within(dialog).getByLabelText(/Name/), 'Recall');
  await user.type(within(dialog).getByLabelText(/^Message/), 'Hi {{{{nickname}}');
  expect(await within(dialog).findByText(/2 SMS segments \(UCS-2, 75 characters\)/)).toBeInTheDocument();
  expect(await within(dialog).findAllByText(/Unknown variable: nickname/)).not.toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  expect(api.calls.some((call) => call.endpoint === 'createMessageTemplate')).toBe(false);
  await user.clear(within(dialog).getByLabelText(/^Message/));
  await user.type(within(dialog).getByLabelText(/^Message/), 'Hi {{{{patient_first_name}}');
  await waitFor(() => expect(within(dialog).queryByText(/Unknown variable/)).not.toBeInTheDocument());
  expect(within(dialog).getByTestId('template-preview')).toHaveTextContent('Hi Maria');
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'createMessageTemplate')?.body).toMatchObject({
      name: 'Recall',
      channel: 'sms',
      body: 'Hi {{patient_first_name}}',
    }),
  );
});

it("edits a template's Spanish version in its own fold, and sends it with the template", async () => {
  const existing = template({
    channel: 'email',
    subject: 'Your visit',
    body: 'Hello {{patient_first_name}}',
    body_es: 'Hola {{patient_first_name}}',
    subject_es: 'Su cita',
  });
  const api = createMockApi()
    .on('listMessageTemplates', () => ({ items: [existing] }))
    .on('previewMessageTemplate', () => preview())
    .on('updateMessageTemplate', ({ body }) => ({ ...existing, ...body }));
  openAt('/dashboard/templates', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${existing.name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${existing.name}` });
  // Open, since this template has a Spanish text.
  expect(within(dialog).getByRole('button', { name: 'Spanish version (optional)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const spanish = within(dialog).getByLabelText(/^Spanish message/);
  expect(spanish).toHaveValue('Hola {{patient_first_name}}');
  expect(spanish).toHaveAttribute('lang', 'es');
  await user.clear(within(dialog).getByLabelText(/^Spanish subject/));
  await user.type(within(dialog).getByLabelText(/^Spanish subject/), 'Su próxima cita');
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'updateMessageTemplate')?.body).toMatchObject({
      subject_es: 'Su próxima cita',
      body_es: 'Hola {{patient_first_name}}',
    }),
  );
});
