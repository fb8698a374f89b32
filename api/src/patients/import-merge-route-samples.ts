import type { SampleRequest } from '../test/route-access';
import { multipartBody } from '../staff/staff-test-fixtures';

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
