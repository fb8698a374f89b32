import { ShellDesignProvider } from '@clinio/design-system';
import { createEventBus } from '@clinio/platform';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advance, useFakeClock } from '../testing/fake-clock';
import { SessionWarningModal } from './session-warning-modal';

function setup(authenticated = true) {
  const bus = createEventBus();
  const handlers = { onStayLoggedIn: jest.fn(), onLogoutNow: jest.fn(), onTimeout: jest.fn() };
  const view = render(<SessionWarningModal bus={bus} authenticated={authenticated} {...handlers} />, {
    wrapper: ShellDesignProvider,
  });
  const rerender = (signedIn: boolean) =>
    view.rerender(<SessionWarningModal bus={bus} authenticated={signedIn} {...handlers} />);
  const warn = (secondsLeft = 300) => act(() => bus.publish('session.warning', { secondsLeft }));
  return { bus, warn, rerender, ...handlers };
}

const text = () => screen.getByText(/^Your session will expire in/).textContent;
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(useFakeClock);
afterEach(() => jest.useRealTimers());

it('opens on the global signal with the spec texts, counting down once a second', async () => {
  const { warn } = setup();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  warn();
  expect(await screen.findByRole('alertdialog', { name: 'Session Timeout Warning' })).toBeInTheDocument();
  expect(text()).toBe('Your session will expire in 5:00 due to inactivity.');
  expect(screen.getByRole('button', { name: 'Stay Logged In' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout Now' })).toBeInTheDocument();

  await advance(1000);
  expect(text()).toBe('Your session will expire in 4:59 due to inactivity.');
  await advance(64_000);
  expect(text()).toBe('Your session will expire in 3:55 due to inactivity.');
});

it('runs the session-timeout handling once at zero, and closes', async () => {
  const { warn, onTimeout } = setup();
  warn(3);
  await advance(2000);
  expect(text()).toBe('Your session will expire in 0:01 due to inactivity.');
  expect(onTimeout).not.toHaveBeenCalled();
  await advance(1000);
  expect(onTimeout).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await advance(5000);
  expect(onTimeout).toHaveBeenCalledTimes(1);
});

it("'Stay Logged In' closes it and resets the timer; the countdown stops", async () => {
  const { warn, onStayLoggedIn, onTimeout } = setup();
  warn(5);
  await user().click(await screen.findByRole('button', { name: 'Stay Logged In' }));
  expect(onStayLoggedIn).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await advance(10_000);
  expect(onTimeout).not.toHaveBeenCalled();
});

it("'Logout Now' logs out", async () => {
  const { warn, onLogoutNow } = setup();
  warn();
  await user().click(await screen.findByRole('button', { name: 'Logout Now' }));
  expect(onLogoutNow).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('closes when the user is no longer signed in, and does not open for a signed-out visitor', async () => {
  const { warn, rerender, onTimeout } = setup();
  warn();
  await screen.findByRole('alertdialog');
  rerender(false);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  warn();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await advance(400_000);
  expect(onTimeout).not.toHaveBeenCalled();
});
