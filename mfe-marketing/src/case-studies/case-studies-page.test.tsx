import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { SCENARIOS } from './scenarios';

it('presents every case study as an illustrative scenario, not a customer story', async () => {
  renderApp('/case-studies');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('note')).toHaveTextContent(
    'These are illustrative scenarios, not customer stories',
  );
  expect(screen.getByRole('note')).toHaveTextContent('nothing on this page is a measured result');
  for (const scenario of SCENARIOS) {
    const article = within(screen.getByRole('article', { name: scenario.title }));
    expect(article.getByText('Illustrative scenario')).toBeInTheDocument();
    expect(scenario.title).toMatch(/^How an? .+ would run on Clinio$/);
  }
});
