import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

it('compares Clinio with categories of alternatives, not named products', async () => {
  renderApp('/comparison');
  await screen.findByRole('heading', { level: 1 });
  const table = screen.getByRole('table', { name: /Clinio compared with/ });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual([
    'Topic',
    'Clinio',
    'Paper and spreadsheets',
    'Generic scheduling tools',
    'Legacy on-premise practice software',
  ]);
  expect(within(table).getByRole('rowheader', { name: 'Double-booking protection' })).toBeInTheDocument();
});

it('says where each alternative is the better choice', async () => {
  renderApp('/comparison');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'When an alternative is the better choice' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Clinio is new, and we will not pretend otherwise/)).toBeInTheDocument();
});
