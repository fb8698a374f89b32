import { sql } from 'kysely';
import { registerAppointmentBookedListener } from '../appointments/booked-hooks';
import { registerAppointmentFreedListener } from '../appointments/hooks';
import type { TenantTx } from '../db/database';
import { runJobForTenant } from '../jobs/tenant-job';
import type { Services } from '../platform/services';
import { integrationAdapters } from './adapters';
import { accessTokenFor, recordFailure, type ConnectionRow } from './connections';
import { ProviderError } from './providers';

/**
 * A visit's life at the providers (ADR 055): the `integrations.visit_sync` job makes the provider's
 * side match the appointment as it is now. Google: the provider's visit is an event in the calendar
 * they chose (created, moved, deleted with the visit; its title names the visit type, never the
 * patient). Zoom: a visit of a telemedicine type has a meeting (created on booking, moved on
 * reschedule, deleted on cancel) whose join link the portal shows. Booking, moving and cancelling
 * queue the job in their own transaction; a clinic with no connection queues nothing.
 */

const LIVE = ['cancelled', 'no_show'] as const;
const UPCOMING_LIMIT = 200;

async function hasConnections(tx: TenantTx): Promise<boolean> {
  const row = await tx.selectFrom('integration_connections').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function queueVisit(services: Services, tx: TenantTx, tenantId: string, appointmentId: string) {
  if (!(await hasConnections(tx))) return;
  await services.jobs.enqueue(tx, 'integrations.visit_sync', { tenantId, appointmentId });
}

export function listenForVisits(services: Services): void {
  registerAppointmentBookedListener('integrations', (tx, booked) =>
    queueVisit(services, tx, booked.tenantId, booked.appointmentId),
  );
  registerAppointmentFreedListener('integrations', (tx, freed) =>
    queueVisit(services, tx, freed.tenantId, freed.appointmentId),
  );
}

/** After a connection or a new calendar: the upcoming visits it concerns are written out. */
export async function queueUpcomingVisits(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  providerId: string | null,
): Promise<void> {
  let query = tx
    .selectFrom('appointments as a')
    .select('a.id')
    .where('a.start_time', '>', new Date())
    .where('a.status', 'not in', LIVE)
    .orderBy('a.start_time')
    .limit(UPCOMING_LIMIT);
  if (providerId !== null) query = query.where('a.provider_id', '=', providerId);
  else
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('appointment_types as t')
          .select('t.id')
          .whereRef('t.tenant_id', '=', 'a.tenant_id')
          .whereRef('t.key', '=', 'a.appointment_type')
          .where('t.telemedicine', '=', true),
      ),
    );
  for (const row of await query.execute())
    await services.jobs.enqueue(tx, 'integrations.visit_sync', { tenantId, appointmentId: row.id });
}

interface Visit {
  id: string;
  provider_id: string;
  status: string;
  start_time: Date;
  end_time: Date;
  type_name: string;
  telemedicine: boolean;
}

type Failure = { row: ConnectionRow; error: unknown };

async function syncGoogle(services: Services, tx: TenantTx, visit: Visit | undefined, appointmentId: string) {
  const google = integrationAdapters(services).google;
  const link = await tx
    .selectFrom('integration_event_links')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .where('provider', '=', 'google_calendar')
    .executeTakeFirst();
  const connection =
    visit === undefined
      ? undefined
      : await tx
          .selectFrom('integration_connections')
          .selectAll()
          .where('provider', '=', 'google_calendar')
          .where('staff_id', '=', visit.provider_id)
          .where('status', '=', 'connected')
          .executeTakeFirst();
  const linked =
    link === undefined
      ? undefined
      : await tx
          .selectFrom('integration_connections')
          .selectAll()
          .where('id', '=', link.connection_id)
          .where('status', '=', 'connected')
          .executeTakeFirst();
  const wanted =
    visit !== undefined && !(LIVE as readonly string[]).includes(visit.status) && connection !== undefined;
  const calendarId = connection?.calendar_id ?? 'primary';
  const key = services.keys.encryption;
  // The old event goes when the visit is over, moved to another provider or another calendar.
  if (
    link !== undefined &&
    (!wanted || link.connection_id !== connection.id || link.calendar_id !== calendarId)
  ) {
    if (linked !== undefined) {
      const token = await accessTokenFor(tx, key, google.oauth, linked);
      await google.calendar.deleteEvent(token, link.calendar_id ?? 'primary', link.external_id);
    }
    await tx
      .deleteFrom('integration_event_links')
      .where('appointment_id', '=', appointmentId)
      .where('provider', '=', 'google_calendar')
      .execute();
    if (!wanted) return;
  }
  if (!wanted) return;
  const event = {
    appointmentId,
    summary: `Clinio: ${visit.type_name}`,
    start: visit.start_time,
    end: visit.end_time,
  };
  const token = await accessTokenFor(tx, key, google.oauth, connection);
  const current =
    link !== undefined && link.connection_id === connection.id && link.calendar_id === calendarId
      ? link
      : undefined;
  if (current === undefined) {
    const created = await google.calendar.insertEvent(token, calendarId, event);
    await tx
      .insertInto('integration_event_links')
      .values({
        tenant_id: connection.tenant_id,
        appointment_id: appointmentId,
        provider: 'google_calendar',
        connection_id: connection.id,
        external_id: created.id,
        calendar_id: calendarId,
        synced_start: visit.start_time,
        synced_end: visit.end_time,
      })
      .execute();
    return;
  }
  if (
    current.synced_start.getTime() === visit.start_time.getTime() &&
    current.synced_end.getTime() === visit.end_time.getTime()
  )
    return;
  await google.calendar.patchEvent(token, calendarId, current.external_id, event);
  await tx
    .updateTable('integration_event_links')
    .set({ synced_start: visit.start_time, synced_end: visit.end_time, updated_at: new Date() })
    .where('appointment_id', '=', appointmentId)
    .where('provider', '=', 'google_calendar')
    .execute();
}

