import { COMING_SOON_COPY } from '@clinio/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComingSoonBanner } from './coming-soon-banner';
import { ShellDesignProvider } from './providers';

it('shows the launch estimate, the message, the field and the button (spec 2.1)', () => {
  render(<ComingSoonBanner estimatedLaunch="Q4 2025" onSubmit={() => Promise.resolve()} />, {
    wrapper: ShellDesignProvider,
  });
  const banner = within(screen.getByRole('complementary', { name: 'Launch announcement' }));
  expect(banner.getByText('Estimated launch: Q4 2025')).toBeInTheDocument();
  expect(banner.getByText(COMING_SOON_COPY.message)).toBeInTheDocument();
  expect(banner.getByPlaceholderText('Enter your email address')).toBeInTheDocument();
  expect(banner.getByRole('button', { name: 'Get Notified' })).toBeInTheDocument();
});

it('shows the configured estimate and signs up through the given callback', async () => {
  const onSubmit = jest.fn((_email: string) => Promise.resolve());
  render(<ComingSoonBanner estimatedLaunch="Q1 2026" onSubmit={onSubmit} />, {
    wrapper: ShellDesignProvider,
  });
  expect(screen.getByText('Estimated launch: Q1 2026')).toBeInTheDocument();

  await userEvent.type(screen.getByPlaceholderText(COMING_SOON_COPY.placeholder), 'a@b.co');
  await userEvent.click(screen.getByRole('button', { name: 'Get Notified' }));

  expect(await screen.findByText(COMING_SOON_COPY.success)).toBeInTheDocument();
  expect(onSubmit).toHaveBeenCalledWith('a@b.co');
});
