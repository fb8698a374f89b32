import { INP_MIN_DURATION_MS, type WebVitalName } from '@clinio/contracts';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

type Subscribe = (
  report: (metric: Pick<Metric, 'name' | 'value'>) => void,
  options?: { durationThreshold?: number },
) => void;

/** The web-vitals library's five entry points (replaced in tests). */
export interface WebVitalsLibrary {
  onFCP: Subscribe;
  onLCP: Subscribe;
  onTTFB: Subscribe;
  onINP: Subscribe;
  onCLS: Subscribe;
}

const LIBRARY: WebVitalsLibrary = { onFCP, onLCP, onTTFB, onINP, onCLS };

/**
 * Collects the five web vitals of spec 9 and hands each final value on. The library observes
 * INP only from the spec's 40 ms minimum; rating is left to the shared thresholds.
 */
export function collectWebVitals(
  report: (measurement: { name: WebVitalName; value: number }) => void,
  library: WebVitalsLibrary = LIBRARY,
): void {
  const forward = (metric: Pick<Metric, 'name' | 'value'>) => {
    report({ name: metric.name, value: metric.value });
  };
  library.onFCP(forward);
  library.onLCP(forward);
  library.onTTFB(forward);
  library.onINP(forward, { durationThreshold: INP_MIN_DURATION_MS });
  library.onCLS(forward);
}
