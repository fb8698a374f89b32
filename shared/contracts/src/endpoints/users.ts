import { z } from 'zod';
import {
  ChangePasswordRequest,
  LoginNotificationRequest,
  LoginNotificationResponse,
  NotificationSettings,
  NotificationSettingsUpdate,
  SecuritySettings,
  SecuritySettingsUpdate,
  SessionSummary,
  SessionTimeoutResponse,
  TwoFactorDisableRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
  TwoFactorVerifyRequest,
  TwoFactorVerifyResponse,
} from '../identity/settings';
import { AcceptedResponse, AccountLanguageRequest } from '../identity/fields';
import { defineEndpoint } from './define-endpoint';
import { uuidParams } from './shapes';

/** The signed-in staff member's own security, notification settings and sessions. */
export const USERS_ENDPOINTS = {
  getSecuritySettings: defineEndpoint({
    method: 'GET',
    path: '/api/users/security-settings',
    access: 'staff',
    response: SecuritySettings,
  }),
  updateSecuritySettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/security-settings',
    access: 'staff',
    body: SecuritySettingsUpdate,
    response: SecuritySettings,
  }),
  /** The staff member's language (My Settings, issue 22); answers the profile /api/me reads. */
  setMyLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/users/language',
    access: 'staff',
    body: AccountLanguageRequest,
    response: AccountLanguageRequest,
  }),
  getNotificationSettings: defineEndpoint({
    method: 'GET',
    path: '/api/users/notification-settings',
    access: 'staff',
    response: NotificationSettings,
  }),
  updateNotificationSettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/notification-settings',
    access: 'staff',
    body: NotificationSettingsUpdate,
    response: NotificationSettings,
  }),
  getSessionTimeout: defineEndpoint({
    method: 'GET',
    path: '/api/users/session-timeout',
    access: 'staff',
    response: SessionTimeoutResponse,
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/api/users/sessions',
    access: 'staff',
    response: z.array(SessionSummary),
  }),
  endSession: defineEndpoint({
    method: 'POST',
    path: '/api/users/sessions/:id/logout',
    access: 'staff',
    params: uuidParams('id'),
    response: AcceptedResponse,
  }),
  startTwoFactorSetup: defineEndpoint({
    method: 'POST',
    path: '/api/users/2fa/setup',
    access: 'staff',
    body: TwoFactorSetupRequest,
    response: TwoFactorSetupResponse,
  }),
  enableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/users/2fa/verify',
    access: 'staff',
    body: TwoFactorVerifyRequest,
    response: TwoFactorVerifyResponse,
  }),
  disableTwoFactor: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/2fa/disable',
    access: 'staff',
    body: TwoFactorDisableRequest,
    response: SecuritySettings,
  }),
  recordSignInDevice: defineEndpoint({
    method: 'POST',
    path: '/api/users/login-notification',
    access: 'staff',
    body: LoginNotificationRequest,
    response: LoginNotificationResponse,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/users/change-password',
    access: 'staff',
    body: ChangePasswordRequest,
    response: AcceptedResponse,
  }),
} as const;
