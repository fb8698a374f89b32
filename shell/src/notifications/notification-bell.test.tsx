import { ShellDesignProvider } from '@clinio/design-system';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellContext } from '../shell-context';
import { createFakeBackend, fail, ok, type FakeBackend } from '../testing/fake-backend';
import { advance, settle, useFakeClock } from '../testing/fake-clock';
import { setupClients } from '../testing/shell-clients';
import { createShellServices } from '../testing/shell-services';
import { NotificationBell } from './notification-bell';
import { UNREAD_COUNT_PATH, unreadBadgeText } from './unread-count';

function renderBell(backend: FakeBackend) {
  const { bus, clients } = setupClients(backend);
  const unauthorized = jest.fn();
  clients.api.setUnauthorizedHandler(unauthorized);
  render(
    <ShellContext.Provider value={createShellServices({ api: clients.api, bus })}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </ShellContext.Provider>,
    { wrapper: ShellDesignProvider },
  );
  return { bus, unauthorized };
}

const bell = () => screen.getByRole('link', { name: /^Notifications/ });
const countCalls = (backend: FakeBackend) => backend.sent(`GET ${UNREAD_COUNT_PATH}`);

beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

describe('unreadBadgeText (spec 9)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i unread reads %p', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

it("links to the unread notifications and shows '99+' above 99", async () => {
  const backend = createFakeBackend().on(`GET ${UNREAD_COUNT_PATH}`, ok({ unread_count: 120 }));
  renderBell(backend);
  await settle();
  expect(bell()).toHaveAccessibleName('Notifications, 99+ unread');
  expect(bell()).toHaveAttribute('href', '/dashboard/notifications?unread=true');
  expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
});

it('shows no badge when everything is read', async () => {
  renderBell(createFakeBackend().on(`GET ${UNREAD_COUNT_PATH}`, ok({ unread_count: 0 })));
  await settle();
  expect(bell()).toHaveAccessibleName('Notifications');
  expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
});

it('asks on mount and every 60 s, as background calls with a cache-buster', async () => {
  let unread = 2;
  const backend = createFakeBackend().on(`GET ${UNREAD_COUNT_PATH}`, () => ok({ unread_count: unread }));
  renderBell(backend);
  await settle();
  expect(countCalls(backend)).toHaveLength(1);
  expect(countCalls(backend)[0]?.headers['x-clinio-background']).toBe('1');
  expect(countCalls(backend)[0]?.params).toEqual({ _t: Date.now() });
  expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');

  unread = 7;
  await advance(59_000);
  expect(countCalls(backend)).toHaveLength(1);
  await advance(1_000);
  expect(countCalls(backend)).toHaveLength(2);
  expect(screen.getByTestId('unread-badge')).toHaveTextContent('7');
});

it("takes the count of a 'notifications.changed' event at once", async () => {
  const backend = createFakeBackend().on(`GET ${UNREAD_COUNT_PATH}`, ok({ unread_count: 5 }));
  const { bus } = renderBell(backend);
  await settle();
  act(() => bus.publish('notifications.changed', { unreadCount: 3 }));
  expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
  act(() => bus.publish('notifications.changed', { unreadCount: 0 }));
  expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
});

it('reads a failed call as 0 (spec 8), and hands a 401 to the global logout', async () => {
  const backend = createFakeBackend().on(`GET ${UNREAD_COUNT_PATH}`, ok({ unread_count: 4 }));
  const { unauthorized } = renderBell(backend);
  await settle();
  backend.on(`GET ${UNREAD_COUNT_PATH}`, fail(500, 'Boom'));
  await advance(60_000);
  expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();

  backend.on(`GET ${UNREAD_COUNT_PATH}`, fail(401, 'Your session has ended.'));
  await advance(60_000);
  expect(unauthorized).toHaveBeenCalledTimes(1);
});
