import { z } from 'zod';

/**
 * The events that cross the shell/remote boundary. Each has a version and a schema; the bus
 * refuses a payload that does not match, so a remote built against an older contract fails
 * loudly instead of half-working. Add a new version as a new entry; never change one in place.
 */
export const BUS_EVENTS = {
  /** Any API call answered 401: the shell ends the session (spec 4.1). */
  'auth.unauthorized': { version: 1, schema: z.object({ endpoint: z.string() }) },
  /** A remote asks the shell to log out (e.g. a "Log out" link inside an area). */
  'auth.logout-requested': { version: 1, schema: z.object({ reason: z.string() }) },
  /** The user did something that counts as activity for the inactivity timer (spec 4.2). */
  'session.activity': { version: 1, schema: z.object({ at: z.number() }) },
  /** The shell should show the session-timeout warning (spec 4.2). */
  'session.warning': { version: 1, schema: z.object({ secondsLeft: z.number().int() }) },
  /** A remote tells the shell its area could not render; the shell reports it. */
  'remote.error': {
    version: 1,
    schema: z.object({ remote: z.string(), message: z.string(), errorId: z.string() }),
  },
  /** Someone signed up for launch news; analytics listens (spec 7, third-party). */
  'marketing.signup-completed': { version: 1, schema: z.object({ source: z.string() }) },
  /** The tenant's branding changed; areas that cache colours refresh. */
  'branding.changed': {
    version: 1,
    schema: z.object({ primaryColor: z.string(), secondaryColor: z.string() }),
  },
  /** The notification count changed somewhere; the bell refreshes. */
  'notifications.changed': { version: 1, schema: z.object({ unreadCount: z.number().int() }) },
} as const;

export type BusEventType = keyof typeof BUS_EVENTS;
export type BusEventPayload<T extends BusEventType> = z.infer<(typeof BUS_EVENTS)[T]['schema']>;

export interface BusEnvelope<T extends BusEventType = BusEventType> {
  type: T;
  version: number;
  payload: BusEventPayload<T>;
  /** Who published it: 'shell' or a remote's name. */
  source: string;
  at: number;
}

export class InvalidBusEventError extends Error {
  constructor(type: string, issues: string) {
    super(`Invalid payload for bus event "${type}": ${issues}`);
    this.name = 'InvalidBusEventError';
  }
}

/** Validates a payload against its event's schema and returns the parsed value. */
export function parseBusPayload<T extends BusEventType>(type: T, payload: unknown): BusEventPayload<T> {
  const definition = BUS_EVENTS[type] as (typeof BUS_EVENTS)[BusEventType] | undefined;
  if (definition === undefined) throw new InvalidBusEventError(type, 'unknown event');
  const result = definition.schema.safeParse(payload);
  if (!result.success) {
    throw new InvalidBusEventError(
      type,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; '),
    );
  }
  return result.data as BusEventPayload<T>;
}
