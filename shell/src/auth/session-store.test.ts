import { patientProfile, staffProfile } from '../testing/identity-fixtures';
import { createSessionStore } from './session-store';

beforeEach(() => localStorage.clear());

it('keeps the tokens under the spec keys', () => {
  const store = createSessionStore();
  store.saveTokens({ access_token: 'a1', refresh_token: 'r1' });
  expect(localStorage.getItem('access_token')).toBe('a1');
  expect(localStorage.getItem('refresh_token')).toBe('r1');
  expect(store.accessToken()).toBe('a1');
  expect(store.refreshToken()).toBe('r1');
});

it('stores the staff profile as userProfile, with clinicData, and drops patient data', () => {
  const store = createSessionStore();
  store.savePatientData(patientProfile());
  store.saveStaffProfile(staffProfile());

  expect(store.kind()).toBe('staff');
  expect(store.patientData()).toBeNull();
  expect(store.staffProfile()).toEqual(staffProfile());
  expect(JSON.parse(localStorage.getItem('clinicData') ?? 'null')).toEqual({
    clinic_id: staffProfile().clinic_id,
    clinic_name: 'Harbour Clinic',
    tenant_id: staffProfile().tenant_id,
    branch_id: staffProfile().branch_id,
  });
});

it('makes it a patient session when patientData is stored (spec 4.1)', () => {
  const store = createSessionStore();
  store.saveStaffProfile(staffProfile());
  store.savePatientData(patientProfile());
  expect(store.kind()).toBe('patient');
  expect(store.staffProfile()).toBeNull();
  expect(localStorage.getItem('clinicData')).toBeNull();
  expect(store.patientData()).toEqual(patientProfile());
});

it('reads a damaged stored profile as none', () => {
  localStorage.setItem('userProfile', '{not json');
  localStorage.setItem('patientData', JSON.stringify({ id: 42 }));
  const store = createSessionStore();
  expect(store.staffProfile()).toBeNull();
  expect(store.patientData()).toBeNull();
});

it('clears everything but the preserved picture, the appointments tab orders and the remote overrides', () => {
  const store = createSessionStore();
  store.saveTokens({ access_token: 'a1', refresh_token: 'r1' });
  store.saveStaffProfile(staffProfile());
  store.savePreservedPicture('u1', 'http://api.test/p.png');
  for (const key of ['featureAccessCache', 'featureCache', 'cacheTimestamp', 'branding_t1']) {
    localStorage.setItem(key, 'x');
  }
  localStorage.setItem('appointments-tab-order', '["day"]');
  localStorage.setItem('appointments-tab-order-u1', '["week"]');
  localStorage.setItem('clinio:mfe-overrides', '{}');

  store.clear();

  expect(Object.keys(localStorage).sort()).toEqual([
    'appointments-tab-order',
    'appointments-tab-order-u1',
    'clinio:mfe-overrides',
    'preservedProfilePicture',
  ]);
});

it('gives the preserved picture back only to its own user', () => {
  const store = createSessionStore();
  store.savePreservedPicture('u1', 'http://api.test/p.png');
  expect(store.preservedPicture('u1')).toBe('http://api.test/p.png');
  expect(store.preservedPicture('u2')).toBeNull();
  store.clearPreservedPicture();
  expect(store.preservedPicture('u1')).toBeNull();
});
