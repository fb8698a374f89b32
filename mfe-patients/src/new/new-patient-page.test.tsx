import type { PatientInput } from '@clinio/contracts';
import { apiError, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HILL_BRANCH, MAIN_BRANCH, buildRecord, buildSummary } from '../testing/fixtures';
import { openPage, withClinic } from '../testing/render-app';

const PATH = '/dashboard/patients/new';

function createApi(answer: (body: PatientInput) => unknown): MockApi {
  return withClinic().on('createPatient', ({ body }) => answer(body) as never);
}
const creates = (api: MockApi) =>
  api.calls.filter((call) => call.endpoint === 'createPatient').map((call) => call.body);
const form = () => within(screen.getByRole('form', { name: 'Add Patient' }));

it('creates a patient from every section of the form and opens the chart', async () => {
  const created = buildRecord({ first_name: 'Ana', last_name: 'Reis', chart_number: 'P-000321' });
  const { api, onNavigate } = await openPage(PATH, 'Add Patient', { api: createApi(() => created) });
  await userEvent.type(form().getByLabelText(/^First name/), 'Ana');
  await userEvent.type(form().getByLabelText(/^Last name/), 'Reis');
  await userEvent.type(form().getByLabelText('Date of birth'), '1990-05-04');
  await userEvent.selectOptions(form().getByLabelText('Sex'), 'female');
  await userEvent.type(form().getByLabelText('Phone'), '(202) 555-0143');
  await userEvent.type(form().getByLabelText('Allergies'), 'Penicillin{Enter}Latex,');
  await userEvent.type(form().getByLabelText('Tags'), 'new{Enter}');
  await userEvent.selectOptions(form().getByLabelText('Home branch'), 'Hillside');
  expect(
    within(form().getByRole('list', { name: 'Allergies entered' })).getAllByRole('listitem'),
  ).toHaveLength(2);
  await userEvent.click(form().getByRole('button', { name: 'Remove Latex' }));

  await userEvent.click(form().getByRole('button', { name: 'Add Patient' }));
  await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(`/dashboard/patients/${created.id}`));
  expect(creates(api)).toEqual([
    expect.objectContaining({
      first_name: 'Ana',
      last_name: 'Reis',
      date_of_birth: '1990-05-04',
      sex: 'female',
      phone_number: '(202) 555-0143',
      allergies: ['Penicillin'],
      alerts: [],
      tags: ['new'],
      branch_id: HILL_BRANCH,
    }),
  ]);
  expect(creates(api)[0]).not.toHaveProperty('allow_duplicate');
});

it('starts with the user’s branch and checks the form before sending', async () => {
  const { api } = await openPage(PATH, 'Add Patient', { api: createApi(() => buildRecord()) });
  await waitFor(() => expect(form().getByLabelText('Home branch')).toHaveValue(MAIN_BRANCH));
  await userEvent.type(form().getByLabelText('Email'), 'not-an-email');
  await userEvent.click(form().getByRole('button', { name: 'Add Patient' }));
  expect(await form().findByText('First name is required')).toBeInTheDocument();
  expect(form().getByText('Last name is required')).toBeInTheDocument();
  expect(form().getByText('Enter a valid email address')).toBeInTheDocument();
  expect(form().getByLabelText(/^First name/)).toHaveFocus();
  expect(creates(api)).toEqual([]);
});

it("shows the server's field errors at their fields and keeps the draft", async () => {
  const api = createApi(() => {
    throw apiError(400, {
      detail: 'Check the highlighted fields',
      code: 'validation_error',
      fields: [
        {
          field: 'phone_number',
          message: 'Enter a valid phone number for US, or start with + and the country code',
        },
        { field: 'branch_id', message: 'Unknown branch' },
      ],
    });
  });
  await openPage(PATH, 'Add Patient', { api });
  await userEvent.type(form().getByLabelText(/^First name/), 'Ana');
  await userEvent.type(form().getByLabelText(/^Last name/), 'Reis');
  await userEvent.type(form().getByLabelText('Phone'), '12345');
  await userEvent.click(form().getByRole('button', { name: 'Add Patient' }));
  expect(
    await form().findByText('Enter a valid phone number for US, or start with + and the country code'),
  ).toBeInTheDocument();
  expect(form().getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(form().getByText('Unknown branch')).toBeInTheDocument();
  expect(form().getByLabelText(/^First name/)).toHaveValue('Ana');
});

it('warns of a possible duplicate with links to the matches, and creates anyway on request', async () => {
  const existing = buildSummary({ first_name: 'Ana', last_name: 'Reis', chart_number: 'P-000042' });
  const created = buildRecord({ first_name: 'Ana', last_name: 'Reis' });
  const api = createApi((body) => {
    if (body.allow_duplicate === true) return created;
    throw apiError(409, {
      detail: 'This patient may already exist',
      code: 'possible_duplicate',
      duplicates: [{ patient: existing, reasons: ['same_birth_date_close_name', 'same_phone'] }],
    });
  });
  const { onNavigate } = await openPage(PATH, 'Add Patient', { api });
  await userEvent.type(form().getByLabelText(/^First name/), 'Ana');
  await userEvent.type(form().getByLabelText(/^Last name/), 'Reis');
  await userEvent.click(form().getByRole('button', { name: 'Add Patient' }));

  const warning = await screen.findByRole('region', { name: 'Possible duplicate' });
  expect(screen.getByRole('alert')).toHaveTextContent('This may be a patient the clinic already has.');
  expect(within(warning).getByText(/Ana Reis · P-000042/)).toBeInTheDocument();
  expect(
    within(warning).getByText('Same date of birth and a similar name; Same phone number'),
  ).toBeInTheDocument();
  expect(within(warning).getByRole('link', { name: 'Open Ana Reis’s chart' })).toHaveAttribute(
    'href',
    `/dashboard/patients/${existing.id}`,
  );

  await userEvent.click(within(warning).getByRole('button', { name: 'Create anyway' }));
  await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(`/dashboard/patients/${created.id}`));
  expect(creates(api)).toHaveLength(2);
  expect(creates(api)[1]).toMatchObject({ first_name: 'Ana', allow_duplicate: true });
});

it('asks the browser before leaving a form with unsaved changes', async () => {
  await openPage(PATH, 'Add Patient', { api: createApi(() => buildRecord()) });
  const before = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(before);
  expect(before.defaultPrevented).toBe(false);
  await userEvent.type(form().getByLabelText(/^First name/), 'A');
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(true);
});
