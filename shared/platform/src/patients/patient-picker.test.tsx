import { PATIENT_SEARCH_HINT, type PatientListQuery, type PatientSummary } from '@clinio/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteHarness } from '../testing/harness';
import { apiError, createMockApi, type MockApi } from '../testing/mock-api';
import { PatientPicker } from './patient-picker';

let sequence = 0;
function buildPatient(overrides: Partial<PatientSummary> = {}): PatientSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    chart_number: `P-${String(sequence).padStart(6, '0')}`,
    first_name: 'Maria',
    last_name: `Lopez${sequence}`,
    preferred_name: '',
    date_of_birth: '1984-03-12',
    sex: 'female',
    email: '',
    phone_number: '',
    branch_id: null,
    tags: [],
    allergies: [],
    alerts: [],
    is_active: true,
    ...overrides,
  };
}

const searches = (api: MockApi) =>
  api.calls.filter((call) => call.endpoint === 'listPatients').map((call) => call.query as PatientListQuery);

function Host({
  allowCreate = false,
  onChange,
}: {
  allowCreate?: boolean;
  onChange?: (p: PatientSummary | null) => void;
}) {
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PatientPicker
        label="Patient"
        value={patient}
        allowCreate={allowCreate}
        onChange={(next) => {
          onChange?.(next);
          setPatient(next);
        }}
      />
      <p>Chosen: {patient === null ? 'none' : patient.chart_number}</p>
    </form>
  );
}

function show(api: MockApi, props: Parameters<typeof Host>[0] = {}) {
  render(<RemoteHarness App={() => <Host {...props} />} props={{ api }} />);
  return screen.getByRole('combobox', { name: 'Patient' });
}

const page = (count: number, total = count, extra: Partial<PatientSummary> = {}) => ({
  results: Array.from({ length: count }, () => buildPatient(extra)),
  total,
});

it('waits for 2 characters, with the hint, and searches once typing pauses', async () => {
  const api = createMockApi().on('listPatients', () => page(2));
  const box = show(api);
  expect(screen.getByText(PATIENT_SEARCH_HINT)).toBeVisible();
  await userEvent.type(box, 'm');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(searches(api)).toEqual([]);
  expect(screen.getByText(PATIENT_SEARCH_HINT)).toBeVisible();

  await userEvent.type(box, 'ar');
  expect(await screen.findByRole('listbox', { name: 'Patient: search results' })).toBeVisible();
  // One request for 'mar', none for the letters typed in between (300 ms debounce).
  expect(searches(api)).toEqual([{ search: 'mar', status: 'active', skip: 0, limit: 20 }]);
  expect(screen.getByText(PATIENT_SEARCH_HINT)).not.toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('2 patients found');
  expect(box).toHaveAttribute('aria-expanded', 'true');
});

it('shows name, date of birth and chart number, and picks with the keyboard', async () => {
  const first = buildPatient({ first_name: 'Ana', last_name: 'Souza', preferred_name: 'Annie' });
  const second = buildPatient({ first_name: 'Ana', last_name: 'Silva', date_of_birth: null });
  const api = createMockApi().on('listPatients', () => ({ results: [first, second], total: 2 }));
  const box = show(api);
  await userEvent.type(box, 'ana');
  const list = await screen.findByRole('listbox');
  const options = within(list).getAllByRole('option');
  expect(options[0]).toHaveTextContent('Ana “Annie” Souza');
  expect(options[0]).toHaveTextContent(/Born (Mar 12, 1984|12 Mar 1984) \(\d+\) · P-0000\d\d/);
  expect(options[1]).toHaveTextContent('Date of birth not recorded');

  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowUp}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');

  // The chosen patient replaces the box; focus lands on its Clear button.
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  const chosen = screen.getByRole('group', { name: 'Patient' });
  expect(chosen).toHaveTextContent('Ana “Annie” Souza');
  expect(screen.getByText(`Chosen: ${first.chart_number}`)).toBeInTheDocument();
  const clear = within(chosen).getByRole('button', { name: /Clear patient/ });
  expect(clear).toHaveFocus();

  await userEvent.click(clear);
  expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveFocus();
  expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('');
  expect(screen.getByText('Chosen: none')).toBeInTheDocument();
});

it('picks with a click, and Escape closes the list then empties the box', async () => {
  const patient = buildPatient();
  const api = createMockApi().on('listPatients', () => ({ results: [patient], total: 1 }));
  const box = show(api);
  await userEvent.type(box, 'lo');
  await screen.findByRole('option');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveValue('lo');
  await userEvent.keyboard('{Escape}');
  expect(box).toHaveValue('');

  await userEvent.type(box, 'lo');
  await userEvent.click(await screen.findByRole('option'));
  expect(screen.getByText(`Chosen: ${patient.chart_number}`)).toBeInTheDocument();
});

it("offers 'Load More' only after a full page of 20, and reads the next page", async () => {
  const api = createMockApi().on('listPatients', ({ query }) =>
    (query?.skip ?? 0) === 0 ? page(20, 23) : page(3, 23),
  );
  const box = show(api);
  await userEvent.type(box, 'lopez');
  expect(await screen.findAllByRole('option')).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(23));
  expect(searches(api).map((query) => query.skip)).toEqual([0, 20]);
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
});

