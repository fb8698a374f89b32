/** The web vitals spec 9 sets thresholds for. */
export const WEB_VITAL_NAMES = ['FCP', 'LCP', 'TTFB', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Spec 9: up to `good` is good, up to `poor` needs improvement, above it is poor. Times in
 * milliseconds; CLS is unitless.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  TTFB: { good: 800, poor: 1800 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/** Spec 9: interactions shorter than this are not observed for INP. */
export const INP_MIN_DURATION_MS = 40;

/**
 * The rating of one measurement. Boundaries are inclusive on the better side, as in the web-vitals
 * library; a value that is not a number is rated poor rather than passed off as good.
 */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}
