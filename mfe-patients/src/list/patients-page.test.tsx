import { PATIENT_SEARCH_HINT, type PatientListQuery } from '@clinio/contracts';
import { apiError, type MockApi } from '@clinio/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchDownloads } from '../testing/downloads';
import { BILLING, HILL_BRANCH, buildSummary, patientPage } from '../testing/fixtures';
import { openPage, withClinic } from '../testing/render-app';

const PATH = '/dashboard/patients';

function listApi(answer: (query: PatientListQuery) => unknown = () => patientPage(3)): MockApi {
  return withClinic().on('listPatients', ({ query }) => answer(query ?? {}) as never);
}

const listQueries = (api: MockApi) =>
  api.calls.filter((call) => call.endpoint === 'listPatients').map((call) => call.query as PatientListQuery);
const patientList = () => within(screen.getByRole('list', { name: 'Patients' }));

it('shows each patient with age, birth date, chart number, phone in national format, tags and markers', async () => {
  const maria = buildSummary({
    first_name: 'Maria',
    last_name: 'Lopez',
    preferred_name: 'Mia',
    chart_number: 'P-000123',
    phone_number: '+12025550143',
    tags: ['diabetic', 'vip'],
    allergies: ['Penicillin'],
    alerts: ['Needs interpreter'],
  });
  const abroad = buildSummary({
    first_name: 'Tom',
    last_name: 'Reed',
    phone_number: '+442079460958',
    date_of_birth: null,
  });
  await openPage(PATH, 'Patients', { api: listApi(() => ({ results: [maria, abroad], total: 2 })) });
  const row = within((await screen.findByRole('link', { name: 'Maria “Mia” Lopez' })).closest('li')!);
  expect(row.getByText(/^\d+ years · born (Mar 12, 1984|12 Mar 1984)$/)).toBeInTheDocument();
  expect(row.getByText('P-000123')).toBeInTheDocument();
  expect(await row.findByText('(202) 555-0143')).toBeInTheDocument();
  expect(row.getByText('Allergies: Penicillin')).toBeInTheDocument();
  expect(row.getByText('Alert: Needs interpreter')).toBeInTheDocument();
  expect(within(row.getByRole('group', { name: 'Tags' })).getAllByText(/diabetic|vip/)).toHaveLength(2);
  expect(row.getByText('Harbour Street')).toBeInTheDocument();
  expect(row.getByRole('link', { name: 'Maria “Mia” Lopez' })).toHaveAttribute(
    'href',
    `/dashboard/patients/${maria.id}`,
  );

  const other = within(screen.getByRole('link', { name: 'Tom Reed' }).closest('li')!);
  expect(other.getByText('+44 20 7946 0958')).toBeInTheDocument();
  expect(other.getByText('Date of birth not recorded')).toBeInTheDocument();
  expect(screen.getByText('Showing 2 of 2 patients')).toBeInTheDocument();
});

it('searches from 2 characters, 300 ms after typing stops, and keeps the search in the URL', async () => {
  const { api, onNavigate } = await openPage(PATH, 'Patients', { api: listApi() });
  await screen.findByText('Showing 3 of 3 patients');
  const box = screen.getByRole('searchbox', { name: 'Search patients' });
  expect(screen.getByText(PATIENT_SEARCH_HINT)).toBeInTheDocument();
  expect(listQueries(api)).toEqual([{ status: 'active', sort: 'name', skip: 0, limit: 20 }]);

  await userEvent.type(box, 'm');
  await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
  // One character is not a search: the list stays as it was.
  expect(listQueries(api).every((query) => query.search === undefined)).toBe(true);

  await userEvent.type(box, 'ar lo');
  await waitFor(() => expect(listQueries(api).some((query) => query.search === 'mar lo')).toBe(true));
  expect(listQueries(api).filter((query) => query.search !== undefined)).toEqual([
    { search: 'mar lo', status: 'active', sort: 'relevance', skip: 0, limit: 20 },
  ]);
  expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/patients?search=mar+lo');
  expect(screen.queryByText(PATIENT_SEARCH_HINT)).not.toBeInTheDocument();
});

