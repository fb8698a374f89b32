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

export interface TimeZoneGroup {
  /** 'America', 'Europe', …; 'Other' for names without a region (UTC). */
  region: string;
  zones: { value: string; label: string }[];
}

/** The same choices grouped by region for a shorter scan: 'America/New_York' is 'New York' under America. */
export function timeZoneGroups(selected: string): TimeZoneGroup[] {
  const groups = new Map<string, TimeZoneGroup['zones']>();
  for (const zone of timeZoneChoices(selected)) {
    const slash = zone.indexOf('/');
    const region = slash === -1 ? 'Other' : zone.slice(0, slash);
    const label = (slash === -1 ? zone : zone.slice(slash + 1)).replace(/_/g, ' ').replace(/\//g, ' / ');
    const list = groups.get(region) ?? [];
    list.push({ value: zone, label });
    groups.set(region, list);
  }
  return [...groups.entries()].map(([region, list]) => ({ region, zones: list }));
}
