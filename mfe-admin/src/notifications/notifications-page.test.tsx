import type { NotificationResponse } from '@clinio/contracts';
import { createEventBus } from '@clinio/platform';
import { apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openPage } from '../testing/render-app';

function notice(id: string, overrides: Partial<NotificationResponse> = {}): NotificationResponse {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    title: `Notice ${id}`,
    message: `Details of ${id}`,
    category: 'staff',
    priority: 'normal',
    read_at: null,
    created_at: '2026-11-22T08:00:00Z',
    ...overrides,
  };
}

const A = notice('1', { title: 'Nia Okafor joined your clinic' });
const B = notice('2', { title: 'New sign-in to your account', category: 'security', priority: 'high' });
const C = notice('3', { title: 'Plan changed', read_at: '2026-11-21T10:00:00Z', category: 'system' });

function notificationsApi(list: () => NotificationResponse[] = () => [A, B, C], count = () => 2): MockApi {
  return createMockApi()
    .on('GET /api/notifications', () => list())
    .on('GET /api/notifications/unread-count', () => ({ unread_count: count() }));
}

const listCalls = (api: MockApi) =>
  api.calls
    .filter((call) => call.endpoint === 'listNotifications')
    .map(
      (call) =>
        new URLSearchParams(
          Object.entries(call.query as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
        ),
    );
const list = () => within(screen.getByRole('list', { name: 'Notifications' }));

function routeReads(api: MockApi) {
  for (const one of [A, B, C]) api.on(`PATCH /api/notifications/${one.id}/read`, () => true);
}

it('opens on the unread ones from the bell (?unread=true), with the count in words', async () => {
  const api = notificationsApi(() => [A, B]);
  await openPage('/dashboard/notifications?unread=true', 'Notifications', { api });
  expect(await screen.findByText('You have 2 unread notifications.')).toBeInTheDocument();
  expect(await screen.findByText('Nia Okafor joined your clinic')).toBeInTheDocument();
  const [first] = listCalls(api);
  expect(first?.get('read')).toBe('false');
  expect(first?.get('_t')).toMatch(/^\d+$/);
  expect(screen.getByLabelText('Show')).toHaveValue('unread');
});

it('marks one read at once, tells the shell the new count, and asks the server again shortly after', async () => {
  const api = notificationsApi();
  routeReads(api);
  const bus = createEventBus();
  const counts: number[] = [];
  bus.subscribe('notifications.changed', ({ unreadCount }) => counts.push(unreadCount));
  await openPage('/dashboard/notifications', 'Notifications', { api, bus });
  await screen.findByText('Nia Okafor joined your clinic');
  await waitFor(() => expect(counts).toEqual([2]));
  const before = listCalls(api).length;

  await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Nia Okafor joined your clinic' }));
  expect(await screen.findByText('You have 1 unread notification.')).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Mark as read: Nia Okafor joined your clinic' }),
  ).not.toBeInTheDocument();
  expect(api.calls).toContainEqual({
    method: 'PATCH',
    url: `/api/notifications/${A.id}/read`,
    body: undefined,
    endpoint: 'markNotificationRead',
  });
  expect(counts).toContain(1);
  await waitFor(() => expect(listCalls(api).length).toBe(before + 1));
});

it('marks all read: count 0, the read filter cleared, the list fetched again without it', async () => {
  const api = notificationsApi(() => [A, B]).on('POST /api/notifications/mark-all-read', () => ({
    marked_read: 2,
  }));
  const { onNavigate } = await openPage('/dashboard/notifications?unread=true', 'Notifications', { api });
  await screen.findByText('Nia Okafor joined your clinic');
  const before = listCalls(api).length;

  await userEvent.click(screen.getByRole('button', { name: /Mark all as read/ }));
  // The URL catching up asks for nothing: the list is read again at spec 4.4's delay only.
  expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/notifications');
  expect(listCalls(api)).toHaveLength(before);
  expect(await screen.findByText('You have 0 unread notifications.')).toBeInTheDocument();
  expect(screen.getByLabelText('Show')).toHaveValue('');
  expect(screen.getByRole('button', { name: /Mark all as read/ })).toBeDisabled();
  await waitFor(() => expect(listCalls(api).at(-1)?.has('read')).toBe(false), { timeout: 3000 });
});

it('deletes one, lowering the count only when it was unread', async () => {
  let stored = [A, B, C];
  const api = notificationsApi(
    () => stored,
    () => stored.filter((one) => one.read_at === null).length,
  );
  for (const one of stored) {
    api.on(`DELETE /api/notifications/${one.id}`, () => {
      stored = stored.filter((kept) => kept.id !== one.id);
      return undefined;
    });
  }
  await openPage('/dashboard/notifications', 'Notifications', { api });
  await screen.findByText('Plan changed');

  await userEvent.click(screen.getByRole('button', { name: 'Delete “Plan changed”' }));
  expect(list().queryByText('Plan changed')).not.toBeInTheDocument();
  expect(screen.getByText('You have 2 unread notifications.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete “New sign-in to your account”' }));
  expect(await screen.findByText('You have 1 unread notification.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
    `/api/notifications/${C.id}`,
    `/api/notifications/${B.id}`,
  ]);
});

it('keeps the filters in the URL: a link opens the list filtered, a choice writes the link', async () => {
  const api = notificationsApi(() => [B]);
  const { onNavigate } = await openPage('/dashboard/notifications?category=security', 'Notifications', {
    api,
  });
  await screen.findByText('New sign-in to your account');
  expect(listCalls(api)[0]?.get('category')).toBe('security');
  expect(screen.getByLabelText('Category')).toHaveValue('security');
  await userEvent.selectOptions(screen.getByLabelText('Show'), 'read');
  expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/notifications?unread=false&category=security');
  await waitFor(() => expect(listCalls(api).at(-1)?.get('read')).toBe('true'));
});

it('filters by category and priority on the server', async () => {
  const api = notificationsApi();
  await openPage('/dashboard/notifications', 'Notifications', { api });
  await screen.findByText('Plan changed');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'security');
  await userEvent.selectOptions(screen.getByLabelText('Priority'), 'high');
  await waitFor(() => {
    const last = listCalls(api).at(-1);
    expect([last?.get('category'), last?.get('priority')]).toEqual(['security', 'high']);
  });
});

it('keeps a failure as an error state with the server message, and recovers on retry', async () => {
  let isDown = true;
  const api = notificationsApi(() => {
    if (isDown) throw apiError(503, { detail: 'Notifications are unavailable', code: 'service_unavailable' });
    return [A];
  });
  await openPage('/dashboard/notifications', 'Notifications', { api });
  expect(await screen.findByText('Notifications are unavailable')).toBeInTheDocument();
  isDown = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Nia Okafor joined your clinic')).toBeInTheDocument();
});

it('says when there is nothing unread', async () => {
  const api = notificationsApi(
    () => [],
    () => 0,
  );
  await openPage('/dashboard/notifications?unread=true', 'Notifications', { api });
  expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
  expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
});
