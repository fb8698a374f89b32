import { MONITORING_SETTINGS } from '@clinio/contracts';
import { exceptionOf, fitEvent, normalizeEvent, parseStack, type ErrorReport } from './error-event';
import { jsonBytes, normalize } from './normalize';

describe('normalize (spec 9: depth 3)', () => {
  it('cuts objects and arrays below depth 3 and makes every value JSON-safe', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    expect(
      normalize({
        a: { b: { c: { d: 1 } }, list: [[1, [2]]] },
        circular,
        fn: () => 1,
        big: 10n,
        nan: Number.NaN,
        when: new Date(Date.UTC(2026, 0, 1)),
        error: new TypeError('bad'),
        gone: undefined,
      }),
    ).toEqual({
      a: { b: { c: '[Object]' }, list: ['[Array]'] },
      circular: { name: 'loop', self: '[Circular]' },
      fn: '[Function]',
      big: '10n',
      nan: 'NaN',
      when: '2026-01-01T00:00:00.000Z',
      error: { name: 'TypeError', message: 'bad' },
    });
    expect(MONITORING_SETTINGS.normalizeDepth).toBe(3);
  });
});

describe('parseStack', () => {
  it('reads V8 and Gecko frames, oldest call first, with scrubbed file addresses', () => {
    const v8 = [
      'TypeError: x is undefined',
      '    at render (http://clinio.test/static/main.js?token=abc:10:5)',
      '    at http://clinio.test/static/vendor.js:2:3',
    ].join('\n');
    expect(parseStack(v8)).toEqual([
      { filename: 'http://clinio.test/static/vendor.js', function: '?', lineno: 2, colno: 3 },
      { filename: 'http://clinio.test/static/main.js', function: 'render', lineno: 10, colno: 5 },
    ]);
    expect(parseStack('render@http://clinio.test/main.js:4:2')).toEqual([
      { filename: 'http://clinio.test/main.js', function: 'render', lineno: 4, colno: 2 },
    ]);
    expect(parseStack(undefined)).toEqual([]);
  });

  it('keeps a thrown string and says only the kind of any other value', () => {
    const mechanism = { type: 'onerror', handled: false };
    expect(exceptionOf('plain text', mechanism)).toEqual({ type: 'Error', value: 'plain text', mechanism });
    expect(exceptionOf(null, mechanism).value).toBe('Non-Error value thrown (null)');
    expect(exceptionOf([1], mechanism).value).toBe('Non-Error value thrown (array)');
  });
});

describe('fitEvent (spec 9: 100 KB)', () => {
  const base: ErrorReport = {
    event_id: 'e'.repeat(32),
    timestamp: 1,
    platform: 'javascript',
    level: 'error',
    environment: 'production',
    exception: {
      values: [
        {
          type: 'Error',
          value: 'v'.repeat(50_000),
          mechanism: { type: 'x', handled: true },
          stacktrace: {
            frames: Array.from({ length: 50 }, () => ({ filename: 'f'.repeat(1_500), function: 'g' })),
          },
        },
      ],
    },
    breadcrumbs: Array.from({ length: 100 }, (_, i) => ({ timestamp: i, message: 'm'.repeat(1_000) })),
    request: { url: 'http://clinio.test/', headers: {} },
    tags: {},
  };

  it('leaves a small event alone', () => {
    const small = {
      ...base,
      exception: { values: [{ type: 'Error', value: 'x', mechanism: { type: 'x', handled: true } }] },
      breadcrumbs: [],
    };
    expect(fitEvent(small)).toBe(small);
  });

  it('drops the oldest breadcrumbs first', () => {
    const crumbs = Array.from({ length: 100 }, (_, i) => ({ timestamp: i, message: 'm'.repeat(1_500) }));
    const fitted = fitEvent({ ...base, exception: { values: [] }, breadcrumbs: crumbs });
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(MONITORING_SETTINGS.maxPayloadBytes);
    expect(fitted?.breadcrumbs.length).toBeGreaterThanOrEqual(25);
    expect(fitted?.breadcrumbs.at(-1)?.timestamp).toBe(99);
    expect(fitted?.breadcrumbs[0]?.timestamp).toBe(100 - (fitted?.breadcrumbs.length ?? 0));
  });

  it('then the stack frames and long texts, until it fits', () => {
    const fitted = fitEvent(base);
    expect(fitted).not.toBeNull();
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(MONITORING_SETTINGS.maxPayloadBytes);
    expect(fitted?.exception.values[0]?.stacktrace).toBeUndefined();
    expect(fitted?.exception.values[0]?.value).toHaveLength(2_000);
  });

  it('gives up on an event that cannot fit', () => {
    expect(fitEvent({ ...base, request: { url: 'u'.repeat(200_000), headers: {} } })).toBeNull();
  });

  it('cuts breadcrumb data at depth 3 and tag values at 200 characters', () => {
    const normalized = normalizeEvent({
      ...base,
      breadcrumbs: [{ timestamp: 1, data: { a: { b: { c: { d: 1 } } } } }],
      tags: { long: 't'.repeat(300) },
    });
    expect(normalized.breadcrumbs[0]?.data).toEqual({ a: { b: { c: '[Object]' } } });
    expect(normalized.tags.long).toHaveLength(200);
  });
});
