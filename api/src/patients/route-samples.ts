import type { SampleRequest } from '../test/route-access';
import { multipartBody } from '../staff/staff-test-fixtures';

/**
 * The patient record routes of this module (not the patient account routes of ../patient-accounts,
 * nor ./imports and ./merge, which keep their own tables): one family for the route-table tests.
 */
export const PATIENT_RECORDS_FAMILY =
  /^\/api\/patients\/($|:id($|\/(restore|erase|access-log)$)|export\.csv$|duplicate-check$|access-log$|profile\/contact$)/;

/**
 * A valid request per route, keyed `METHOD /url`, so that only authorization can refuse it (bar 4)
 * and so that the generated inputs of bar 16 start from a valid body. A new route of the family
 * without one fails both tests.
 */
export function patientRecordSamples({
  patientId,
  chartNumber,
}: {
  patientId: string;
  chartNumber: string;
}): Record<string, SampleRequest> {
  const id = patientId;
  return {
    'GET /api/patients/': { url: '/api/patients/?search=ada&limit=5' },
    'POST /api/patients/': {
      url: '/api/patients/',
      payload: {
        first_name: 'Probe',
        last_name: 'Patient',
        date_of_birth: '1980-01-02',
        phone_number: '(415) 555-0142',
        email: 'probe@example.test',
        tags: ['new'],
        allow_duplicate: true,
      },
    },
    'POST /api/patients/duplicate-check': {
      url: '/api/patients/duplicate-check',
      payload: {
        first_name: 'Probe',
        last_name: 'Patient',
        date_of_birth: '1980-01-02',
        phone_number: '415 555 0142',
      },
    },
    'GET /api/patients/export.csv': { url: '/api/patients/export.csv?search=probe' },
    'GET /api/patients/:id': { url: `/api/patients/${id}` },
    'PATCH /api/patients/:id': {
      url: `/api/patients/${id}`,
      payload: { city: 'Porto', phone_number: '415 555 0143' },
    },
    'DELETE /api/patients/:id': { url: `/api/patients/${id}` },
    'POST /api/patients/:id/restore': { url: `/api/patients/${id}/restore` },
    'POST /api/patients/:id/erase': {
      url: `/api/patients/${id}/erase`,
      // A wrong confirmation: the fuzzer must never erase the sample record.
      payload: { confirm_chart_number: chartNumber === 'P-999999' ? 'P-999998' : 'P-999999' },
    },
    'GET /api/patients/:id/access-log': { url: `/api/patients/${id}/access-log` },
    'GET /api/patients/profile/contact': { url: '/api/patients/profile/contact' },
    'PATCH /api/patients/profile/contact': {
      url: '/api/patients/profile/contact',
      payload: { phone_number: '415 555 0144', city: 'Lisbon', emergency_contact_name: 'Sam' },
    },
    'GET /api/patients/access-log': { url: '/api/patients/access-log?limit=5' },
  };
}

/**
 * The import, duplicate and merge routes of the patients domain (ADR 033): one family for the
 * route-table tests. The records routes have their own samples.
 */
export const PATIENT_IMPORT_MERGE_FAMILY = /^\/api\/patients\/(imports|duplicates|merge)(\/|$)/;

export interface ImportMergeFixtures {
  /** A draft import of the caller's clinic. */
  importId: string;
  /** Two active records of the caller's clinic. */
  patientA: string;
  patientB: string;
}

/**
 * A valid request per route of the family, keyed `METHOD /url`, so that only authorization can
 * refuse it (bar 4) and so that the generated inputs of bar 16 start from a valid body. A new
 * route without one fails both tests.
 */
export function importMergeSamples(fixtures: ImportMergeFixtures): Record<string, SampleRequest> {
  const { importId, patientA, patientB } = fixtures;
  const file = multipartBody([
    {
      name: 'file',
      filename: 'patients.csv',
      contentType: 'text/csv',
      content: 'First Name,Last Name\nAna,Probe\n',
    },
  ]);
  const mapping = { first_name: 'First Name', last_name: 'Last Name' };
  return {
    'POST /api/patients/imports': {
      url: '/api/patients/imports',
      payload: file.payload,
      headers: file.headers,
    },
    'GET /api/patients/imports': { url: '/api/patients/imports' },
    'GET /api/patients/imports/:id': { url: `/api/patients/imports/${importId}` },
    'POST /api/patients/imports/:id/preview': {
      url: `/api/patients/imports/${importId}/preview`,
      payload: { mapping },
    },
    'POST /api/patients/imports/:id/start': {
      url: `/api/patients/imports/${importId}/start`,
      payload: { mapping, branch_id: null },
    },
    'GET /api/patients/imports/:id/rows': { url: `/api/patients/imports/${importId}/rows` },
    'GET /api/patients/imports/:id/report.csv': { url: `/api/patients/imports/${importId}/report.csv` },
    'GET /api/patients/duplicates': { url: '/api/patients/duplicates' },
    'POST /api/patients/duplicates/dismiss': {
      url: '/api/patients/duplicates/dismiss',
      payload: { patient_a: patientA, patient_b: patientB },
    },
    'POST /api/patients/merge': {
      url: '/api/patients/merge',
      payload: { survivor_id: patientA, merged_id: patientB, take_from_merged: ['email'] },
    },
  };
}
