import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

async function openCalculator() {
  renderApp('/roi-calculator');
  await screen.findByRole('heading', { level: 1, name: 'What do no-shows cost your clinic?' });
  return within(screen.getByRole('region', { name: 'Your estimate' }));
}

async function replace(label: string, value: string) {
  const input = screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  await userEvent.clear(input);
  if (value !== '') await userEvent.type(input, value);
}

it('starts from labelled defaults and shows an estimate straight away', async () => {
  const results = await openCalculator();
  expect(screen.getByLabelText(/^Appointments per week/)).toHaveValue(120);
  expect(screen.getByLabelText(/^No-show rate \(%\)/)).toHaveValue(10);
  expect(screen.getByLabelText(/^Average fee per appointment \(USD\)/)).toHaveValue(85);
  expect(screen.getByLabelText(/^Expected reduction of no-shows with reminders \(%\)/)).toHaveValue(30);
  // 120 x 48 x 10% x $85 = $48,960 a year, $4,080 a month.
  expect(results.getByText('$4,080')).toBeInTheDocument();
  expect(results.getByText('$48,960 per year')).toBeInTheDocument();
});

it('recalculates as the figures change, net of the chosen plan', async () => {
  const results = await openCalculator();
  await replace('Appointments per week', '100');
  await replace('Average fee per appointment', '80');
  await userEvent.selectOptions(screen.getByLabelText(/^Clinio plan/), 'pro');

  // Lost $3,200 a month; 30% recovered is $960; minus Pro's $99 leaves $861.
  expect(results.getByText('$3,200')).toBeInTheDocument();
  expect(results.getByText('$960')).toBeInTheDocument();
  expect(results.getByText('$861')).toBeInTheDocument();
  expect(results.getByText('$10,332 per year')).toBeInTheDocument();
  expect(
    results.getByText(/After the Pro plan, reminders could leave you about \$861 a month better off/),
  ).toBeInTheDocument();
});

it('says so when the plan would cost more than it saves', async () => {
  const results = await openCalculator();
  await replace('Appointments per week', '5');
  await replace('No-show rate', '2');
  expect(
    results.getByText(/the Essential plan costs about \$39 a month more than reminders would recover/),
  ).toBeInTheDocument();
});

it('flags a value out of range beside its field and withholds the estimate', async () => {
  const results = await openCalculator();
  await replace('No-show rate', '150');
  expect(screen.getByText('Enter a value from 0 to 100.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^No-show rate/)).toHaveAttribute('aria-invalid', 'true');
  expect(results.getByText('Correct the highlighted fields to see your estimate.')).toBeInTheDocument();
  expect(results.queryByText(/per year/)).not.toBeInTheDocument();
});

it('explains its assumptions', async () => {
  await openCalculator();
  expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeInTheDocument();
  expect(screen.getByText(/A missed appointment is revenue lost/)).toBeInTheDocument();
});
