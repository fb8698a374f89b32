import { InvalidBusEventError, type BusEnvelope, type BusEventPayload } from '@clinio/contracts';
import { createEventBus } from './event-bus';

describe('publish and subscribe', () => {
  it('delivers a valid payload to the subscribers of that event only, with its envelope', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const bus = createEventBus();
    const counts: BusEnvelope<'notifications.changed'>[] = [];
    const branding: BusEventPayload<'branding.changed'>[] = [];
    bus.subscribe('notifications.changed', (_payload, envelope) => counts.push(envelope));
    bus.subscribe('branding.changed', (payload) => branding.push(payload));

    bus.publish('notifications.changed', { unreadCount: 3 });

    expect(counts).toEqual([
      {
        type: 'notifications.changed',
        version: 1,
        payload: { unreadCount: 3 },
        source: 'shell',
        at: 1_700_000_000_000,
      },
    ]);
    expect(branding).toEqual([]);
  });

  it('refuses a payload that does not match the event schema, and delivers nothing', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.subscribe('session.warning', handler);

    const bad = { secondsLeft: 1.5 }; // the schema wants a whole number of seconds
    expect(() => bus.publish('session.warning', bad)).toThrow(InvalidBusEventError);
    expect(() => bus.publish('session.warning', bad)).toThrow(
      /Invalid payload for bus event "session.warning"/,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands subscribers the parsed payload, without unknown keys', () => {
    const bus = createEventBus();
    const received: unknown[] = [];
    bus.subscribe('auth.unauthorized', (payload) => received.push(payload));
    const payload = { endpoint: '/api/me', token: 'secret' } as BusEventPayload<'auth.unauthorized'>;
    bus.publish('auth.unauthorized', payload);
    expect(received).toEqual([{ endpoint: '/api/me' }]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('session.activity', handler);
    bus.publish('session.activity', { at: 1 });
    unsubscribe();
    bus.publish('session.activity', { at: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to the other subscribers when one handler throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus();
    const after = jest.fn();
    bus.subscribe('auth.logout-requested', () => {
      throw new Error('broken listener');
    });
    bus.subscribe('auth.logout-requested', after);

    bus.publish('auth.logout-requested', { reason: 'user' });
    bus.publish('auth.logout-requested', { reason: 'again' });

    expect(after).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('[bus] handler for "auth.logout-requested" failed', expect.any(Error));
  });

  it('delivers nothing once completed', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.subscribe('session.activity', handler);
    bus.complete();
    bus.publish('session.activity', { at: 1 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('scoped(source)', () => {
  it('stamps the source on what it publishes, and shares the bus both ways', () => {
    const bus = createEventBus();
    const marketing = bus.scoped('marketing');
    const sources: string[] = [];
    const seenByRemote: number[] = [];
    bus.subscribe('marketing.signup-completed', (_payload, envelope) => sources.push(envelope.source));
    marketing.subscribe('notifications.changed', ({ unreadCount }) => seenByRemote.push(unreadCount));

    marketing.publish('marketing.signup-completed', { source: 'banner' });
    bus.publish('notifications.changed', { unreadCount: 7 });

    expect(sources).toEqual(['marketing']);
    expect(seenByRemote).toEqual([7]);
  });

  it('validates payloads published through a scope too', () => {
    const scope = createEventBus().scoped('forms');
    const bad = {} as BusEventPayload<'remote.error'>;
    expect(() => scope.publish('remote.error', bad)).toThrow(InvalidBusEventError);
  });

  it('unsubscribeAll drops every subscription of that scope and no other', () => {
    const bus = createEventBus();
    const appointments = bus.scoped('appointments');
    const patients = bus.scoped('patients');
    const dropped = jest.fn();
    const alsoDropped = jest.fn();
    const kept = jest.fn();
    const shellOwn = jest.fn();
    appointments.subscribe('session.activity', dropped);
    appointments.subscribe('notifications.changed', alsoDropped);
    patients.subscribe('session.activity', kept);
    bus.subscribe('session.activity', shellOwn);

    appointments.unsubscribeAll();
    bus.publish('session.activity', { at: 1 });
    bus.publish('notifications.changed', { unreadCount: 0 });

    expect(dropped).not.toHaveBeenCalled();
    expect(alsoDropped).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(shellOwn).toHaveBeenCalledTimes(1);
  });

  it('tolerates a remote unsubscribing itself before or after unsubscribeAll', () => {
    const bus = createEventBus();
    const scope = bus.scoped('billing');
    const handler = jest.fn();
    const unsubscribe = scope.subscribe('session.activity', handler);
    unsubscribe();
    scope.unsubscribeAll();
    unsubscribe();

    const later = jest.fn();
    scope.subscribe('session.activity', later);
    bus.publish('session.activity', { at: 1 });
    expect(handler).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
