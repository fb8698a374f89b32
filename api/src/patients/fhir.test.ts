import type { Bundle, Patient, Appointment as FhirAppointment, AllergyIntolerance } from '@medplum/fhirtypes';
import type { BookingResult } from '@clinio/contracts';
import { bookingBody, buildSchedulingClinic, type SchedulingClinic } from '../appointments/test-fixtures';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { r4Problems } from '../test/fhir-r4';
import { createTestApp, type TestContext } from '../test/test-app';
import { chartNumberSystem } from './fhir-bundle';

/**
 * The FHIR R4 export of a patient (ADR 043) on PostgreSQL: the Patient, the allergies and every
 * appointment, statuses mapped to FHIR's, references that resolve inside the Bundle, an audit row,
 * and the same 404 as the chart for another clinic.
 */
let ctx: TestContext;
let clinic: SchedulingClinic;
let owner: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildSchedulingClinic(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'super_admin' });
});
afterAll(() => ctx.close());

const exportOf = (member = owner, id = clinic.patientId) =>
  ctx.server.inject({ method: 'GET', url: `/api/patients/${id}/fhir`, headers: member.session.headers });

it('writes the Patient, its allergies and every appointment as a FHIR R4 collection', async () => {
  await ctx.server.inject({
    method: 'PATCH',
    url: `/api/patients/${clinic.patientId}`,
    headers: owner.session.headers,
    payload: {
      preferred_name: 'Mia',
      allergies: ['Penicillin', 'Latex'],
      emergency_contact_name: 'Jonas Lopez',
      emergency_contact_phone: '+4930901820',
      emergency_contact_relationship: 'Brother',
    },
  });
  const booked = await ctx.server.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: owner.session.headers,
    payload: bookingBody(clinic, '2031-01-06T10:00:00Z', { notes: 'Knee pain' }),
  });
  const appointmentId = booked.json<BookingResult>().appointment.id;
  await ctx.server.inject({
    method: 'PUT',
    url: `/api/appointments/${appointmentId}`,
    headers: owner.session.headers,
    payload: { version: 1, status: 'confirmed' },
  });

  const response = await exportOf();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/fhir+json');
  expect(response.headers['cache-control']).toBe('no-store');
  const bundle = response.json<Bundle>();
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(Number.isNaN(Date.parse(bundle.timestamp ?? ''))).toBe(false);
  const resources = (bundle.entry ?? []).map((entry) => entry.resource!);
  // Every exported resource, and the Bundle, conforms to the R4 profiles (issue 20).
  expect([bundle, ...resources].flatMap((resource) => r4Problems(resource))).toEqual([]);
  const kinds = resources.map((resource) => resource.resourceType);
  expect(kinds).toEqual(['Patient', 'AllergyIntolerance', 'AllergyIntolerance', 'Appointment']);

  const patient = resources[0] as Patient;
  expect(patient.id).toBe(clinic.patientId);
  expect(patient.identifier?.[0]?.system).toBe(chartNumberSystem(clinic.tenant.tenantId));
  expect(patient.identifier?.[0]?.value).toMatch(/^P-\d{6}$/);
  expect(patient.name).toEqual([
    expect.objectContaining({ use: 'official' }),
    { use: 'usual', given: ['Mia'] },
  ]);
  expect(patient.contact?.[0]).toMatchObject({
    name: { text: 'Jonas Lopez' },
    relationship: [{ text: 'Brother' }],
  });
  expect(['male', 'female', 'other', 'unknown']).toContain(patient.gender);

  const allergies = resources.slice(1, 3) as AllergyIntolerance[];
  expect(allergies.map((allergy) => allergy.code?.text)).toEqual(['Penicillin', 'Latex']);
  expect(allergies.every((allergy) => allergy.patient.reference === `Patient/${clinic.patientId}`)).toBe(
    true,
  );

  const appointment = resources[3] as FhirAppointment;
  expect(appointment).toMatchObject({
    id: appointmentId,
    status: 'booked',
    start: '2031-01-06T10:00:00.000Z',
    minutesDuration: 30,
    comment: 'Knee pain',
    appointmentType: { text: 'Consultation' },
  });
  expect(appointment.participant.map((p) => p.actor?.reference)).toEqual([
    `Patient/${clinic.patientId}`,
    `Practitioner/${clinic.provider.id}`,
    undefined,
  ]);
  // Every entry has a unique urn:uuid full URL; every Patient reference resolves inside the Bundle.
  const urls = (bundle.entry ?? []).map((entry) => entry.fullUrl);
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls.every((url) => /^urn:uuid:[0-9a-f-]{36}$/.test(url ?? ''))).toBe(true);
  // The same export twice names the allergies the same.
  const again = (await exportOf()).json<Bundle>();
  expect(again.entry?.[1]?.resource?.id).toBe(allergies[0]?.id);

  const actions = (
    await auditActions(ctx.db.database, clinic.tenant.tenantId, { resourceId: clinic.patientId })
  ).map((row) => row.action);
  expect(actions.filter((action) => action === 'patient.exported_fhir')).toHaveLength(2);
  const log = await ctx.server.inject({
    method: 'GET',
    url: `/api/patients/${clinic.patientId}/access-log`,
    headers: owner.session.headers,
  });
  expect(
    log.json<{ results: { action_label: string }[] }>().results.map((row) => row.action_label),
  ).toContain('Exported the record as a FHIR file');
});

it('gives another clinic the same 404 as a missing record, and refuses a role without patients_read', async () => {
  const other = await buildSchedulingClinic(ctx.db.database);
  const stranger = await buildMember(ctx.server, ctx.db.database, {
    tenant: other.tenant,
    role: 'super_admin',
  });
  const foreign = await exportOf(stranger);
  const missing = await exportOf(stranger, '6f0d2a5e-8c4b-4a51-9f53-3c0a7b1e2d94');
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual(missing.json());
});
