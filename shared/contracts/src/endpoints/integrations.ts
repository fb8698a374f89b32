import { z } from 'zod';
import {
  AuthorizationCallback,
  AuthorizationStart,
  CalendarChoice,
  Disconnected,
  ExternalCalendarList,
  IntegrationConnection,
  IntegrationList,
} from '../integrations';
import { defineEndpoint } from './define-endpoint';

/** Integrations (issue 21 section 2, ADR 055): Google Calendar per staff member, Zoom per clinic. */
export const INTEGRATIONS_ENDPOINTS = {
  listIntegrations: defineEndpoint({
    method: 'GET',
    path: '/api/integrations',
    access: 'staff',
    response: IntegrationList,
  }),
  startGoogleAuthorization: defineEndpoint({
    method: 'POST',
    path: '/api/integrations/google/authorize',
    access: 'staff',
    response: AuthorizationStart,
  }),
  completeGoogleAuthorization: defineEndpoint({
    method: 'POST',
    path: '/api/integrations/google/callback',
    access: 'staff',
    body: AuthorizationCallback.strict(),
    response: IntegrationConnection,
  }),
  listGoogleCalendars: defineEndpoint({
    method: 'GET',
    path: '/api/integrations/google/calendars',
    access: 'staff',
    response: ExternalCalendarList,
  }),
  chooseGoogleCalendar: defineEndpoint({
    method: 'PUT',
    path: '/api/integrations/google/calendar',
    access: 'staff',
    body: CalendarChoice.strict(),
    response: IntegrationConnection,
  }),
  syncGoogleCalendar: defineEndpoint({
    method: 'POST',
    path: '/api/integrations/google/sync',
    access: 'staff',
    response: IntegrationConnection,
  }),
  disconnectGoogle: defineEndpoint({
    method: 'DELETE',
    path: '/api/integrations/google',
    access: 'staff',
    response: Disconnected,
  }),
  startZoomAuthorization: defineEndpoint({
    method: 'POST',
    path: '/api/integrations/zoom/authorize',
    access: 'staff',
    response: AuthorizationStart,
  }),
  completeZoomAuthorization: defineEndpoint({
    method: 'POST',
    path: '/api/integrations/zoom/callback',
    access: 'staff',
    body: AuthorizationCallback.strict(),
    response: IntegrationConnection,
  }),
  disconnectZoom: defineEndpoint({
    method: 'DELETE',
    path: '/api/integrations/zoom',
    access: 'staff',
    response: Disconnected,
  }),
  /** Google's push notification of a watched calendar (the X-Goog-Channel-* headers; no body). */
  receiveGoogleCalendarPush: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/google/calendar',
    access: 'public',
    response: z.null(),
  }),
};
