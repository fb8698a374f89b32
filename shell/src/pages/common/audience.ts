import type { ApiClient } from '@clinio/platform';
import type { ResetPasswordRequest } from '@clinio/contracts';

/** Staff and patients have the same recovery pages, each with its own paths and API calls. */
export type Audience = 'staff' | 'patient';

export interface AudiencePaths {
  login: string;
  forgotPassword: string;
  forgotUsername: string;
  resetPassword: string;
  home: string;
}

export const AUDIENCE_PATHS: Record<Audience, AudiencePaths> = {
  staff: {
    login: '/login',
    forgotPassword: '/forgot-password',
    forgotUsername: '/forgot-username',
    resetPassword: '/reset-password',
    home: '/dashboard',
  },
  patient: {
    login: '/patient-login',
    forgotPassword: '/patient-forgot-password',
    forgotUsername: '/patient-forgot-username',
    resetPassword: '/patient-reset-password',
    home: '/patient-dashboard',
  },
};

/**
 * Each audience's recovery and verification calls, by endpoint name (ADR 031): the pages call these
 * and never spell a URL. Patients have no "send a new link" call yet, so none is offered.
 */
export interface AudienceCalls {
  forgotPassword(api: ApiClient, body: { email: string }): Promise<unknown>;
  forgotUsername(api: ApiClient, body: { email: string }): Promise<unknown>;
  resetPassword(api: ApiClient, body: ResetPasswordRequest): Promise<unknown>;
  verifyEmail(api: ApiClient, token: string): Promise<unknown>;
  resendVerification: ((api: ApiClient) => Promise<unknown>) | null;
}

const PUBLIC = { skipAuth: true } as const;

export const AUDIENCE_CALLS: Record<Audience, AudienceCalls> = {
  staff: {
    forgotPassword: (api, body) => api.call('requestPasswordReset', { body }, PUBLIC),
    forgotUsername: (api, body) => api.call('requestUsernameReminder', { body }, PUBLIC),
    resetPassword: (api, body) => api.call('resetPassword', { body }, PUBLIC),
    verifyEmail: (api, token) => api.call('verifyEmail', { body: { token } }, PUBLIC),
    resendVerification: (api) => api.call('resendEmailVerification', {}),
  },
  patient: {
    forgotPassword: (api, body) => api.call('requestPatientPasswordReset', { body }, PUBLIC),
    forgotUsername: (api, body) => api.call('requestPatientUsernameReminder', { body }, PUBLIC),
    resetPassword: (api, body) => api.call('resetPatientPassword', { body }, PUBLIC),
    verifyEmail: (api, token) => api.call('verifyPatientEmail', { body: { token } }, PUBLIC),
    resendVerification: null,
  },
};
