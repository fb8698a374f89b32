import { BUS_EVENTS, InvalidBusEventError, parseBusPayload } from './events';

describe('parseBusPayload', () => {
  it('returns a payload that matches the event schema', () => {
    expect(parseBusPayload('auth.unauthorized', { endpoint: '/api/me' })).toEqual({ endpoint: '/api/me' });
  });

  it('refuses a payload that does not match, naming the field', () => {
    expect(() => parseBusPayload('session.warning', { secondsLeft: 'soon' })).toThrow(InvalidBusEventError);
    expect(() => parseBusPayload('session.warning', { secondsLeft: 'soon' })).toThrow(/secondsLeft/);
  });

  it('refuses an unknown event', () => {
    expect(() => parseBusPayload('nope' as never, {})).toThrow(/unknown event/);
  });

  it('gives every event a version', () => {
    for (const definition of Object.values(BUS_EVENTS)) expect(definition.version).toBeGreaterThanOrEqual(1);
  });
});
