import { act } from '@testing-library/react';
import { settle, useFakeClock } from '../testing/fake-clock';
import { staffProfile } from '../testing/identity-fixtures';
import { renderSession } from '../testing/render-session';
import { CREDENTIALS, staffBackend } from '../testing/staff-session';
import type { MonitoringSignals } from './monitoring-bridge';
import { MonitoringObserver } from './monitoring-observer';

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
});
afterEach(() => jest.useRealTimers());

function spySignals() {
  const calls: unknown[][] = [];
  const signals: MonitoringSignals = {
    navigated: ({ pathname, search }) => calls.push(['navigated', `${pathname}${search}`]),
    sessionChanged: (user) => calls.push(['sessionChanged', user]),
    renderError: () => calls.push(['renderError']),
  };
  return { calls, signals };
}

it('tells monitoring about every navigation and every sign-in and sign-out', async () => {
  const { calls, signals } = spySignals();
  const session = renderSession({
    backend: staffBackend(),
    path: '/login?tab=staff',
    children: <MonitoringObserver signals={signals} />,
  });
  await settle();
  expect(calls).toEqual([
    ['sessionChanged', null],
    ['navigated', '/login?tab=staff'],
  ]);

  calls.length = 0;
  await act(() => session.auth().loginStaff(CREDENTIALS));
  await settle();
  expect(calls).toContainEqual(['sessionChanged', { id: staffProfile().id }]);

  calls.length = 0;
  await act(() => session.auth().logout('user'));
  await settle();
  expect(calls).toEqual([
    ['sessionChanged', null],
    ['navigated', '/'],
  ]);
});
