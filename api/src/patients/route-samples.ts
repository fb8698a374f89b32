import type { SampleRequest } from '../test/route-access';

/**
 * The patient record routes of this module (not the patient account routes of ../patient-accounts,
 * nor ./imports and ./merge, which keep their own tables): one family for the route-table tests.
 */
export const PATIENT_RECORDS_FAMILY =
  /^\/api\/patients\/($|:id($|\/(restore|erase|access-log|fhir)$)|export\.csv$|duplicate-check$|access-log$|profile\/contact$)/;

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
    'GET /api/patients/:id/fhir': { url: `/api/patients/${id}/fhir` },
    'GET /api/patients/profile/contact': { url: '/api/patients/profile/contact' },
    'PATCH /api/patients/profile/contact': {
      url: '/api/patients/profile/contact',
      payload: { phone_number: '415 555 0144', city: 'Lisbon', emergency_contact_name: 'Sam' },
    },
    'GET /api/patients/access-log': { url: '/api/patients/access-log?limit=5' },
  };
}
