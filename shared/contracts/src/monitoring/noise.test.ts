import { isNoiseEvent, isNoiseMessage, shouldReportApiCall } from './noise';

describe('noise filters (spec 8)', () => {
  it.each([
    'Script error.',
    'Script error',
    ' script error. ',
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    'Uncaught ResizeObserver loop completed with undelivered notifications.',
  ])('drops %j', (message) => {
    expect(isNoiseMessage(message)).toBe(true);
  });

  it.each([
    'Script error in checkout',
    'TypeError: cannot read properties of undefined',
    'ResizeObserver is not defined',
    'Failed to fetch',
    '',
  ])('keeps %j', (message) => {
    expect(isNoiseMessage(message)).toBe(false);
  });

  it('looks at the event message and every exception value', () => {
    expect(isNoiseEvent({ message: 'Script error.' })).toBe(true);
    expect(
      isNoiseEvent({
        exception: {
          values: [{ type: 'Error' }, { type: 'Error', value: 'ResizeObserver loop limit exceeded' }],
        },
      }),
    ).toBe(true);
    expect(isNoiseEvent({ message: 'Boom', exception: { values: [{ type: 'Error', value: 'Boom' }] } })).toBe(
      false,
    );
    expect(isNoiseEvent({})).toBe(false);
  });
});

describe('shouldReportApiCall (spec 8)', () => {
  const error = new Error('HTTP error! status: 500');

  it.each([100, 199, 300, 304, 401, 404, 500, 503])('reports status %i with an error', (status) => {
    expect(shouldReportApiCall({ status, error })).toBe(true);
  });

  it.each([200, 201, 204, 299])('does not report status %i', (status) => {
    expect(shouldReportApiCall({ status, error })).toBe(false);
  });

  it.each([undefined, null, 'HTTP error', 500])(
    'does not report a failure without an error object (%j)',
    (value) => {
      expect(shouldReportApiCall({ status: 500, error: value })).toBe(false);
    },
  );
});
