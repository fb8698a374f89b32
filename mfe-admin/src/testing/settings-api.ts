import { DEFAULT_NOTIFICATION_SETTINGS, type SecuritySettings } from '@clinio/contracts';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { SESSIONS } from './fixtures';
import { ADMIN, openPage } from './render-app';

export const SECURITY_OFF: SecuritySettings = {
  two_factor_enabled: false,
  two_factor_method: null,
  recovery_codes_remaining: 0,
  login_notifications: true,
  password_changed_at: '2026-10-01T12:00:00Z',
  session_timeout_minutes: 30,
};

export const SECURITY_ON: SecuritySettings = {
  ...SECURITY_OFF,
  two_factor_enabled: true,
  two_factor_method: 'totp',
  recovery_codes_remaining: 10,
};

/** Every GET of the settings page answered; tests add or replace the routes they look at. */
export function settingsApi(security: SecuritySettings = SECURITY_OFF): MockApi {
  return createMockApi()
    .on('GET /api/users/security-settings', () => security)
    .on('GET /api/users/sessions', () => SESSIONS)
    .on('GET /api/users/notification-settings', () => DEFAULT_NOTIFICATION_SETTINGS)
    .on(`GET /api/providers/${ADMIN.id}/calendar-feed`, () => ({
      provider_id: ADMIN.id,
      active: false,
      created_at: null,
    }));
}

export function openSettings(api: MockApi = settingsApi()) {
  return openPage('/dashboard/user-settings', 'My settings', { api });
}
