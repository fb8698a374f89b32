import type { PatientProfile } from '@clinio/contracts';
import { chooseLocale, pageLocale, setPageLocale } from '@clinio/design-system';
import { createMockApi } from '@clinio/platform/testing';
import { act, renderHook } from '@testing-library/react';
import { patientProfile, staffProfile } from '../testing/identity-fixtures';
import type { AuthState } from './auth-state';
import { useAccountLocale } from './use-account-locale';

afterEach(() => act(() => setPageLocale('en')));

function render(state: AuthState, api = createMockApi()) {
  const patientSaved = jest.fn((profile: PatientProfile) => profile.id);
  const staffSaved = jest.fn(() => Promise.resolve());
  const hook = renderHook((now: AuthState) => useAccountLocale(now, api, { patientSaved, staffSaved }), {
    initialProps: state,
  });
  return { ...hook, api, patientSaved, staffSaved };
}

it("follows the account's language when the profile names one, and leaves the page alone when not", () => {
  const { rerender } = render({ status: 'patient', profile: patientProfile({ locale: null }) });
  expect(pageLocale()).toBe('en');
  rerender({ status: 'patient', profile: patientProfile({ locale: 'es' }) });
  expect(pageLocale()).toBe('es');
  expect(document.documentElement.lang).toBe('es');
});

it("keeps a patient's choice on their account and hands the new profile to the session", async () => {
  const saved = patientProfile({ locale: 'es' });
  const api = createMockApi().on('setPatientLanguage', () => saved);
  const { patientSaved } = render({ status: 'patient', profile: patientProfile({ locale: null }) }, api);
  await act(() => chooseLocale('es'));
  expect(api.calls).toContainEqual(
    expect.objectContaining({ method: 'PUT', url: '/api/patients/profile/language', body: { locale: 'es' } }),
  );
  expect(patientSaved).toHaveBeenCalledWith(saved);
});

it("keeps a staff member's choice through My Settings' call, then reloads the profile", async () => {
  const api = createMockApi().on('setMyLanguage', () => ({ locale: 'es' as const }));
  const { staffSaved } = render({ status: 'staff', profile: staffProfile() }, api);
  await act(() => chooseLocale('es'));
  expect(api.calls).toContainEqual(
    expect.objectContaining({ method: 'PUT', url: '/api/users/language', body: { locale: 'es' } }),
  );
  expect(staffSaved).toHaveBeenCalled();
});

it('saves nothing once signed out: the choice stays on this device', async () => {
  const api = createMockApi();
  const { rerender } = render({ status: 'patient', profile: patientProfile() }, api);
  rerender({ status: 'signed-out' });
  await act(() => chooseLocale('es'));
  expect(api.calls).toEqual([]);
  expect(localStorage.getItem('clinio:locale')).toBe('es');
});
