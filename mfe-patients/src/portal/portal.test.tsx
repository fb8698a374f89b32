import { readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import type { MyRecordAccessEntry, PatientContactDetails, PatientProfile } from '@clinio/contracts';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import areaJson from '../../area.json';
import { PATIENT_USER, openAt, validationFailure } from '../import/test-support';
import { BOOKING_OPTIONS } from './booking/booking-fixtures';
import { accessSentence, roleWords } from './portal-model';

const CLINIC = {
  clinic_id: '00000000-0000-4000-8000-0000000000c1',
  clinic_name: 'Demo Family Clinic',
  patient_id: '00000000-0000-4000-8000-0000000000p1'.replace('p', 'e'),
  authorized_at: '2026-10-01T10:00:00.000Z',
};

const PROFILE: PatientProfile = {
  id: PATIENT_USER.id,
  patient_id: CLINIC.patient_id,
  username: 'jordan',
  first_name: 'Jordan',
  last_name: 'Miller',
  email: 'jordan@example.com',
  phone_number: '',
  email_verified: true,
  role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] },
  clinics: [CLINIC],
};

const CONTACT: PatientContactDetails = {
  phone_number: '+15550100',
  address_line1: '1 Harbour Street',
  address_line2: '',
  city: 'Portland',
  region: 'ME',
  postal_code: '04101',
  emergency_contact_name: '',
  emergency_contact_phone: '',
  emergency_contact_relationship: '',
};

function entry(index: number): MyRecordAccessEntry {
  return {
    at: new Date(Date.UTC(2026, 10, 20, 12, 0) - index * 60_000).toISOString(),
    clinic_name: 'Demo Family Clinic',
    actor_role: index % 2 === 0 ? 'Clinician' : 'Front desk',
    action_label: 'Viewed your record',
  };
}

function portalApi(overrides: { access?: MyRecordAccessEntry[][] } = {}): MockApi {
  const pages = overrides.access ?? [[entry(0)]];
  let page = 0;
  return createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('getMyContactDetails', () => CONTACT)
    .on('updateMyContactDetails', ({ body }) => ({ ...CONTACT, ...body }))
    .on('listMyAppointments', () => [])
    .on('getMyBookingOptions', () => BOOKING_OPTIONS)
    .on('revokeClinic', () => ({ detail: 'Revoked' }))
    .on('listMyRecordAccess', () => ({ results: pages[Math.min(page++, pages.length - 1)] ?? [] }));
}

const openPortal = (api = portalApi()) =>
  openAt('/patient-dashboard', 'Jordan Miller', { api, user: PATIENT_USER });

it('serves /patient-dashboard and its provider notes from its area, and no sub-path other areas will own', () => {
  const area = readAreaDeclaration(areaJson);
  expect(routeInArea('patients', area, '/patient-dashboard')).toBeDefined();
  expect(routeInArea('patients', area, '/patient-dashboard/provider-notes')).toBeDefined();
  for (const path of ['/patient-dashboard/billing', '/patient-dashboard/consents']) {
    expect(routeInArea('patients', area, path)).toBeUndefined();
  }
  for (const path of [
    '/dashboard/patients/import',
    '/dashboard/patients/duplicates',
    '/dashboard/patients/merge',
  ]) {
    expect(routeInArea('patients', area, path)).toBeDefined();
  }
});

it('puts the record access in plain words', () => {
  expect(roleWords('front_desk')).toBe('Front desk');
  expect(
    accessSentence({
      actor_role: 'Doctor',
      clinic_name: 'Demo Family Clinic',
      action_label: 'Viewed your record',
    }),
  ).toBe('A Doctor at Demo Family Clinic viewed your record');
  expect(
    accessSentence({
      actor_role: 'Clinician',
      clinic_name: 'Demo Family Clinic',
      action_label: 'Viewed the chart',
    }),
  ).toBe('A Clinician at Demo Family Clinic viewed your chart');
  expect(
    accessSentence({
      actor_role: 'Clinic administrator',
      clinic_name: 'Harbour',
      action_label: 'Exported the record.',
    }),
  ).toBe('A Clinic administrator at Harbour exported your record');
  expect(
    accessSentence({ actor_role: 'admin', clinic_name: 'Harbour', action_label: 'Printed the chart' }),
  ).toBe('An Admin at Harbour printed your chart');
});

