import { NOTIFICATION_POLL_MS } from '@clinio/contracts';
import type { ApiClient } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { useShell } from '../shell-context';

/** Spec 7 and 8: `unread_count`, 0 when missing or when the call fails. */
async function fetchUnreadCount(api: ApiClient): Promise<number> {
  try {
    const answer = await api.call(
      'getUnreadNotificationCount',
      { query: { _t: Date.now() } },
      { background: true },
    );
    return answer.unread_count;
  } catch {
    return 0;
  }
}

/**
 * Spec 4.4: the unread count, fetched on mount and every 60 s as background calls (they are not
 * the user's activity), and set at once when a screen publishes 'notifications.changed'. A failed
 * fetch reads as 0 (spec 8); a 401 ends the session through the API client's global handler.
 */
export function useUnreadCount(): number {
  const { api, bus } = useShell();
  const [count, setCount] = useState(0);

  useEffect(() => {
    let stopped = false;
    // A poll that started before the latest bus event must not overwrite what it said.
    let generation = 0;
    const load = async () => {
      const started = generation;
      const next = await fetchUnreadCount(api);
      if (!stopped && started === generation) setCount(next);
    };
    void load();
    const timer = setInterval(() => void load(), NOTIFICATION_POLL_MS);
    const unsubscribe = bus.subscribe('notifications.changed', ({ unreadCount }) => {
      generation += 1;
      setCount(Math.max(0, unreadCount));
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
    };
  }, [api, bus]);

  return count;
}
