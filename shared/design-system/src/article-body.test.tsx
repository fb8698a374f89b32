import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleBody } from './article-body';
import { ShellDesignProvider } from './providers';

const HTML =
  '<h2>Next</h2><p><a href="/dashboard/staff">Staff</a> or <a href="https://example.com/">elsewhere</a></p>';

it('hands same-site links to the router and leaves other links to the browser', async () => {
  const onNavigate = jest.fn();
  render(<ArticleBody html={HTML} onNavigate={onNavigate} />, { wrapper: ShellDesignProvider });
  expect(screen.getByRole('heading', { level: 2, name: 'Next' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Staff' }));
  expect(onNavigate).toHaveBeenCalledWith('/dashboard/staff');

  const outside = screen.getByRole('link', { name: 'elsewhere' });
  outside.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(outside);
  expect(onNavigate).toHaveBeenCalledTimes(1);
});
