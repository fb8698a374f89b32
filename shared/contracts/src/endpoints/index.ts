import { ANALYTICS_ENDPOINTS } from './analytics';
import { AUTH_ENDPOINTS } from './auth';
import { BILLING_ENDPOINTS } from './billing';
import { BOOKING_ENDPOINTS } from './booking';
import { CLINICS_ENDPOINTS } from './clinics';
import { CONSENTS_ENDPOINTS, FORMS_ENDPOINTS } from './forms';
import { INTEGRATIONS_ENDPOINTS } from './integrations';
import { MESSAGING_ENDPOINTS } from './messaging';
import { NOTIFICATIONS_ENDPOINTS } from './notifications';
import { PATIENT_RECORDS_ENDPOINTS } from './patient-records';
import { PATIENTS_ENDPOINTS } from './patients';
import { PLANS_ENDPOINTS } from './plans';
import { PLATFORM_ENDPOINTS } from './platform';
import { PROVIDER_NOTES_ENDPOINTS } from './provider-notes';
import { SCHEDULING_ENDPOINTS } from './scheduling';
import { STAFF_ENDPOINTS } from './staff';
import { SYSTEM_ADMIN_ENDPOINTS } from './system-admin';
import { USERS_ENDPOINTS } from './users';
import { PORTAL_BOOKING_ENDPOINTS, WAITLIST_ENDPOINTS } from './waitlist';

export { BOOT_READS } from './platform';
export * from './define-endpoint';
export * from './shapes';

/**
 * Every API operation, keyed by its OpenAPI operationId (ADR 031). The browser calls them by name
 * (`api.call('listNotifications', { query })`); `api/src/http/endpoint-map.test.ts` proves the
 * server registers exactly these, with the same schemas.
 */
export const ENDPOINTS = {
  ...PLATFORM_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...USERS_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...PATIENTS_ENDPOINTS,
  ...PATIENT_RECORDS_ENDPOINTS,
  ...SCHEDULING_ENDPOINTS,
  ...BOOKING_ENDPOINTS,
  ...WAITLIST_ENDPOINTS,
  ...PORTAL_BOOKING_ENDPOINTS,
  ...PROVIDER_NOTES_ENDPOINTS,
  ...FORMS_ENDPOINTS,
  ...CONSENTS_ENDPOINTS,
  ...MESSAGING_ENDPOINTS,
  ...SYSTEM_ADMIN_ENDPOINTS,
  ...PLANS_ENDPOINTS,
  ...NOTIFICATIONS_ENDPOINTS,
  ...CLINICS_ENDPOINTS,
  ...BILLING_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...INTEGRATIONS_ENDPOINTS,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
