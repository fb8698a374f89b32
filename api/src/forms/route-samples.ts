import type { SampleRequest } from '../test/route-access';
import { TEST_PASSWORD } from '../test/factories';
import { TINY_PNG, templateBody } from './test-fixtures';

/** The forms and consents routes (issue 16). */
export const FORMS_FAMILY =
  /^\/api\/(form-templates($|\/)|consents($|\/)|consent-records\/|patient-paperwork\/|appointment-type-requirements($|\/)|consent-templates($|\/)|consent-needs\/|form-submissions\/|patients\/:patient_id\/(paperwork|form-drafts|form-submissions|consents|consent-needs))/;

/**
 * A valid request per route, keyed `METHOD /url`, so that only authorization can refuse it (bar 4)
 * and the generated inputs of bar 16 start from a valid body. A new route without one fails both.
 */
export function formSamples(ids: {
  clinicId: string;
  patientId: string;
  templateId: string;
  consentId: string;
  signedConsentId: string;
  submissionId: string;
  portalPatientId: string;
  portalConsentId: string;
}): Record<string, SampleRequest> {
  const { clinicId, patientId, templateId, consentId } = ids;
  return {
    'GET /api/form-templates/template/:id': { url: `/api/form-templates/template/${templateId}` },
    'GET /api/form-templates/template/:id/versions': {
      url: `/api/form-templates/template/${templateId}/versions`,
    },
    'POST /api/form-templates': { url: `/api/form-templates?clinicId=${clinicId}`, payload: templateBody() },
    'PUT /api/form-templates/:id': {
      url: `/api/form-templates/${templateId}`,
      payload: templateBody({ name: 'Renamed intake' }),
    },
    'GET /api/form-templates/:id': { url: `/api/form-templates/${clinicId}` },
    'POST /api/form-templates/template/:id/submissions': {
      url: `/api/form-templates/template/${templateId}/submissions`,
      payload: { patient_id: patientId, answers: { full_name: 'Ann Probe', allergies: false } },
    },
    'POST /api/consents': {
      url: '/api/consents',
      payload: {
        patient_id: patientId,
        consent_type: 'hipaa_privacy',
        consent_text: 'I have read the notice.',
      },
    },
    'GET /api/consents/:consentId': { url: `/api/consents/${ids.signedConsentId}` },
    'PUT /api/consents/:consentId': {
      url: `/api/consents/${consentId}`,
      payload: { notes: 'Explained at the desk' },
    },
    'GET /api/consent-records/patient/:patientId': { url: `/api/consent-records/patient/${patientId}` },
    'POST /api/consents/:consentId/signature': {
      url: `/api/consents/${consentId}/signature`,
      payload: { signer_name: 'Ann Probe', signature_png: TINY_PNG },
    },
    'PUT /api/form-templates/template/:id/draft': {
      url: `/api/form-templates/template/${templateId}/draft`,
      payload: { patient_id: patientId, version: 1, answers: { full_name: 'Ann' } },
    },
    'GET /api/patient-paperwork/:patientId': { url: `/api/patient-paperwork/${patientId}` },
    'POST /api/patient-paperwork/:patientId/kiosk-exit': {
      url: `/api/patient-paperwork/${patientId}/kiosk-exit`,
      payload: { password: TEST_PASSWORD },
    },
    'GET /api/patients/:patient_id/paperwork': { url: `/api/patients/${ids.portalPatientId}/paperwork` },
    'PUT /api/patients/:patient_id/form-drafts/:template_id': {
      url: `/api/patients/${ids.portalPatientId}/form-drafts/${templateId}`,
      payload: { version: 1, answers: { full_name: 'Ann' } },
    },
    'POST /api/patients/:patient_id/form-submissions': {
      url: `/api/patients/${ids.portalPatientId}/form-submissions`,
      payload: { template_id: templateId, version: 1, answers: { full_name: 'Ann Probe', allergies: false } },
    },
    'POST /api/patients/:patient_id/consents/:consent_id/signature': {
      url: `/api/patients/${ids.portalPatientId}/consents/${ids.portalConsentId}/signature`,
      payload: { signer_name: 'Ann Probe', signature_png: TINY_PNG },
    },
    'GET /api/appointment-type-requirements': { url: '/api/appointment-type-requirements' },
    'PUT /api/appointment-type-requirements/:appointmentType': {
      url: '/api/appointment-type-requirements/consultation',
      payload: { form_template_ids: [templateId], consent_types: ['treatment'] },
    },
    'GET /api/consent-templates': { url: '/api/consent-templates' },
    'PUT /api/consent-templates/:consentType': {
      url: '/api/consent-templates/treatment',
      payload: { title: 'Consent to treatment', consent_text: 'I consent to treatment.', valid_days: 365 },
    },
    'GET /api/consent-needs/:patientId': {
      url: `/api/consent-needs/${patientId}?appointment_type=consultation`,
    },
    'GET /api/patients/:patient_id/consent-needs': {
      url: `/api/patients/${ids.portalPatientId}/consent-needs?appointment_type=consultation`,
    },
    'POST /api/patients/:patient_id/consent-needs/:consentType/signature': {
      url: `/api/patients/${ids.portalPatientId}/consent-needs/treatment/signature`,
      payload: { signer_name: 'Ann Probe', signature_png: TINY_PNG },
    },
    'GET /api/form-submissions/patient/:patientId': { url: `/api/form-submissions/patient/${patientId}` },
    'GET /api/form-submissions/:id': { url: `/api/form-submissions/${ids.submissionId}` },
    'GET /api/form-submissions/:id/pdf': { url: `/api/form-submissions/${ids.submissionId}/pdf` },
    'GET /api/consents/:consentId/pdf': { url: `/api/consents/${ids.signedConsentId}/pdf` },
  };
}
