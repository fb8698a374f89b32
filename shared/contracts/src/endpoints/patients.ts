import { z } from 'zod';
import { AcceptedResponse, AccountLanguageRequest } from '../identity/fields';
import {
  AuthorizeClinicRequest,
  AuthorizeClinicResponse,
  PatientLoginRequest,
  PatientProfile,
  PatientRegistrationRequest,
  PatientSessionResponse,
} from '../identity/patient';
import {
  CsrfResponse,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  RefreshRequest,
  ResetPasswordRequest,
  TokenResponse,
  VerifyEmailRequest,
} from '../identity/auth';
import { defineEndpoint } from './define-endpoint';
import { DetailResponse, MyAppointment, MyAppointmentsQuery, uuidParams } from './shapes';

/** The patient portal: session, account and the clinics a patient authorizes. */
export const PATIENTS_ENDPOINTS = {
  signInPatient: defineEndpoint({
    method: 'POST',
    path: '/api/patients/login',
    access: 'public',
    body: PatientLoginRequest,
    response: PatientSessionResponse,
  }),
  refreshPatientTokens: defineEndpoint({
    method: 'POST',
    path: '/api/patients/refresh-token',
    access: 'public',
    body: RefreshRequest.optional(),
    response: TokenResponse,
  }),
  getPatientProfile: defineEndpoint({
    method: 'GET',
    path: '/api/patients/profile',
    access: 'patient',
    response: PatientProfile,
  }),
  /** The patient's language, chosen in the portal and remembered on the account (issue 22). */
  setPatientLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/patients/profile/language',
    access: 'patient',
    body: AccountLanguageRequest,
    response: PatientProfile,
  }),
  listMyAppointments: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:patient_id/my-appointments',
    access: 'patient',
    params: uuidParams('patient_id'),
    query: MyAppointmentsQuery,
    response: z.array(MyAppointment),
  }),
  getPatientCsrfToken: defineEndpoint({
    method: 'GET',
    path: '/api/patients/csrf-token',
    access: 'patient_cookie',
    response: CsrfResponse,
  }),
  registerPatient: defineEndpoint({
    method: 'POST',
    path: '/api/patients/register',
    access: 'public',
    body: PatientRegistrationRequest,
    response: PatientSessionResponse,
  }),
  verifyPatientEmail: defineEndpoint({
    method: 'POST',
    path: '/api/patients/verify-email',
    access: 'public',
    body: VerifyEmailRequest,
    response: AcceptedResponse,
  }),
  requestPatientPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/patients/forgot-password',
    access: 'public',
    body: ForgotPasswordRequest,
    response: AcceptedResponse,
  }),
  resetPatientPassword: defineEndpoint({
    method: 'POST',
    path: '/api/patients/reset-password',
    access: 'public',
    body: ResetPasswordRequest,
    response: AcceptedResponse,
  }),
  requestPatientUsernameReminder: defineEndpoint({
    method: 'POST',
    path: '/api/patients/forgot-username',
    access: 'public',
    body: ForgotUsernameRequest,
    response: AcceptedResponse,
  }),
  authorizeClinic: defineEndpoint({
    method: 'POST',
    path: '/api/patients/authorize-clinic',
    access: 'patient_cookie',
    body: AuthorizeClinicRequest,
    response: AuthorizeClinicResponse,
  }),
  revokeClinic: defineEndpoint({
    method: 'DELETE',
    path: '/api/patients/clinics/:clinicId',
    access: 'patient',
    params: uuidParams('clinicId'),
    response: DetailResponse,
  }),
} as const;
