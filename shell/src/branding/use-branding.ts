import { applyBrandColors, resetBrandColors } from '@clinio/design-system';
import { DEFAULT_BRANDING, type ApiClient, type EventBus, type TenantBranding } from '@clinio/platform';
import { useCallback, useEffect, useState } from 'react';
import { brandingFrom, cacheBranding, clearCachedBranding, readCachedBranding } from './branding';

export interface BrandingSource {
  tenantId: string | null;
  clinicId: string | null;
  branchId: string | null;
  clinicName: string | null;
}

export interface BrandingApi {
  branding: TenantBranding;
  /** Spec 4.7: back to the defaults, and the tenant's cache cleared. */
  reset: () => void;
}

/**
 * Spec 4.7: once the profile is there, the tenant's cached branding shows at once, then the
 * server's answer replaces it and is cached again. A failed load keeps what is shown (spec 8).
 * Colours go to the design system's CSS variables, so every mounted remote follows without a
 * reload; 'branding.changed' on the bus (a brand settings page saved) reloads it.
 */
export function useBranding(
  api: ApiClient,
  bus: EventBus,
  source: BrandingSource,
  options: { apiBaseUrl: string; storage?: Storage },
): BrandingApi {
  const { tenantId, clinicId, branchId, clinicName } = source;
  const { apiBaseUrl } = options;
  const storage = options.storage ?? window.localStorage;
  const [branding, setBranding] = useState<TenantBranding>(DEFAULT_BRANDING);
  const [version, setVersion] = useState(0);

  const show = useCallback((next: TenantBranding) => {
    applyBrandColors(next);
    setBranding(next);
  }, []);

  useEffect(() => {
    if (tenantId === null) {
      resetBrandColors();
      setBranding(DEFAULT_BRANDING);
      return undefined;
    }
    const cached = readCachedBranding(storage, tenantId);
    if (cached !== null) show(cached);
    // A branch's branding (its overrides over the clinic's), else the clinic's.
    const answer =
      branchId !== null
        ? api.call('getBranchBranding', { params: { branchId } }, { background: true })
        : clinicId !== null
          ? api.call('getClinicBranding', { params: { clinicId } }, { background: true })
          : null;
    if (answer === null) return undefined;
    let isCurrent = true;
    answer.then(
      (answer) => {
        if (!isCurrent) return;
        const next = brandingFrom(answer, { clinicName, apiBaseUrl });
        cacheBranding(storage, tenantId, next);
        show(next);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [api, storage, tenantId, clinicId, branchId, clinicName, apiBaseUrl, show, version]);

  useEffect(
    () =>
      bus.subscribe('branding.changed', (colors) => {
        // The new colours at once (and in the cache the reload starts from); the rest (logo,
        // header text) with the reload.
        applyBrandColors(colors);
        setBranding((current) => {
          const next = { ...current, ...colors };
          if (tenantId !== null) cacheBranding(storage, tenantId, next);
          return next;
        });
        setVersion((value) => value + 1);
      }),
    [bus, storage, tenantId],
  );

  const reset = useCallback(() => {
    if (tenantId !== null) clearCachedBranding(storage, tenantId);
    resetBrandColors();
    setBranding(DEFAULT_BRANDING);
  }, [storage, tenantId]);

  return { branding, reset };
}
