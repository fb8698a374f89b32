import type {
  CalendarChoice,
  ExternalCalendarList,
  IntegrationConnection,
  IntegrationList,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { AppError, notFound } from '../errors/app-error';
import { featureRefusal } from '../plans/feature-gate';
import type { Services } from '../platform/services';
import { integrationAdapters } from './adapters';
import { accessTokenFor, errorText, findConnection, presentConnection, recordFailure } from './connections';
import { ProviderError } from './providers';
import { queueUpcomingVisits } from './visit-sync';

/** The Integrations page's data and the Google calendar's choices (ADR 055). */

export async function listIntegrations(ctx: StaffContext, services: Services): Promise<IntegrationList> {
  const adapters = integrationAdapters(services);
  const google = await findConnection(ctx.tx, 'google_calendar', ctx.principal.userId);
  const zoom = await findConnection(ctx.tx, 'zoom', null);
  const zoomOpen =
    ctx.principal.permissions.has('settings_manage') &&
    (await featureRefusal(services.database, ctx.tx, ctx.principal.roleName, 'telemedicine')) === null;
  return {
    integrations: [
      {
        provider: 'google_calendar',
        mode: adapters.google.oauth.mode,
        can_manage: true,
        connection: google === undefined ? null : presentConnection(google),
      },
      {
        provider: 'zoom',
        mode: adapters.zoom.oauth.mode,
        can_manage: zoomOpen,
        connection: zoom === undefined ? null : presentConnection(zoom),
      },
    ],
  };
}

async function ownGoogle(ctx: StaffContext) {
  const row = await findConnection(ctx.tx, 'google_calendar', ctx.principal.userId);
  if (row === undefined) throw notFound('Google Calendar is not connected');
  return row;
}

function providerRefused(error: unknown): AppError {
  return new AppError(502, 'upstream_failed', errorText('google_calendar', error));
}

export async function listGoogleCalendars(
  ctx: StaffContext,
  services: Services,
): Promise<ExternalCalendarList> {
  const row = await ownGoogle(ctx);
  const google = integrationAdapters(services).google;
  try {
    const token = await accessTokenFor(ctx.tx, services.keys.encryption, google.oauth, row);
    return { calendars: await google.calendar.listCalendars(token) };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await recordFailure(ctx.tx, row, error);
    throw providerRefused(error);
  }
}

/** Visits go to the chosen calendar from now on; the upcoming ones move there through the queue. */
export async function chooseGoogleCalendar(
  ctx: StaffContext,
  services: Services,
  body: CalendarChoice,
): Promise<IntegrationConnection> {
  const { calendars } = await listGoogleCalendars(ctx, services);
  const chosen = calendars.find((calendar) => calendar.id === body.calendar_id);
  if (chosen === undefined)
    throw new AppError(400, 'validation_error', 'calendar_id: Not one of your calendars', {
      fields: [{ field: 'calendar_id', message: 'Not one of your calendars' }],
    });
  const row = await ctx.tx
    .updateTable('integration_connections')
    .set({ calendar_id: chosen.id, calendar_name: chosen.name.slice(0, 200), updated_at: new Date() })
    .where('provider', '=', 'google_calendar')
    .where('staff_id', '=', ctx.principal.userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'integration.calendar_chosen',
    resourceType: 'integration_connection',
    resourceId: row.id,
    outcome: 'success',
    changedFields: ['calendar_id'],
  });
  await queueUpcomingVisits(services, ctx.tx, ctx.principal.tenantId, ctx.principal.userId);
  return presentConnection(row);
}

/** "Sync now": the busy times are read again through the queue (the page reads the result). */
export async function syncGoogleNow(ctx: StaffContext, services: Services): Promise<IntegrationConnection> {
  const row = await ownGoogle(ctx);
  if (row.status === 'error')
    throw new AppError(409, 'conflict', 'Google Calendar needs a new consent: connect again.');
  await services.jobs.enqueue(ctx.tx, 'integrations.calendar_sync', {
    tenantId: ctx.principal.tenantId,
    connectionId: row.id,
  });
  return presentConnection(row);
}
