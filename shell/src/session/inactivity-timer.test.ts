import { createInactivityTimer } from './inactivity-timer';

const MINUTE = 60_000;

function setup() {
  let lastActivity = Date.now();
  const onWarning = jest.fn<undefined, [number]>();
  const onExpired = jest.fn();
  const timer = createInactivityTimer({ lastActivityAt: () => lastActivity, onWarning, onExpired });
  const act = () => {
    lastActivity = Date.now();
  };
  return { timer, onWarning, onExpired, act };
}

beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 10, 9) }));
afterEach(() => jest.useRealTimers());

it('warns 5 minutes before the default 30, with 300 seconds left', () => {
  const { timer, onWarning } = setup();
  timer.start();
  jest.advanceTimersByTime(25 * MINUTE - 1);
  expect(onWarning).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onWarning).toHaveBeenCalledWith(300);
});

it('counts from the start, not from activity before it', () => {
  const { timer, onWarning } = setup();
  jest.advanceTimersByTime(10 * MINUTE);
  timer.start();
  jest.advanceTimersByTime(25 * MINUTE - 1);
  expect(onWarning).not.toHaveBeenCalled();
});

it('is reset by activity', () => {
  const { timer, onWarning, act } = setup();
  timer.start();
  jest.advanceTimersByTime(20 * MINUTE);
  act();
  jest.advanceTimersByTime(24 * MINUTE);
  expect(onWarning).not.toHaveBeenCalled();
  jest.advanceTimersByTime(MINUTE);
  expect(onWarning).toHaveBeenCalledTimes(1);
});

it('follows the configured timeout once it is known (lead min(5, 10 %))', () => {
  const { timer, onWarning } = setup();
  timer.start();
  timer.configure(10);
  jest.advanceTimersByTime(9 * MINUTE);
  expect(onWarning).toHaveBeenCalledWith(60);
});

it('waits for the user after a warning, and counts afresh after resume', () => {
  const { timer, onWarning } = setup();
  timer.start();
  jest.advanceTimersByTime(25 * MINUTE);
  jest.advanceTimersByTime(60 * MINUTE);
  expect(onWarning).toHaveBeenCalledTimes(1);

  timer.resume();
  jest.advanceTimersByTime(25 * MINUTE);
  expect(onWarning).toHaveBeenCalledTimes(2);
});

it('expires without a warning when it wakes after the timeout (a sleeping tab)', () => {
  const { timer, onWarning, onExpired } = setup();
  timer.start();
  // The timer could not run: the clock jumps past the whole timeout.
  jest.setSystemTime(Date.now() + 31 * MINUTE);
  jest.advanceTimersByTime(0);
  timer.configure(30);
  expect(onWarning).not.toHaveBeenCalled();
  expect(onExpired).toHaveBeenCalledTimes(1);
});

it('does nothing once stopped', () => {
  const { timer, onWarning, onExpired } = setup();
  timer.start();
  timer.stop();
  jest.advanceTimersByTime(60 * MINUTE);
  timer.configure(5);
  expect(onWarning).not.toHaveBeenCalled();
  expect(onExpired).not.toHaveBeenCalled();
});
