export interface TimeZoneGroup {
  /** 'America', 'Europe', …; 'Other' for names without a region (UTC). */
  region: string;
  zones: { value: string; label: string }[];
}

/**
 * Every IANA zone the browser knows, plus UTC and the saved one (a runtime may lack either),
 * grouped by region for a shorter scan: 'America/New_York' sits under America as 'New York'.
 */
export function timeZoneGroups(selected: string): TimeZoneGroup[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([...known, 'UTC', selected])].filter((zone) => zone !== '');
  const groups = new Map<string, TimeZoneGroup['zones']>();
  for (const zone of zones.sort((a, b) => a.localeCompare(b))) {
    const slash = zone.indexOf('/');
    const region = slash === -1 ? 'Other' : zone.slice(0, slash);
    const label = (slash === -1 ? zone : zone.slice(slash + 1)).replace(/_/g, ' ').replace(/\//g, ' / ');
    const list = groups.get(region) ?? [];
    list.push({ value: zone, label });
    groups.set(region, list);
  }
  return [...groups.entries()].map(([region, list]) => ({ region, zones: list }));
}
