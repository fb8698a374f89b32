import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

it('opens an answer when its question is chosen', async () => {
  renderApp('/faq');
  const question = await screen.findByRole('button', { name: 'Is Clinio certified or HIPAA compliant?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByText(/We do not hold any certification yet/)).toBeVisible();
});

it('groups the questions under headings', async () => {
  renderApp('/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
  for (const group of ['About Clinio', 'Plans and pricing', 'Security and privacy', 'Patients and data']) {
    expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
  }
});
