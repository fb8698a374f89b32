import { runJobForTenant, systemJobHandle } from '../jobs/tenant-job';
import type { TenantTx } from '../db/database';
import type { Services } from '../platform/services';
import { integrationAdapters } from './adapters';
import { accessTokenFor, connectionById, recordFailure, type ConnectionRow } from './connections';
import { ensurePushChannel } from './google-push';
import { ProviderError, SyncTokenExpired, type CalendarEvent, type EventPage } from './providers';

/**
 * Busy times from a staff member's Google calendar (ADR 055): the `integrations.calendar_sync` job
 * reads the primary calendar's events, incrementally with the sync token of the last run (a full
 * read from yesterday on when there is none or Google answers 410), and keeps calendar_busy_times
 * equal to the events that block time. The availability engine reads that table.
 */

/** The calendar read on a full sync: from a day ago on (a visit is never booked in the past). */
const FULL_SYNC_FROM_MS = 86_400_000;
export const BUSY_CALENDAR = 'primary';

export interface BusyChanges {
  upserts: { id: string; start: Date; end: Date }[];
  deletes: string[];
}

/**
 * What a page of changed events does to the busy times: an opaque timed event blocks its time; a
 * cancelled, transparent ("free") or all-day event, or one Clinio wrote itself (a visit, which
 * blocks through its appointment already), blocks nothing and removes what it blocked before.
 */
export function planBusyChanges(events: readonly CalendarEvent[]): BusyChanges {
  const changes: BusyChanges = { upserts: [], deletes: [] };
  const latest = new Map<string, CalendarEvent>();
  for (const event of events) latest.set(event.id, event);
  for (const event of latest.values()) {
    const start = event.start === null ? Number.NaN : Date.parse(event.start);
    const end = event.end === null ? Number.NaN : Date.parse(event.end);
    const blocks =
      !event.cancelled &&
      !event.transparent &&
      event.clinioAppointmentId === null &&
      Number.isFinite(start) &&
      Number.isFinite(end) &&
      end > start;
    if (blocks) changes.upserts.push({ id: event.id, start: new Date(start), end: new Date(end) });
    else changes.deletes.push(event.id);
  }
  return changes;
}

async function applyBusy(tx: TenantTx, row: ConnectionRow, page: EventPage, full: boolean): Promise<void> {
  const staffId = row.staff_id;
  if (staffId === null) return;
  const changes = planBusyChanges(page.events);
  if (full) await tx.deleteFrom('calendar_busy_times').where('connection_id', '=', row.id).execute();
  if (changes.deletes.length > 0)
    await tx
      .deleteFrom('calendar_busy_times')
      .where('connection_id', '=', row.id)
      .where('external_id', 'in', changes.deletes)
      .execute();
  for (let index = 0; index < changes.upserts.length; index += 500) {
    const chunk = changes.upserts.slice(index, index + 500);
    await tx
      .insertInto('calendar_busy_times')
      .values(
        chunk.map((busy) => ({
          tenant_id: row.tenant_id,
          connection_id: row.id,
          staff_id: staffId,
          external_id: busy.id.slice(0, 1024),
          starts_at: busy.start,
          ends_at: busy.end,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'connection_id', 'external_id']).doUpdateSet((eb) => ({
          starts_at: eb.ref('excluded.starts_at'),
          ends_at: eb.ref('excluded.ends_at'),
        })),
      )
      .execute();
  }
  await tx
    .updateTable('integration_connections')
    .set({
      sync_token: page.nextSyncToken.slice(0, 2048),
      last_sync_at: new Date(),
      last_error: null,
      last_error_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
}

const retryable = (error: unknown) =>
  !(error instanceof ProviderError) || error.kind === 'unavailable' || error.kind === 'rate_limited';

/**
 * The job: one connection's changes since its last run. A refused token marks the connection for
 * a new consent (no retry); an outage or 429 is written on the connection for the page and thrown,
 * so the queue retries with backoff.
 */
export async function runCalendarSyncJob(
  services: Services,
  data: { tenantId: string; connectionId: string },
): Promise<void> {
  const google = integrationAdapters(services).google;
  const failure = await runJobForTenant(services.database, data.tenantId, async (tx) => {
    const row = await connectionById(tx, data.connectionId);
    if (row === undefined || row.provider !== 'google_calendar' || row.status !== 'connected') return null;
    try {
      const token = await accessTokenFor(tx, services.keys.encryption, google.oauth, row);
      let full = row.sync_token === null;
      let page: EventPage;
      try {
        page = await google.calendar.listEvents(
          token,
          BUSY_CALENDAR,
          row.sync_token === null
            ? { timeMin: new Date(Date.now() - FULL_SYNC_FROM_MS) }
            : { syncToken: row.sync_token },
        );
      } catch (error) {
        if (!(error instanceof SyncTokenExpired)) throw error;
        full = true;
        page = await google.calendar.listEvents(token, BUSY_CALENDAR, {
          timeMin: new Date(Date.now() - FULL_SYNC_FROM_MS),
        });
      }
      await applyBusy(tx, row, page, full);
      await ensurePushChannel(services, tx, row, token, BUSY_CALENDAR);
      return null;
    } catch (error) {
      return { row, error };
    }
  });
  if (failure === null) return;
  await runJobForTenant(services.database, data.tenantId, (tx) =>
    recordFailure(tx, failure.row, failure.error),
  );
  if (retryable(failure.error)) throw failure.error;
}

/** `integrations.poll` (every five minutes): a sync job for every connected Google calendar. */
export async function runCalendarPollJob(services: Services): Promise<void> {
  const rows = await systemJobHandle(services.database)
    .selectFrom('integration_connections')
    .select(['tenant_id', 'id'])
    .where('provider', '=', 'google_calendar')
    .where('status', '=', 'connected')
    .execute();
  for (const row of rows)
    await services.jobs.enqueue(systemJobHandle(services.database), 'integrations.calendar_sync', {
      tenantId: row.tenant_id,
      connectionId: row.id,
    });
}
