import {
  Consent,
  ConsentCreateRequest,
  ConsentRecordList,
  ConsentSignRequest,
  ConsentUpdateRequest,
} from '../forms/consents';
import {
  FormSubmission,
  FormSubmissionRequest,
  FormTemplate,
  FormTemplateCreateQuery,
  FormTemplateInput,
  FormTemplateList,
} from '../forms/templates';
import {
  DeskFormDraftRequest,
  FormDraft,
  FormDraftRequest,
  Paperwork,
  PaperworkConsent,
  PortalFormSubmissionRequest,
} from '../forms/paperwork';
import {
  AppointmentTypeParams,
  AppointmentTypeRequirement,
  AppointmentTypeRequirementList,
  AppointmentTypeRequirementUpdate,
  ConsentTemplate,
  ConsentTemplateList,
  ConsentTemplateUpdate,
  ConsentTypeParams,
} from '../forms/requirements';
import { defineEndpoint } from './define-endpoint';
import { uuidParams } from './shapes';

/** Form templates and consents (spec 7 "Forms and consents", issue 16, ADR 044). */
export const FORMS_ENDPOINTS = {
  getFormTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/form-templates/template/:id',
    access: 'staff',
    params: uuidParams('id'),
    response: FormTemplate,
  }),
  createFormTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/form-templates',
    access: 'staff',
    query: FormTemplateCreateQuery,
    body: FormTemplateInput.strict(),
    response: FormTemplate,
  }),
  updateFormTemplate: defineEndpoint({
    method: 'PUT',
    path: '/api/form-templates/:id',
    access: 'staff',
    params: uuidParams('id'),
    body: FormTemplateInput.strict(),
    response: FormTemplate,
  }),
  listFormTemplates: defineEndpoint({
    method: 'GET',
    // The clinic's id (spec 7: GET /api/form-templates/{clinicId}); named `id` like the PUT on the
    // same path, which OpenAPI requires of one path.
    path: '/api/form-templates/:id',
    access: 'staff',
    params: uuidParams('id'),
    response: FormTemplateList,
  }),
  submitFormAtDesk: defineEndpoint({
    method: 'POST',
    path: '/api/form-templates/template/:id/submissions',
    access: 'staff',
    params: uuidParams('id'),
    body: FormSubmissionRequest.strict(),
    response: FormSubmission,
  }),
  saveFormDraftAtDesk: defineEndpoint({
    method: 'PUT',
    path: '/api/form-templates/template/:id/draft',
    access: 'staff',
    params: uuidParams('id'),
    body: DeskFormDraftRequest.strict(),
    response: FormDraft,
  }),
  getPatientPaperwork: defineEndpoint({
    method: 'GET',
    path: '/api/patient-paperwork/:patientId',
    access: 'staff',
    params: uuidParams('patientId'),
    response: Paperwork,
  }),
  getMyPaperwork: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:patient_id/paperwork',
    access: 'patient',
    params: uuidParams('patient_id'),
    response: Paperwork,
  }),
  saveMyFormDraft: defineEndpoint({
    method: 'PUT',
    path: '/api/patients/:patient_id/form-drafts/:template_id',
    access: 'patient',
    params: uuidParams('patient_id', 'template_id'),
    body: FormDraftRequest.strict(),
    response: FormDraft,
  }),
  submitMyForm: defineEndpoint({
    method: 'POST',
    path: '/api/patients/:patient_id/form-submissions',
    access: 'patient',
    params: uuidParams('patient_id'),
    body: PortalFormSubmissionRequest.strict(),
    response: FormSubmission,
  }),
  listAppointmentTypeRequirements: defineEndpoint({
    method: 'GET',
    path: '/api/appointment-type-requirements',
    access: 'staff',
    response: AppointmentTypeRequirementList,
  }),
  setAppointmentTypeRequirements: defineEndpoint({
    method: 'PUT',
    path: '/api/appointment-type-requirements/:appointmentType',
    access: 'staff',
    params: AppointmentTypeParams,
    body: AppointmentTypeRequirementUpdate.strict(),
    response: AppointmentTypeRequirement,
  }),
} as const;

export const CONSENTS_ENDPOINTS = {
  listConsentTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/consent-templates',
    access: 'staff',
    response: ConsentTemplateList,
  }),
  saveConsentTemplate: defineEndpoint({
    method: 'PUT',
    path: '/api/consent-templates/:consentType',
    access: 'staff',
    params: ConsentTypeParams,
    body: ConsentTemplateUpdate.strict(),
    response: ConsentTemplate,
  }),
  createConsent: defineEndpoint({
    method: 'POST',
    path: '/api/consents',
    access: 'staff',
    body: ConsentCreateRequest.strict(),
    response: Consent,
  }),
  getConsent: defineEndpoint({
    method: 'GET',
    path: '/api/consents/:consentId',
    access: 'staff',
    params: uuidParams('consentId'),
    response: Consent,
  }),
  updateConsent: defineEndpoint({
    method: 'PUT',
    path: '/api/consents/:consentId',
    access: 'staff',
    params: uuidParams('consentId'),
    body: ConsentUpdateRequest.strict(),
    response: Consent,
  }),
  listPatientConsentRecords: defineEndpoint({
    method: 'GET',
    path: '/api/consent-records/patient/:patientId',
    access: 'staff',
    params: uuidParams('patientId'),
    response: ConsentRecordList,
  }),
  signConsentAtDesk: defineEndpoint({
    method: 'POST',
    path: '/api/consents/:consentId/signature',
    access: 'staff',
    params: uuidParams('consentId'),
    body: ConsentSignRequest.strict(),
    response: Consent,
  }),
  signMyConsent: defineEndpoint({
    method: 'POST',
    path: '/api/patients/:patient_id/consents/:consent_id/signature',
    access: 'patient',
    params: uuidParams('patient_id', 'consent_id'),
    body: ConsentSignRequest.strict(),
    response: PaperworkConsent,
  }),
} as const;
