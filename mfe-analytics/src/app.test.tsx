import { LocaleProvider } from '@clinio/design-system';
import {
  RemoteHarness,
  createMockApi,
  readAreaDeclaration,
  routeInArea,
  type MockApi,
} from '@clinio/platform/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import areaJson from '../area.json';
import { App, PATHS } from './app';
import { overview, report, system } from './testing-data';

const STAFF = {
  status: 'staff' as const,
  user: {
    id: 'u1',
    username: 'sam',
    email: 'sam@clinic.example',
    firstName: 'Sam',
    lastName: 'Staff',
    profilePicture: null,
    role: { name: 'admin', permissions: ['analytics_read'] },
  },
  tenantId: 't1',
  clinicId: 'c1',
  branchId: null,
};

const open = (path: string, api: MockApi = createMockApi()) =>
  render(<RemoteHarness App={App} initialPath={path} props={{ auth: STAFF, api }} />);

it('shows the headline figures beside the previous period, then the charts with their tables', async () => {
  const api = createMockApi().on('getAnalyticsOverview', () => overview());
  open(`${PATHS.analytics}?from=2026-03-02&to=2026-03-08`, api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
  expect(await screen.findByTestId('value-visits')).toHaveTextContent('12');
  expect(screen.getByTestId('stat-visits')).toHaveTextContent('+50% vs previous period');
  expect(screen.getByTestId('value-no-show-rate')).toHaveTextContent('10%');
  expect(
    screen.getByText('Revenue and the forecast of booked visits come with Business Analytics.'),
  ).toBeInTheDocument();
  const perDay = await screen.findByRole('region', { name: 'Visits per day, data' });
  expect(within(perDay).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByRole('region', { name: "Utilisation of each provider's hours" })).toHaveTextContent(
    '25%',
  );
  expect(api.calls[0]?.query).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Last 7 days' }));
  await waitFor(() => expect(api.calls.length).toBeGreaterThan(1));
});

it('says what the plan adds when the breakdowns are not in it, and shows an empty range as empty', async () => {
  const empty = overview({ advanced: null });
  empty.headline.visits.current = 0;
  empty.headline.cancelled.current = 0;
  open(
    PATHS.analytics,
    createMockApi().on('getAnalyticsOverview', () => empty),
  );
  expect(await screen.findByText('No visits in this range yet')).toBeInTheDocument();
});

it('keeps the report in the URL and writes its table with totals', async () => {
  const api = createMockApi().on('getAnalyticsReport', () => report());
  open(`${PATHS.reports}?section=no_shows&group_by=provider&from=2026-03-02&to=2026-03-08`, api);
  const table = await screen.findByRole('region', { name: 'No-shows report table' });
  expect(table).toHaveTextContent('=Priya Shah');
  expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  expect(api.calls[0]?.url).toContain('/api/analytics/reports/no_shows');
  expect(api.calls[0]?.query).toMatchObject({ group_by: 'provider', from: '2026-03-02' });
  await userEvent.setup().selectOptions(screen.getByLabelText('Report'), 'patients');
  await waitFor(() => expect(api.calls.at(-1)?.url).toContain('/reports/patients'));
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
});

it('shows the clinic use of Clinio on the system analytics page', async () => {
  open(
    PATHS.system,
    createMockApi().on('getSystemAnalytics', () => system()),
  );
  expect(await screen.findByTestId('value-portal')).toHaveTextContent('25%');
  expect(screen.getByTestId('value-storage')).toHaveTextContent('3 MB');
});

it("shows 'Page Not Found' for a path of its area it does not serve, in Spanish too", async () => {
  open(`${PATHS.analytics}/nothing-here`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

it('shows its screen in Spanish when the page is in Spanish', async () => {
  render(
    <LocaleProvider locale="es">
      <RemoteHarness App={App} initialPath={`${PATHS.analytics}/nothing-here`} props={{ auth: STAFF }} />
    </LocaleProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
});

it('declares in its area every path it serves and every sidebar item', () => {
  const area = readAreaDeclaration(areaJson);
  expect(Object.values(PATHS).filter((path) => routeInArea('analytics', area, path) === undefined)).toEqual(
    [],
  );
  expect(area.nav.filter((item) => routeInArea('analytics', area, item.path) === undefined)).toEqual([]);
});
