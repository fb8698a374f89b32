/** A short list for runtimes without Intl.supportedValuesOf. */
const FALLBACK = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Halifax',
  'America/Toronto',
  'America/Vancouver',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

function supported(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return FALLBACK;
  }
}

/** The IANA names to choose from, sorted, always including `current` (a name the list may lack). */
export function timeZoneChoices(current: string): string[] {
  const names = new Set(supported());
  names.add('UTC');
  if (current !== '') names.add(current);
  return [...names].sort((a, b) => a.localeCompare(b));
}