it("reads the filters from the URL and offers 'Load More' only after a full page of 20", async () => {
  const api = listApi((query) => ((query.skip ?? 0) === 0 ? patientPage(20, 27) : patientPage(7, 27)));
  await openPage(
    `${PATH}?search=lopez&branch=${HILL_BRANCH}&tag=vip&status=archived&sort=-created_at`,
    'Patients',
    {
      api,
    },
  );
  await screen.findByText('Showing 20 of 27 patients');
  expect(listQueries(api)[0]).toEqual({
    search: 'lopez',
    branch_id: HILL_BRANCH,
    tag: 'vip',
    status: 'archived',
    sort: '-created_at',
    skip: 0,
    limit: 20,
  });
  expect(screen.getByRole('searchbox', { name: 'Search patients' })).toHaveValue('lopez');
  expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue(HILL_BRANCH);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');

  await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
  await screen.findByText('Showing 27 of 27 patients');
  expect(listQueries(api).map((query) => query.skip)).toEqual([0, 20]);
  expect(patientList().getAllByRole('listitem')).toHaveLength(27);
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
});

it('writes a changed filter to the URL and asks again from the first page', async () => {
  const { api, onNavigate } = await openPage(PATH, 'Patients', { api: listApi() });
  await screen.findByText('Showing 3 of 3 patients');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
  await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ status: 'all', skip: 0 }));
  expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/patients?status=all');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '-chart_number');
  await waitFor(() =>
    expect(listQueries(api).at(-1)).toMatchObject({ status: 'all', sort: '-chart_number' }),
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'Hillside');
  await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ branch_id: HILL_BRANCH }));
});

it('says when nothing matches and clears the filters', async () => {
  const { onNavigate } = await openPage(`${PATH}?search=zzzz`, 'Patients', {
    api: listApi(() => patientPage(0)),
  });
  expect(await screen.findByRole('heading', { name: 'No patients match' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/patients');
});

it('invites to add the first patient when the clinic has none', async () => {
  const { onNavigate } = await openPage(PATH, 'Patients', { api: listApi(() => patientPage(0)) });
  const empty = await screen.findByRole('heading', { name: 'No patients yet' });
  await userEvent.click(within(empty.parentElement!).getByRole('button', { name: 'Add Patient' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/patients/new');
});

it('shows a failed read with Try again', async () => {
  let fail = true;
  const api = listApi(() => {
    if (fail) throw apiError(503, { detail: 'The database is busy', code: 'unavailable' });
    return patientPage(1);
  });
  await openPage(PATH, 'Patients', { api });
  expect(await screen.findByText('The database is busy')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Showing 1 of 1 patient')).toBeInTheDocument();
});

it('exports the filtered list as a CSV file through the API client', async () => {
  const downloads = watchDownloads('blob:patients');
  const api = listApi().on('GET /api/patients/export.csv', () => new Blob(['chart_number\n']));
  await openPage(`${PATH}?search=lopez&tag=vip`, 'Patients', { api });
  await screen.findByText('Showing 3 of 3 patients');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  expect(api.calls.find((call) => call.url.startsWith('/api/patients/export.csv'))?.url).toBe(
    '/api/patients/export.csv?search=lopez&tag=vip&status=active&sort=relevance',
  );
  expect(downloads.saved[0]?.download).toMatch(/^patients-\d{4}-\d{2}-\d{2}\.csv$/);
});

it('hides Add Patient without patients_create', async () => {
  await openPage(PATH, 'Patients', { api: listApi(), user: BILLING });
  await screen.findByText('Showing 3 of 3 patients');
  expect(screen.queryByRole('button', { name: 'Add Patient' })).not.toBeInTheDocument();
});

it("says '1,000+' when the server's count of a search reaches its cap", async () => {
  await openPage(`${PATH}?search=smith`, 'Patients', { api: listApi(() => patientPage(20, 1000)) });
  expect(await screen.findByText('Showing 20 of 1,000+ patients')).toBeInTheDocument();
});
