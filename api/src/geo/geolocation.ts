import { UNKNOWN_LOCATION, type LocationInfo } from '@clinio/contracts';

export interface GeoLocator {
  locate(ip: string | null): Promise<LocationInfo>;
}

const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:|::ffff:127\.)/i;

function text(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 80) : 'Unknown';
}

/**
 * A configured HTTP service (GEOIP_URL with {ip}) answering JSON with city, country_name and
 * region; any failure, timeout or private address gives 'Unknown' (spec 8).
 */
export function createHttpGeoLocator(options: {
  urlTemplate: string;
  timeoutMs?: number;
  fetcher?: typeof fetch;
}): GeoLocator {
  const fetcher = options.fetcher ?? fetch;
  return {
    async locate(ip) {
      if (ip === null || ip === '' || PRIVATE.test(ip)) return UNKNOWN_LOCATION;
      try {
        const response = await fetcher(options.urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 2_000),
        });
        if (!response.ok) return UNKNOWN_LOCATION;
        const body = (await response.json()) as Record<string, unknown>;
        return { city: text(body.city), country: text(body.country_name), region: text(body.region) };
      } catch {
        return UNKNOWN_LOCATION;
      }
    },
  };
}

export const unknownGeoLocator: GeoLocator = { locate: () => Promise.resolve(UNKNOWN_LOCATION) };
