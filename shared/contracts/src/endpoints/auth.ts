import {
  ClinicRegistrationRequest,
  ClinicRegistrationResponse,
  InvitationPreview,
  StaffRegistrationRequest,
} from '../identity/registration';
import { AcceptedResponse } from '../identity/fields';
import {
  CsrfResponse,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  LoginRequest,
  LoginResponse,
  RefreshRequest,
  ResetPasswordRequest,
  TokenResponse,
  TwoFactorLoginRequest,
  UpdateMeRequest,
  UserProfile,
  VerifyEmailRequest,
} from '../identity/auth';
import { defineEndpoint } from './define-endpoint';
import { DetailResponse, InvitationTokenParams } from './shapes';

/** Staff sign-in, tokens, recovery and registration (spec 7). */
export const AUTH_ENDPOINTS = {
  signInStaff: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    body: LoginRequest,
    response: LoginResponse,
  }),
  signInStaffWithTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/login/2fa',
    access: 'public',
    body: TwoFactorLoginRequest,
    response: TokenResponse,
  }),
  refreshStaffTokens: defineEndpoint({
    method: 'POST',
    path: '/api/refresh-token',
    access: 'public',
    body: RefreshRequest.optional(),
    response: TokenResponse,
  }),
  getCsrfToken: defineEndpoint({
    method: 'GET',
    path: '/api/csrf-token',
    access: 'user',
    response: CsrfResponse,
  }),
  signOut: defineEndpoint({ method: 'POST', path: '/api/logout', access: 'user', response: DetailResponse }),
  getMe: defineEndpoint({ method: 'GET', path: '/api/me', access: 'staff', response: UserProfile }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/api/me',
    access: 'staff',
    body: UpdateMeRequest,
    response: UserProfile,
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    body: ForgotPasswordRequest,
    response: AcceptedResponse,
  }),
  requestUsernameReminder: defineEndpoint({
    method: 'POST',
    path: '/api/forgot-username',
    access: 'public',
    body: ForgotUsernameRequest,
    response: AcceptedResponse,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    body: ResetPasswordRequest,
    response: AcceptedResponse,
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/verify-email',
    access: 'public',
    body: VerifyEmailRequest,
    response: AcceptedResponse,
  }),
  resendEmailVerification: defineEndpoint({
    method: 'POST',
    path: '/api/verify-email/resend',
    access: 'staff',
    response: AcceptedResponse,
  }),
  registerClinic: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    body: ClinicRegistrationRequest,
    response: ClinicRegistrationResponse,
  }),
  getStaffInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/staff-invitations/:token',
    access: 'public',
    params: InvitationTokenParams,
    response: InvitationPreview,
  }),
  acceptStaffInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/staff-register',
    access: 'public',
    body: StaffRegistrationRequest,
    response: TokenResponse,
  }),
} as const;
