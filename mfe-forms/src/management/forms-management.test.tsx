import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEMPLATE_ID, openAt, template } from '../testing/render';

it('shows templates, consent texts and what each appointment type requires, and changes a requirement', async () => {
  const api = createMockApi()
    .on('listFormTemplates', () => [template()])
    .on('listConsentTemplates', () => [
      {
        consent_type: 'treatment',
        title: 'Consent to treatment',
        consent_text: 'I agree',
        title_es: '',
        consent_text_es: '',
        valid_days: 365,
        updated_at: '2026-11-20T10:00:00Z',
      },
    ])
    .on('listAppointmentTypeRequirements', () => [
      {
        appointment_type: 'consultation',
        name: 'Consultation',
        form_template_ids: [],
        consent_types: ['treatment'],
      },
    ])
    .on('setAppointmentTypeRequirements', () => ({
      appointment_type: 'consultation',
      name: 'Consultation',
      form_template_ids: [TEMPLATE_ID],
      consent_types: ['treatment'],
    }));
  await openAt('/dashboard/forms-management', 'Forms Management', { api });
  expect(await screen.findByText('New patient intake')).toBeInTheDocument();
  expect(await screen.findByText('Consent to treatment · valid 365 days')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit what Consultation requires' }));
  const dialog = await screen.findByRole('dialog', { name: 'Consultation: required forms and consents' });
  await user.click(within(dialog).getByText('New patient intake'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'setAppointmentTypeRequirements')?.body).toEqual({
      form_template_ids: [TEMPLATE_ID],
      consent_types: ['treatment'],
    }),
  );
});
