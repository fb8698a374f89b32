import type { BrandingResponse } from '@clinio/contracts';
import { BRAND_CSS_VARIABLES } from '@clinio/design-system';
import { DEFAULT_BRANDING, createEventBus } from '@clinio/platform';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { brandingCacheKey, brandingFrom, readCachedBranding } from './branding';
import { useBranding, type BrandingSource } from './use-branding';

const TENANT = '0b8a3c1e-4f8e-4a61-9d0e-111111111111';
const SOURCE: BrandingSource = {
  tenantId: TENANT,
  clinicId: '0b8a3c1e-4f8e-4a61-9d0e-222222222222',
  branchId: '0b8a3c1e-4f8e-4a61-9d0e-333333333333',
  clinicName: 'Harbour Clinic',
};
const BRANCH_PATH = `GET /api/branches/${SOURCE.branchId ?? ''}/branding` as const;
// The real answer's shape (BrandingResponse): the call checks it.
const SERVER: BrandingResponse = {
  clinic_id: SOURCE.clinicId ?? '',
  branch_id: SOURCE.branchId,
  clinic_name: 'Harbour Clinic',
  tagline: 'Care close to home',
  customized: ['primary_color', 'secondary_color'],
  logo: '/api/clinics/c/logo?sig=abc',
  logo_preview: null,
  primary_color: '#0f766e',
  secondary_color: '#9333ea',
  custom_header_text: 'Harbour Clinic — Main Street',
  show_logo_in_header: true,
};
const primaryVariable = () => document.documentElement.style.getPropertyValue(BRAND_CSS_VARIABLES.primary);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

function render(source: BrandingSource = SOURCE, api = createMockApi().on(BRANCH_PATH, () => SERVER)) {
  const bus = createEventBus();
  const hook = renderHook(
    (props: BrandingSource) => useBranding(api, bus, props, { apiBaseUrl: 'http://api.test' }),
    {
      initialProps: source,
    },
  );
  return { ...hook, api, bus };
}

it('loads the branch branding once the profile is there, applies the colours and caches it per tenant', async () => {
  const { result } = render();
  await waitFor(() => expect(result.current.branding.primaryColor).toBe('#0f766e'));
  expect(result.current.branding).toEqual({
    logo: 'http://api.test/api/clinics/c/logo?sig=abc',
    primaryColor: '#0f766e',
    secondaryColor: '#9333ea',
    customHeaderText: 'Harbour Clinic — Main Street',
    showLogoInHeader: true,
    clinicName: 'Harbour Clinic',
    tagline: DEFAULT_BRANDING.tagline,
  });
  expect(primaryVariable()).toBe('#0f766e');
  expect(readCachedBranding(localStorage, TENANT)?.primaryColor).toBe('#0f766e');
});

it('shows the cached branding first, then the server overwrites it', async () => {
  const cached = brandingFrom({ primary_color: '#b91c1c' }, { clinicName: 'Harbour Clinic', apiBaseUrl: '' });
  localStorage.setItem(brandingCacheKey(TENANT), JSON.stringify(cached));
  let answer: (value: unknown) => void = () => undefined;
  const pending = new Promise((resolve) => (answer = resolve));
  const api = createMockApi().on(BRANCH_PATH, () => pending);
  const { result } = render(SOURCE, api);
  expect(result.current.branding.primaryColor).toBe('#b91c1c');
  expect(primaryVariable()).toBe('#b91c1c');
  await act(async () => {
    answer(SERVER);
    await Promise.resolve();
  });
  await waitFor(() => expect(result.current.branding.primaryColor).toBe('#0f766e'));
});

it('keeps the defaults when the load fails, and ignores invalid colours', async () => {
  const failing = createMockApi().on(BRANCH_PATH, () => {
    throw apiError(500, { detail: 'boom', code: 'internal_error' });
  });
  const { result } = render(SOURCE, failing);
  await waitFor(() => expect(failing.calls).toHaveLength(1));
  expect(result.current.branding).toEqual(DEFAULT_BRANDING);

  const odd = brandingFrom(
    { primary_color: 'red; background: url(x)' },
    { clinicName: null, apiBaseUrl: '' },
  );
  expect(odd.primaryColor).toBe(DEFAULT_BRANDING.primaryColor);
  expect(odd.clinicName).toBe(DEFAULT_BRANDING.clinicName);
});

it('uses the clinic branding without a branch, and nothing without a tenant', async () => {
  const clinicPath = `GET /api/clinics/${SOURCE.clinicId ?? ''}/branding` as const;
  const api = createMockApi().on(clinicPath, () => SERVER);
  const { result } = render({ ...SOURCE, branchId: null }, api);
  await waitFor(() => expect(result.current.branding.primaryColor).toBe('#0f766e'));

  const signedOut = render({ tenantId: null, clinicId: null, branchId: null, clinicName: null });
  expect(signedOut.result.current.branding).toEqual(DEFAULT_BRANDING);
  expect(signedOut.api.calls).toEqual([]);
});

it("recolours at once on 'branding.changed' and reloads the rest", async () => {
  const { result, bus, api } = render();
  await waitFor(() => expect(result.current.branding.primaryColor).toBe('#0f766e'));
  act(() => bus.publish('branding.changed', { primaryColor: '#1d4ed8', secondaryColor: '#9333ea' }));
  expect(primaryVariable()).toBe('#1d4ed8');
  await waitFor(() => expect(api.calls).toHaveLength(2));
});

it('reset restores the defaults and clears the cache', async () => {
  const { result } = render();
  await waitFor(() => expect(result.current.branding.primaryColor).toBe('#0f766e'));
  act(() => result.current.reset());
  expect(result.current.branding).toEqual(DEFAULT_BRANDING);
  expect(localStorage.getItem(brandingCacheKey(TENANT))).toBeNull();
  expect(primaryVariable()).toBe('');
});
