import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queriesOf } from '../../testing/endpoint-calls';
import { buildAnalytics, openSystemAdminPage } from '../../testing/system-admin';
import { defaultRange } from './analytics-query';

function analyticsApi(): MockApi {
  return createMockApi().on('getPlatformAnalytics', () => buildAnalytics());
}

/** The query of each read of the analytics, in order. */
const analyticsQueries = (api: MockApi) => queriesOf(api, 'getPlatformAnalytics');

const openAnalytics = (api = analyticsApi()) =>
  openSystemAdminPage('/system-admin/analytics', 'Platform analytics', api);

it('asks for the last 30 days by day and shows the totals, series tables and storage note', async () => {
  const api = analyticsApi();
  await openAnalytics(api);
  const { from, to } = defaultRange();
  expect(analyticsQueries(api)).toStrictEqual([{ from, to, interval: 'day' }]);

  const tenantsCard = (await screen.findByText('Tenants', { selector: 'dt' })).parentElement!;
  expect(tenantsCard).toHaveTextContent('45');
  expect(tenantsCard).toHaveTextContent('43 active · 2 suspended');
  expect(screen.getByText('Storage', { selector: 'dt' }).parentElement).toHaveTextContent('3.0 GB');
  expect(screen.getByText(/Measured from the files in the upload store/)).toBeInTheDocument();

  const newTenants = within(screen.getByRole('table', { name: 'New tenants' }));
  const rows = newTenants.getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(
    within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date('2026-11-21T00:00:00Z'),
    ),
    '5',
  ]);
  const signIns = within(screen.getByRole('table', { name: 'Sign-ins' }));
  expect(signIns.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Period',
    'Staff, successful',
    'Staff, refused',
    'Patients, successful',
    'Patients, refused',
  ]);
});

it('refuses an end before the start, a future end and a range over the limit', async () => {
  const api = analyticsApi();
  await openAnalytics(api);
  const form = within(screen.getByRole('form', { name: 'Analytics range' }));
  const from = form.getByLabelText('From');
  const to = form.getByLabelText('To');

  await userEvent.clear(from);
  await userEvent.type(from, '2026-11-10');
  await userEvent.clear(to);
  await userEvent.type(to, '2026-11-01');
  await userEvent.click(form.getByRole('button', { name: 'Show' }));
  expect(await form.findByText('The end date must not be before the start date')).toBeInTheDocument();

  await userEvent.clear(to);
  await userEvent.type(to, '2099-01-01');
  await userEvent.click(form.getByRole('button', { name: 'Show' }));
  expect(await form.findByText('The end date cannot be in the future')).toBeInTheDocument();

  await userEvent.clear(from);
  await userEvent.type(from, '2020-01-01');
  await userEvent.clear(to);
  await userEvent.type(to, '2026-01-01');
  await userEvent.click(form.getByRole('button', { name: 'Show' }));
  expect(await form.findByText('Ask for at most 731 days')).toBeInTheDocument();
  expect(analyticsQueries(api)).toHaveLength(1);
});

it('asks again for a valid range and interval', async () => {
  const api = analyticsApi();
  await openAnalytics(api);
  const form = within(screen.getByRole('form', { name: 'Analytics range' }));
  await userEvent.clear(form.getByLabelText('From'));
  await userEvent.type(form.getByLabelText('From'), '2026-01-01');
  await userEvent.clear(form.getByLabelText('To'));
  await userEvent.type(form.getByLabelText('To'), '2026-06-30');
  await userEvent.selectOptions(form.getByLabelText('Interval'), 'month');
  await userEvent.click(form.getByRole('button', { name: 'Show' }));
  await waitFor(() =>
    expect(analyticsQueries(api).at(-1)).toStrictEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      interval: 'month',
    }),
  );
});