async function syncZoom(services: Services, tx: TenantTx, visit: Visit | undefined, appointmentId: string) {
  const zoom = integrationAdapters(services).zoom;
  const connection = await tx
    .selectFrom('integration_connections')
    .selectAll()
    .where('provider', '=', 'zoom')
    .where('status', '=', 'connected')
    .executeTakeFirst();
  const link = await tx
    .selectFrom('integration_event_links')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .where('provider', '=', 'zoom')
    .executeTakeFirst();
  const wanted =
    visit !== undefined && visit.telemedicine && !(LIVE as readonly string[]).includes(visit.status);
  if (connection === undefined) return;
  const token = await accessTokenFor(tx, services.keys.encryption, zoom.oauth, connection);
  const minutes =
    visit === undefined ? 0 : Math.round((visit.end_time.getTime() - visit.start_time.getTime()) / 60_000);
  if (!wanted) {
    if (link === undefined) return;
    await zoom.meetings.deleteMeeting(token, link.external_id);
    await tx
      .deleteFrom('integration_event_links')
      .where('appointment_id', '=', appointmentId)
      .where('provider', '=', 'zoom')
      .execute();
    return;
  }
  if (link === undefined) {
    const meeting = await zoom.meetings.createMeeting(token, {
      topic: `Clinio: ${visit.type_name}`,
      start: visit.start_time,
      minutes,
    });
    await tx
      .insertInto('integration_event_links')
      .values({
        tenant_id: connection.tenant_id,
        appointment_id: appointmentId,
        provider: 'zoom',
        connection_id: connection.id,
        external_id: meeting.id,
        join_url: meeting.joinUrl.slice(0, 2048),
        synced_start: visit.start_time,
        synced_end: visit.end_time,
      })
      .execute();
    return;
  }
  if (
    link.synced_start.getTime() === visit.start_time.getTime() &&
    link.synced_end.getTime() === visit.end_time.getTime()
  )
    return;
  await zoom.meetings.updateMeeting(token, link.external_id, { start: visit.start_time, minutes });
  await tx
    .updateTable('integration_event_links')
    .set({ synced_start: visit.start_time, synced_end: visit.end_time, updated_at: new Date() })
    .where('appointment_id', '=', appointmentId)
    .where('provider', '=', 'zoom')
    .execute();
}

async function failingConnection(
  tx: TenantTx,
  provider: 'google_calendar' | 'zoom',
  visit: Visit | undefined,
) {
  let query = tx.selectFrom('integration_connections').selectAll().where('provider', '=', provider);
  if (provider === 'google_calendar')
    query = query.where('staff_id', '=', visit?.provider_id ?? '00000000-0000-0000-0000-000000000000');
  return query.executeTakeFirst();
}

/**
 * The job, one transaction per provider holding an advisory lock on the appointment, so two runs
 * for one visit never both create its event. A refused token marks the connection (no retry); an
 * outage or 429 is written on the connection and thrown for the queue to retry.
 */
export async function runVisitSyncJob(
  services: Services,
  data: { tenantId: string; appointmentId: string },
): Promise<void> {
  let retry: ProviderError | null = null;
  for (const provider of ['google_calendar', 'zoom'] as const) {
    const failure = await runJobForTenant(
      services.database,
      data.tenantId,
      async (tx): Promise<Failure | null> => {
        await sql`select pg_advisory_xact_lock(hashtext(${`integrations:${data.appointmentId}`}))`.execute(
          tx,
        );
        const visit = await tx
          .selectFrom('appointments as a')
          .innerJoin('appointment_types as t', (join) =>
            join.onRef('t.tenant_id', '=', 'a.tenant_id').onRef('t.key', '=', 'a.appointment_type'),
          )
          .select([
            'a.id',
            'a.provider_id',
            'a.status',
            'a.start_time',
            'a.end_time',
            't.name as type_name',
            't.telemedicine',
          ])
          .where('a.id', '=', data.appointmentId)
          .executeTakeFirst();
        try {
          if (provider === 'google_calendar') await syncGoogle(services, tx, visit, data.appointmentId);
          else await syncZoom(services, tx, visit, data.appointmentId);
          return null;
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          const row = await failingConnection(tx, provider, visit);
          return row === undefined ? null : { row, error };
        }
      },
    );
    if (failure === null) continue;
    await runJobForTenant(services.database, data.tenantId, (tx) =>
      recordFailure(tx, failure.row, failure.error),
    );
    const error = failure.error;
    if (error instanceof ProviderError && (error.kind === 'unavailable' || error.kind === 'rate_limited'))
      retry = error;
  }
  if (retry !== null) throw retry;
}
