import { render, screen } from '@testing-library/react';
import { PageSpinner } from './page-spinner';
import { ShellDesignProvider } from './providers';

it('announces that the page is loading', () => {
  render(<PageSpinner />, { wrapper: ShellDesignProvider });
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
});

it('says what is loading when told', () => {
  render(<PageSpinner label="Loading form template..." fullPage={false} />, { wrapper: ShellDesignProvider });
  expect(screen.getByRole('status')).toHaveTextContent('Loading form template...');
});
