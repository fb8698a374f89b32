import { z } from 'zod';
import { Uuid } from '../identity/fields';

/**
 * Integrations (issue 21 section 2, ADR 055): a staff member's Google Calendar, the clinic's Zoom.
 * Tokens never leave the server; the page sees who is connected, the last sync and the last error.
 */

export const INTEGRATION_PROVIDERS = ['google_calendar', 'zoom'] as const;
export const IntegrationProvider = z.enum(INTEGRATION_PROVIDERS);
export type IntegrationProvider = z.infer<typeof IntegrationProvider>;

export const IntegrationConnection = z.object({
  id: Uuid,
  provider: IntegrationProvider,
  /** 'error': the provider refused the tokens (revoked, expired); connect again. */
  status: z.enum(['connected', 'error']),
  /** Who the provider says signed in. */
  account_email: z.string(),
  /** Google Calendar: the calendar the visits are written to. */
  calendar_id: z.string().nullable(),
  calendar_name: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  /** The last failure, in words a person can act on (no token, no patient data). */
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  connected_at: z.string(),
});
export type IntegrationConnection = z.infer<typeof IntegrationConnection>;

export const IntegrationCard = z.object({
  provider: IntegrationProvider,
  /** 'development': the local adapter (no account needed); 'live': the provider itself. */
  mode: z.enum(['development', 'live']),
  /** The caller may connect or disconnect it (Zoom: clinic settings and the telemedicine feature). */
  can_manage: z.boolean(),
  connection: IntegrationConnection.nullable(),
});
export type IntegrationCard = z.infer<typeof IntegrationCard>;

export const IntegrationList = z.object({ integrations: z.array(IntegrationCard) });
export type IntegrationList = z.infer<typeof IntegrationList>;

/** Where the browser goes to give consent. */
export const AuthorizationStart = z.object({ url: z.string() });
export type AuthorizationStart = z.infer<typeof AuthorizationStart>;

/** What the provider sent back to the callback page, passed on by it (spec 2.1's routes). */
export const AuthorizationCallback = z.object({
  code: z.string().min(1, 'The provider sent no code').max(4096),
  state: z
    .string()
    .min(16, 'This link is not a connection in progress')
    .max(256, 'This link is not a connection in progress'),
});
export type AuthorizationCallback = z.infer<typeof AuthorizationCallback>;

export const ExternalCalendar = z.object({ id: z.string(), name: z.string(), primary: z.boolean() });
export type ExternalCalendar = z.infer<typeof ExternalCalendar>;

export const ExternalCalendarList = z.object({ calendars: z.array(ExternalCalendar) });
export type ExternalCalendarList = z.infer<typeof ExternalCalendarList>;

export const CalendarChoice = z.object({
  calendar_id: z.string().trim().min(1, 'Choose a calendar').max(1024, 'At most 1024 characters'),
});
export type CalendarChoice = z.infer<typeof CalendarChoice>;

export const Disconnected = z.object({ disconnected: z.literal(true) });
