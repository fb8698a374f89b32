/** Spec 9: how the error-reporting client is set up. */
export const MONITORING_SETTINGS = {
  tracesSampleRate: 1,
  environment: 'production',
  maxBreadcrumbs: 100,
  normalizeDepth: 3,
  /** "100 KB" read as 100 x 1024 bytes. */
  maxPayloadBytes: 100 * 1024,
} as const;
