import {
  BUS_EVENTS,
  parseBusPayload,
  type BusEnvelope,
  type BusEventPayload,
  type BusEventType,
} from '@clinio/contracts';
import { Subject, filter } from 'rxjs';

export type Unsubscribe = () => void;

/** The small typed interface remotes see. RxJS stays inside the shell's implementation. */
export interface EventBus {
  publish<T extends BusEventType>(type: T, payload: BusEventPayload<T>): void;
  subscribe<T extends BusEventType>(
    type: T,
    handler: (payload: BusEventPayload<T>, envelope: BusEnvelope<T>) => void,
  ): Unsubscribe;
}

export interface ShellEventBus extends EventBus {
  /** The same bus, stamping `source` on what it publishes and tracking its subscriptions. */
  scoped(source: string): ScopedEventBus;
  complete(): void;
}

export interface ScopedEventBus extends EventBus {
  /** Drops every subscription made through this scope (called when a remote unmounts). */
  unsubscribeAll(): void;
}

export function createEventBus(): ShellEventBus {
  const subject = new Subject<BusEnvelope>();

  const publishFrom = (source: string) =>
    function publish<T extends BusEventType>(type: T, payload: BusEventPayload<T>) {
      // Throws InvalidBusEventError: a bad payload is a programming error, surfaced at once.
      const parsed = parseBusPayload(type, payload);
      subject.next({ type, version: BUS_EVENTS[type].version, payload: parsed, source, at: Date.now() });
    };

  function subscribe<T extends BusEventType>(
    type: T,
    handler: (payload: BusEventPayload<T>, envelope: BusEnvelope<T>) => void,
  ): Unsubscribe {
    const subscription = subject
      .pipe(filter((envelope): envelope is BusEnvelope<T> => envelope.type === type))
      .subscribe((envelope) => {
        try {
          handler(envelope.payload, envelope);
        } catch (error) {
          // One faulty listener must not silence the others.
          console.error(`[bus] handler for "${type}" failed`, error);
        }
      });
    return () => subscription.unsubscribe();
  }

  return {
    publish: publishFrom('shell'),
    subscribe,
    scoped(source) {
      const active = new Set<Unsubscribe>();
      return {
        publish: publishFrom(source),
        subscribe(type, handler) {
          const unsubscribe = subscribe(type, handler);
          const tracked = () => {
            active.delete(tracked);
            unsubscribe();
          };
          active.add(tracked);
          return tracked;
        },
        unsubscribeAll() {
          for (const unsubscribe of [...active]) unsubscribe();
        },
      };
    },
    complete: () => subject.complete(),
  };
}