it('says when nothing matches, and shows a failed search with Try again', async () => {
  let fail = true;
  const api = createMockApi().on('listPatients', () => {
    if (fail) throw apiError(503, { detail: 'The service is busy', code: 'unavailable' });
    return page(0);
  });
  const box = show(api);
  await userEvent.type(box, 'zz');
  expect(await screen.findByText('The service is busy')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No patients match this search')).toBeInTheDocument();
});

it('creates a patient inline from what was searched', async () => {
  const api = createMockApi().on('listPatients', () => page(0));
  api.on('createPatient', ({ body }) => ({
    ...buildPatient({ first_name: body.first_name, last_name: body.last_name, chart_number: 'P-000900' }),
    gender_identity: '',
    address_line1: '',
    address_line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: '',
    emergency_contact_name: '',
    emergency_contact_phone: '',
    emergency_contact_relationship: '',
    insurance: '',
    notes: '',
    archived_at: null,
    merged_into: null,
    has_portal_account: false,
    created_at: '2026-11-25T10:00:00Z',
    updated_at: '2026-11-25T10:00:00Z',
  }));
  const box = show(api, { allowCreate: true });
  await userEvent.type(box, 'Joana Reis');
  await screen.findByText('No patients match this search');
  await userEvent.click(screen.getByRole('button', { name: 'New patient' }));

  const form = screen.getByRole('group', { name: 'New patient' });
  expect(within(form).getByLabelText(/^First name/)).toHaveValue('Joana');
  expect(within(form).getByLabelText(/^Last name/)).toHaveValue('Reis');
  await userEvent.type(within(form).getByLabelText('Phone'), '(555) 010-0200{Enter}');

  expect(await screen.findByText('Chosen: P-000900')).toBeInTheDocument();
  const create = api.calls.find((call) => call.endpoint === 'createPatient');
  expect(create?.body).toEqual({
    first_name: 'Joana',
    last_name: 'Reis',
    date_of_birth: null,
    phone_number: '(555) 010-0200',
    email: '',
  });
});

it('checks the inline form and shows the server field errors at their fields', async () => {
  const api = createMockApi().on('listPatients', () => page(0));
  api.on('createPatient', () => {
    throw apiError(400, {
      detail: 'Check the highlighted fields',
      code: 'validation_error',
      fields: [{ field: 'phone_number', message: 'Enter a valid phone number for US' }],
    });
  });
  show(api, { allowCreate: true });
  await userEvent.click(screen.getByRole('button', { name: 'New patient' }));
  const form = screen.getByRole('group', { name: 'New patient' });
  await userEvent.click(within(form).getByRole('button', { name: 'Create patient' }));
  expect(within(form).getByText('First name is required')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'createPatient')).toBe(false);

  await userEvent.type(within(form).getByLabelText(/^First name/), 'Ana');
  await userEvent.type(within(form).getByLabelText(/^Last name/), 'Reis');
  await userEvent.type(within(form).getByLabelText('Phone'), '12');
  await userEvent.click(within(form).getByRole('button', { name: 'Create patient' }));
  expect(await within(form).findByText('Enter a valid phone number for US')).toBeInTheDocument();
  expect(within(form).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
});

it('warns of a possible duplicate: use the match, or create anyway', async () => {
  const existing = buildPatient({ first_name: 'Ana', last_name: 'Reis', chart_number: 'P-000042' });
  const api = createMockApi().on('listPatients', () => page(0));
  const bodies: unknown[] = [];
  api.on('createPatient', ({ body }) => {
    bodies.push(body);
    throw apiError(409, {
      detail: 'This patient may already exist',
      code: 'possible_duplicate',
      duplicates: [{ patient: existing, reasons: ['same_birth_date_close_name'] }],
    });
  });
  show(api, { allowCreate: true });
  await userEvent.click(screen.getByRole('button', { name: 'New patient' }));
  const form = screen.getByRole('group', { name: 'New patient' });
  await userEvent.type(within(form).getByLabelText(/^First name/), 'Ana');
  await userEvent.type(within(form).getByLabelText(/^Last name/), 'Reis{Enter}');

  const warning = await within(form).findByRole('region', { name: 'Possible duplicate' });
  expect(within(warning).getByText(/Ana Reis · P-000042/)).toBeInTheDocument();
  expect(within(warning).getByText('Same date of birth and a similar name')).toBeInTheDocument();

  await userEvent.click(within(warning).getByRole('button', { name: 'Create anyway' }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[1]).toMatchObject({ first_name: 'Ana', allow_duplicate: true });
  expect(bodies[0]).not.toHaveProperty('allow_duplicate');

  await userEvent.click(within(warning).getByRole('button', { name: 'Use this patient' }));
  expect(screen.getByText('Chosen: P-000042')).toBeInTheDocument();
});

// Issue 19: a style rule added while someone types makes the browser restyle and lay out the whole
// page behind the dialog (on a slow phone, the slowest keystroke of New Appointment). The styles
// the picker needs exist once it is drawn; typing, the search starting and the arrow keys only
// change attributes.
it('adds no style rules to the page as someone types and moves through the results', async () => {
  const rules = () =>
    Array.from(document.styleSheets).reduce((count, sheet) => count + sheet.cssRules.length, 0);
  const api = createMockApi().on('listPatients', () => page(3));
  const box = show(api);
  await userEvent.click(box);
  await userEvent.type(box, 'm');
  const drawn = rules();
  // The second character starts the search: the spinner shows, the status and the list open.
  await userEvent.type(box, 'a');
  expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveAttribute('aria-expanded', 'true');
  expect(rules()).toBe(drawn);
  // The first answer draws the options (not a keystroke); moving through them adds nothing.
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  const withOptions = rules();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await userEvent.type(box, 'r');
  expect(rules()).toBe(withOptions);
});