it('shows the profile, contact details, clinics, appointments and who viewed the record', async () => {
  const { api } = await openPortal();
  expect(screen.getByText('jordan@example.com')).toBeInTheDocument();
  expect(await screen.findByText('1 Harbour Street, Portland, ME, 04101')).toBeInTheDocument();
  expect(screen.getByText('+15550100')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Revoke Demo Family Clinic' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Authorize a clinic' })).toHaveAttribute(
    'href',
    '/authorize-clinic',
  );
  expect(await screen.findByText('No upcoming appointments at Demo Family Clinic.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.endpoint === 'listMyAppointments')?.url).toBe(
    `/api/patients/${CLINIC.patient_id}/my-appointments`,
  );
  expect(await screen.findByRole('button', { name: 'Book an appointment' })).toBeInTheDocument();
  const log = within(await screen.findByRole('list', { name: 'Who viewed my record' }));
  expect(log.getByText(/A Clinician at Demo Family Clinic viewed your record on/)).toBeInTheDocument();
});

it('edits the contact details and shows a refused field at its field', async () => {
  const api = portalApi().on('updateMyContactDetails', () => {
    throw validationFailure([{ field: 'phone_number', message: 'Enter a phone number we can reach' }]);
  });
  await openPortal(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit contact details' }));
  const phone = screen.getByRole('textbox', { name: 'Phone' });
  await userEvent.clear(phone);
  await userEvent.type(phone, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a phone number we can reach')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');

  api.on('updateMyContactDetails', ({ body }) => ({ ...CONTACT, ...body }));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Phone' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 555 0111');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.endpoint === 'updateMyContactDetails').at(-1)?.body).toMatchObject({
    phone_number: '+1 555 0111',
    city: 'Portland',
  });
});

it('revokes a clinic after confirming', async () => {
  const api = portalApi();
  await openPortal(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke Demo Family Clinic' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Revoke access?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(api.calls.some((call) => call.endpoint === 'revokeClinic')).toBe(true));
  expect(api.calls.find((call) => call.endpoint === 'revokeClinic')?.url).toBe(
    `/api/patients/clinics/${CLINIC.clinic_id}`,
  );
  await waitFor(() =>
    expect(api.calls.filter((call) => call.endpoint === 'getPatientProfile').length).toBeGreaterThan(1),
  );
});

it('loads more of the access log from the last entry shown', async () => {
  const first = Array.from({ length: 25 }, (_, index) => entry(index));
  const api = portalApi({ access: [first, [entry(30)]] });
  await openPortal(api);
  const log = await screen.findByRole('list', { name: 'Who viewed my record' });
  expect(within(log).getAllByRole('listitem')).toHaveLength(25);
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(26));
  expect(api.calls.filter((call) => call.endpoint === 'listMyRecordAccess').at(-1)?.query).toEqual({
    limit: 25,
    before: first[24]?.at,
  });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('says plainly when nobody has viewed the record and there is no clinic yet', async () => {
  const api = portalApi({ access: [[]] }).on('getPatientProfile', () => ({ ...PROFILE, clinics: [] }));
  await openPortal(api);
  expect(await screen.findByText('Nobody has viewed your record yet')).toBeInTheDocument();
  expect(screen.getByText('No clinic can see your record yet')).toBeInTheDocument();
  expect(screen.getByText('No upcoming appointments')).toBeInTheDocument();
});

it('logs out through the shell', async () => {
  const { logout } = await openPortal();
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(logout).toHaveBeenCalled();
});

it('reads in Spanish once the patient chooses it, without a reload, and back in English', async () => {
  const user = userEvent.setup();
  await openPortal();
  await user.click(screen.getByRole('button', { name: 'Español' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Sus clínicas' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Datos de contacto' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Próximas citas' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Revocar a Demo Family Clinic' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Your clinics' })).toBeInTheDocument();
});
