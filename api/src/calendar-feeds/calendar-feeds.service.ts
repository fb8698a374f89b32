import { createHash, randomBytes } from 'node:crypto';
import { vtimezone, zonedDateTime, type CalendarFeed, type CalendarFeedStatus } from '@clinio/contracts';
import { ICalCalendarMethod, default as ical } from 'ical-generator';
import { sql } from 'kysely';
import { writeAudit, type AuditActor } from '../audit/audit';
import type { StaffContext } from '../auth/staff-guard';
import type { Database } from '../db/database';
import { appointmentQuery } from '../appointments/insert';
import { forbidden, notFound } from '../errors/app-error';
import type { Services } from '../platform/services';

/**
 * A provider's iCalendar feed (issue 11, ADR 037): a secret URL that a calendar app subscribes to.
 * Only the token's sha256 is stored; creating one again rotates it (the old URL stops working), and
 * revoking ends it. Staff manage their own feed; settings_manage (or the owner) anyone's.
 */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const PAST_DAYS = 30;
const FUTURE_DAYS = 180;
const DAY = 86_400_000;

async function assertMayManage(ctx: StaffContext, providerId: string): Promise<void> {
  const { principal, tx } = ctx;
  const provider = await tx
    .selectFrom('staff_users')
    .select('id')
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', providerId)
    .executeTakeFirst();
  if (!provider) throw notFound('Staff member not found');
  if (providerId === principal.userId) return;
  if (principal.isSuperAdmin || principal.permissions.has('settings_manage')) return;
  throw forbidden('You can manage only your own calendar feed');
}

export async function getCalendarFeed(ctx: StaffContext, providerId: string): Promise<CalendarFeedStatus> {
  await assertMayManage(ctx, providerId);
  const live = await ctx.tx
    .selectFrom('provider_calendar_feeds')
    .select('created_at')
    .where('tenant_id', '=', ctx.principal.tenantId)
    .where('provider_id', '=', providerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return {
    provider_id: providerId,
    active: live !== undefined,
    created_at: live?.created_at.toISOString() ?? null,
  };
}

async function revokeLive(ctx: StaffContext, providerId: string): Promise<number> {
  const result = await ctx.tx
    .updateTable('provider_calendar_feeds')
    .set({ revoked_at: new Date() })
    .where('tenant_id', '=', ctx.principal.tenantId)
    .where('provider_id', '=', providerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function createCalendarFeed(
  services: Services,
  ctx: StaffContext,
  providerId: string,
): Promise<CalendarFeed> {
  await assertMayManage(ctx, providerId);
  const rotated = (await revokeLive(ctx, providerId)) > 0;
  const token = randomBytes(24).toString('base64url');
  const row = await ctx.tx
    .insertInto('provider_calendar_feeds')
    .values({ tenant_id: ctx.principal.tenantId, provider_id: providerId, token_hash: hash(token) })
    .returning('created_at')
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: rotated ? 'calendar_feed.rotated' : 'calendar_feed.created',
    resourceType: 'calendar_feed',
    resourceId: providerId,
    outcome: 'success',
  });
  return {
    provider_id: providerId,
    url: `${services.config.publicAppUrl}/api/calendar-feeds/${token}.ics`,
    created_at: row.created_at.toISOString(),
  };
}

export async function revokeCalendarFeed(ctx: StaffContext, providerId: string): Promise<void> {
  await assertMayManage(ctx, providerId);
  if ((await revokeLive(ctx, providerId)) === 0) throw notFound('No calendar feed to revoke');
  await ctx.audit({
    action: 'calendar_feed.revoked',
    resourceType: 'calendar_feed',
    resourceId: providerId,
    outcome: 'success',
  });
}

/** "M. L.": enough for the provider to recognise the visit on a phone, nothing more. */
export function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .map((name) => name.charAt(0).toUpperCase())
    .filter((letter) => letter !== '')
    .map((letter) => `${letter}.`)
    .join(' ');
}

/**
 * The feed itself: the provider's live appointments from 30 days back to 180 ahead, each in its
 * branch's zone with that zone's VTIMEZONE. A summary says the type and the patient's initials;
 * no name, contact, note or reason leaves (ADR 037). Reading it is audited against the provider.
 */
export async function renderCalendarFeed(
  database: Database,
  actor: AuditActor,
  file: string,
): Promise<string> {
  const token = file.replace(/\.ics$/, '');
  const { rows } = await sql<{ tenant_id: string; provider_id: string }>`
    select * from calendar_feed_by_token(${hash(token)})`.execute(database.app);
  const feed = rows[0];
  if (!feed) throw notFound('No such calendar feed');
  return database.withTenant(feed.tenant_id, async (tx) => {
    const now = Date.now();
    const appointments = await appointmentQuery(tx, feed.tenant_id)
      .leftJoin('appointment_types as t', (join) =>
        join.onRef('t.tenant_id', '=', 'a.tenant_id').onRef('t.key', '=', 'a.appointment_type'),
      )
      .leftJoin('rooms as r', (join) =>
        join.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.room_id'),
      )
      .select(['t.name as type_name', 'r.name as room_name'])
      .where('a.provider_id', '=', feed.provider_id)
      .where('a.status', 'not in', ['cancelled', 'no_show'])
      .where('a.start_time', '>=', new Date(now - PAST_DAYS * DAY))
      .where('a.start_time', '<', new Date(now + FUTURE_DAYS * DAY))
      .orderBy('a.start_time')
      .execute();
    await writeAudit(tx, feed.tenant_id, actor, {
      action: 'calendar_feed.read',
      resourceType: 'calendar_feed',
      resourceId: feed.provider_id,
      outcome: 'success',
    });
    const calendar = ical({
      name: 'Clinio appointments',
      method: ICalCalendarMethod.PUBLISH,
      prodId: '//Clinio//Provider feed//EN',
      ttl: 900,
    });
    const zones = [...new Set(appointments.map((a) => a.timezone))];
    const primary = zones[0] ?? 'UTC';
    calendar.timezone({
      name: primary,
      generator: (zone) => vtimezone(zone, now - PAST_DAYS * DAY, now + FUTURE_DAYS * DAY),
    });
    for (const a of appointments) {
      calendar.createEvent({
        id: `${a.id}@clinio`,
        start: zonedDateTime(a.start_time.getTime(), a.timezone),
        end: zonedDateTime(a.end_time.getTime(), a.timezone),
        timezone: a.timezone,
        stamp: a.updated_at,
        summary: `${a.type_name ?? 'Appointment'} · ${initials(a.patient_name)}`,
        location: a.room_name ? `${a.branch_name}, ${a.room_name}` : a.branch_name,
        description: `Status: ${a.status.replace('_', ' ')}`,
      });
    }
    return calendar.toString();
  });
}
