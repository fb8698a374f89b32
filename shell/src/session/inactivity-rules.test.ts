import {
  inactivitySettings,
  nextInactivityStep,
  sessionWarningText,
  timeoutFromResponse,
} from './inactivity-rules';

const MINUTE = 60_000;

describe('inactivitySettings (spec 4.2)', () => {
  it('defaults to 30 minutes with the warning 5 minutes before', () => {
    expect(inactivitySettings(null)).toEqual({ timeoutMs: 30 * MINUTE, warningLeadMs: 5 * MINUTE });
  });

  it.each([
    [30, 3],
    [60, 5],
    [120, 5],
    [15, 1.5],
    [10, 1],
  ])('a fetched timeout of %i minutes is warned %f minutes before', (timeout, lead) => {
    expect(inactivitySettings(timeout)).toEqual({
      timeoutMs: timeout * MINUTE,
      warningLeadMs: lead * MINUTE,
    });
  });
});

describe('timeoutFromResponse (spec 8: fallback 30)', () => {
  it.each([
    [{ session_timeout_minutes: 45 }, 45],
    [{ session_timeout_minutes: 0 }, 30],
    [{ session_timeout_minutes: 'soon' }, 30],
    [{}, 30],
    [null, 30],
  ])('%j gives %i', (body, minutes) => {
    expect(timeoutFromResponse(body)).toBe(minutes);
  });
});

describe('nextInactivityStep', () => {
  const settings = inactivitySettings(null);
  const last = 1_000_000;

  it('waits until the warning is due', () => {
    expect(nextInactivityStep(last, last, settings)).toEqual({ kind: 'wait', ms: 25 * MINUTE });
    expect(nextInactivityStep(last + 10 * MINUTE, last, settings)).toEqual({ kind: 'wait', ms: 15 * MINUTE });
  });

  it('warns with the seconds left: 300 when on time', () => {
    expect(nextInactivityStep(last + 25 * MINUTE, last, settings)).toEqual({
      kind: 'warn',
      secondsLeft: 300,
    });
    expect(nextInactivityStep(last + 27 * MINUTE + 500, last, settings)).toEqual({
      kind: 'warn',
      secondsLeft: 180,
    });
  });

  it('expires without a warning once the timeout has passed (a sleeping tab)', () => {
    expect(nextInactivityStep(last + 30 * MINUTE, last, settings)).toEqual({ kind: 'expire' });
    expect(nextInactivityStep(last + 3 * 60 * MINUTE, last, settings)).toEqual({ kind: 'expire' });
  });
});

it.each([
  [300, 'Your session will expire in 5:00 due to inactivity.'],
  [299, 'Your session will expire in 4:59 due to inactivity.'],
  [65, 'Your session will expire in 1:05 due to inactivity.'],
  [9, 'Your session will expire in 0:09 due to inactivity.'],
])('the warning text for %i seconds', (seconds, text) => {
  expect(sessionWarningText(seconds)).toBe(text);
});
