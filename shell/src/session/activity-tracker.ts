import { INACTIVITY_EVENTS } from '@clinio/contracts';
import type { EventBus } from '@clinio/platform';

/** When the user last did something: spec 4.2's events, or a remote's `session.touch()`. */
export interface ActivityTracker {
  lastActivityAt: () => number;
  record: (at?: number) => void;
  /** Listens on `target` (capturing, so scrolls inside panels count too) and on the bus. */
  attach: (target: EventTarget, bus: EventBus) => () => void;
}

export function createActivityTracker(now: () => number = Date.now): ActivityTracker {
  let last = now();
  const record = (at: number = now()) => {
    last = Math.max(last, Math.min(at, now()));
  };
  return {
    lastActivityAt: () => last,
    record,
    attach(target, bus) {
      const onEvent = () => record();
      const options = { capture: true, passive: true };
      for (const type of INACTIVITY_EVENTS) target.addEventListener(type, onEvent, options);
      const unsubscribe = bus.subscribe('session.activity', ({ at }) => record(at));
      return () => {
        for (const type of INACTIVITY_EVENTS) target.removeEventListener(type, onEvent, options);
        unsubscribe();
      };
    },
  };
}
