/** Staff and patients have the same recovery pages, each with its own paths and API calls. */
export type Audience = 'staff' | 'patient';

export interface AudiencePaths {
  login: string;
  forgotPassword: string;
  forgotUsername: string;
  resetPassword: string;
  home: string;
  /** Prefix of the audience's identity calls: /api/forgot-password or /api/patients/forgot-password. */
  api: string;
}

export const AUDIENCE_PATHS: Record<Audience, AudiencePaths> = {
  staff: {
    login: '/login',
    forgotPassword: '/forgot-password',
    forgotUsername: '/forgot-username',
    resetPassword: '/reset-password',
    home: '/dashboard',
    api: '/api',
  },
  patient: {
    login: '/patient-login',
    forgotPassword: '/patient-forgot-password',
    forgotUsername: '/patient-forgot-username',
    resetPassword: '/patient-reset-password',
    home: '/patient-dashboard',
    api: '/api/patients',
  },
};
