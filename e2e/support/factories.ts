import { expect, type APIRequestContext } from '@playwright/test';
import { staffToken } from './identity';

/**
 * Test data made through the product's own API, as a member of staff would make it, so a test
 * depends on the demo seed only where it says so. One place per kind of record.
 */

/** Letters only (names refuse digits), different on each call: `Cal` + six letters. */
export function uniqueName(prefix: string, length = 6): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, length)
    .padEnd(length, 'q');
  return `${prefix}${letters}`;
}

/** A bearer header for a demo member of staff (by username or e-mail). */
export async function staffHeaders(request: APIRequestContext, username: string) {
  return { Authorization: `Bearer ${await staffToken(request, username)}` };
}

export interface CreatedPatient {
  id: string;
  chart_number: string;
}

/** POST /api/patients/ (a possible duplicate is accepted: tests reuse names). */
export async function createPatient(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
): Promise<CreatedPatient> {
  const response = await request.post('/api/patients/', {
    headers,
    data: { allow_duplicate: true, ...data },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedPatient;
}

/** A demo patient by name, through the search staff use. */
export async function findPatient(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: { first_name: string; last_name: string },
): Promise<string> {
  const search = encodeURIComponent(`${name.first_name} ${name.last_name}`);
  const response = await request.get(`/api/patients/?search=${search}&limit=5`, { headers });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    results: { id: string; first_name: string; last_name: string }[];
  };
  const found = body.results.find(
    (row) => row.first_name === name.first_name && row.last_name === name.last_name,
  );
  expect(found, `the demo patient ${name.first_name} ${name.last_name}`).toBeDefined();
  return found?.id ?? '';
}

export interface SchedulingResources {
  branches: { id: string; name: string; timezone: string }[];
  providers: { id: string; name: string; branch_ids: string[]; appointment_types: string[] }[];
}

/** What the calendar books with: branches (with their zones) and providers (with their types). */
export async function schedulingResources(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<SchedulingResources> {
  const response = await request.get('/api/scheduling/resources', { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as SchedulingResources;
}

export interface BookedAppointment {
  id: string;
  start_time: string;
  version: number;
}

/** POST /api/appointments/ for one appointment; outside hours is confirmed, as staff may. */
export async function bookAppointment(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: {
    patient_id: string;
    provider_id: string;
    branch_id: string;
    appointment_type: string | undefined;
    start_time: string;
    end_time?: string;
  },
): Promise<BookedAppointment> {
  const response = await request.post('/api/appointments/', {
    headers,
    data: { ...data, allow_outside_hours: true },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { appointment: BookedAppointment }).appointment;
}

/**
 * A visit for `patientId` far ahead (60 to 360 days, late in the UTC evening, outside hours as
 * staff may book), with the first provider who has a branch and a type: one that needs the
 * clinic's intake form, clear of every other test's times.
 */
export async function bookFarVisit(
  request: APIRequestContext,
  headers: Record<string, string>,
  patientId: string,
): Promise<BookedAppointment> {
  const resources = await schedulingResources(request, headers);
  const provider = resources.providers.find(
    (item) => item.branch_ids.length > 0 && item.appointment_types.length > 0,
  );
  expect(provider).toBeDefined();
  const start = new Date(Date.now() + (60 + Math.floor(Math.random() * 300)) * 86_400_000);
  start.setUTCHours(22 + Math.floor(Math.random() * 2), Math.floor(Math.random() * 4) * 15, 0, 0);
  return bookAppointment(request, headers, {
    patient_id: patientId,
    provider_id: provider?.id ?? '',
    branch_id: provider?.branch_ids[0] ?? '',
    appointment_type: provider?.appointment_types[0],
    start_time: start.toISOString(),
  });
}
