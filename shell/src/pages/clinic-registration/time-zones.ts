const FALLBACK_ZONE = 'UTC';

/** The browser's own IANA zone, or UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_ZONE;
  } catch {
    return FALLBACK_ZONE;
  }
}

/** Every zone the browser knows, plus UTC and the browser's own, sorted, as select options. */
export function timeZoneOptions(selected: string): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([...known, FALLBACK_ZONE, selected])].sort((a, b) => a.localeCompare(b));
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}
