import { isHexColor } from '@clinio/design-system';
import { DEFAULT_BRANDING, type TenantBranding } from '@clinio/platform';

/** The branding answer of the server (spec 7: the fields the branch fetch reads). */
export interface ServerBranding {
  logo?: string | null;
  logo_preview?: string | null;
  primary_color?: string | null;
  secondary_color?: string | null;
  custom_header_text?: string | null;
  show_logo_in_header?: boolean | null;
}

const CACHE_PREFIX = 'branding:';

/** Spec 3: the branding cache is kept per tenant. */
export function brandingCacheKey(tenantId: string): string {
  return `${CACHE_PREFIX}${tenantId}`;
}

/** Absolute URL for a server-relative logo, so remotes on other origins can show it too. */
function absolute(url: string | null | undefined, apiBaseUrl: string): string | null {
  if (url === null || url === undefined || url === '') return null;
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${apiBaseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The server's branding over the defaults. Missing or invalid values keep the default: a broken
 * colour never reaches the page.
 */
export function brandingFrom(
  answer: ServerBranding,
  context: { clinicName: string | null; apiBaseUrl: string },
): TenantBranding {
  const color = (value: string | null | undefined, fallback: string) =>
    typeof value === 'string' && isHexColor(value) ? value : fallback;
  return {
    logo: absolute(answer.logo ?? answer.logo_preview, context.apiBaseUrl),
    primaryColor: color(answer.primary_color, DEFAULT_BRANDING.primaryColor),
    secondaryColor: color(answer.secondary_color, DEFAULT_BRANDING.secondaryColor),
    customHeaderText: answer.custom_header_text ?? DEFAULT_BRANDING.customHeaderText,
    showLogoInHeader: answer.show_logo_in_header ?? DEFAULT_BRANDING.showLogoInHeader,
    clinicName: context.clinicName ?? DEFAULT_BRANDING.clinicName,
    tagline: DEFAULT_BRANDING.tagline,
  };
}

function isBranding(value: unknown): value is TenantBranding {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    (candidate.logo === null || typeof candidate.logo === 'string') &&
    typeof candidate.primaryColor === 'string' &&
    isHexColor(candidate.primaryColor) &&
    typeof candidate.secondaryColor === 'string' &&
    isHexColor(candidate.secondaryColor) &&
    typeof candidate.customHeaderText === 'string' &&
    typeof candidate.showLogoInHeader === 'boolean' &&
    typeof candidate.clinicName === 'string' &&
    typeof candidate.tagline === 'string'
  );
}

/** The cached branding of a tenant; anything unreadable counts as nothing cached. */
export function readCachedBranding(storage: Storage, tenantId: string): TenantBranding | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(brandingCacheKey(tenantId)) ?? 'null');
    return isBranding(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function cacheBranding(storage: Storage, tenantId: string, branding: TenantBranding): void {
  try {
    storage.setItem(brandingCacheKey(tenantId), JSON.stringify(branding));
  } catch {
    // A full or blocked storage only costs the next start a server round trip.
  }
}

export function clearCachedBranding(storage: Storage, tenantId: string): void {
  storage.removeItem(brandingCacheKey(tenantId));
}
