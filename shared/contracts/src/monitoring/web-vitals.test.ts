import { MONITORING_SETTINGS } from './constants';
import { INP_MIN_DURATION_MS, WEB_VITAL_THRESHOLDS, rateWebVital, type WebVitalName } from './web-vitals';

describe('web vitals (spec 9)', () => {
  it('uses the spec thresholds', () => {
    expect(WEB_VITAL_THRESHOLDS).toEqual({
      FCP: { good: 1800, poor: 3000 },
      LCP: { good: 2500, poor: 4000 },
      TTFB: { good: 800, poor: 1800 },
      INP: { good: 200, poor: 500 },
      CLS: { good: 0.1, poor: 0.25 },
    });
    expect(INP_MIN_DURATION_MS).toBe(40);
  });

  it.each<[WebVitalName, number, number]>([
    ['FCP', 1800, 3000],
    ['LCP', 2500, 4000],
    ['TTFB', 800, 1800],
    ['INP', 200, 500],
    ['CLS', 0.1, 0.25],
  ])('rates %s at and around its thresholds', (name, good, poor) => {
    expect(rateWebVital(name, 0)).toBe('good');
    expect(rateWebVital(name, good)).toBe('good');
    expect(rateWebVital(name, good + 0.001)).toBe('needs-improvement');
    expect(rateWebVital(name, poor)).toBe('needs-improvement');
    expect(rateWebVital(name, poor + 0.001)).toBe('poor');
  });

  it('does not call a missing measurement good', () => {
    expect(rateWebVital('LCP', Number.NaN)).toBe('poor');
  });

  it('sets up reporting as spec 9 says', () => {
    expect(MONITORING_SETTINGS).toEqual({
      tracesSampleRate: 1,
      environment: 'production',
      maxBreadcrumbs: 100,
      normalizeDepth: 3,
      maxPayloadBytes: 102_400,
    });
  });
});
