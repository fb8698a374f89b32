import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellDesignProvider } from '../providers';
import { DateTimeText, MoneyText } from './formatted';
import { JobProgressView } from './job-progress';
import { Pager } from './pager';

const wrapper = ShellDesignProvider;

it("shows an instant in the branch's zone, with the zone's name and the UTC time on hover", () => {
  render(<DateTimeText value="2026-07-01T08:05:00Z" timeZone="America/New_York" style="time" showZone />, {
    wrapper,
  });
  const time = screen.getByText(/GMT-4$/);
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', '2026-07-01T08:05:00.000Z');
  expect(time).toHaveAttribute('title', '2026-07-01 08:05:00 UTC');
  expect(time.textContent).toMatch(/^0?4:05/);
});

it('shows a dash for a missing date and money from minor units', () => {
  render(
    <>
      <DateTimeText value={null} />
      <MoneyText amountMinor={123456} currency="USD" />
    </>,
    { wrapper },
  );
  expect(screen.getByText('—')).toBeInTheDocument();
  expect(screen.getByText(/1,234\.56/)).toBeInTheDocument();
});

it('shows the percent of a running job and the reason of a failed one', () => {
  const { rerender } = render(
    <JobProgressView
      label="Importing patients"
      job={{ id: 'j1', state: 'running', done: 1, total: 4, detail: null }}
    />,
    { wrapper },
  );
  expect(screen.getByRole('progressbar', { name: 'Importing patients' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  expect(screen.getByText('25%')).toBeInTheDocument();
  rerender(
    <JobProgressView
      label="Importing patients"
      job={{ id: 'j1', state: 'failed', done: 1, total: 4, detail: 'Row 3 has no last name.' }}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Row 3 has no last name.');
});

it('pages forward and back within the total', async () => {
  const onPage = jest.fn();
  render(<Pager page={1} pageSize={25} total={60} noun="entries" onPage={onPage} />, { wrapper });
  expect(screen.getByText('Page 1 of 3 · 60 entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenCalledWith(2);
});
