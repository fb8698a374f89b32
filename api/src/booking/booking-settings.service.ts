import type { BookingSettings, BookingSettingsUpdate } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import type { Db } from '../db/database';
import { assertFound } from '../errors/app-error';

/** The tenant's clinic (one per tenant today): the embed's public id. */
async function clinicIdOf(db: Db, tenantId: string): Promise<string> {
  const clinic = await db
    .selectFrom('clinics')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .executeTakeFirst();
  return assertFound(clinic, 'Clinic').id;
}

/**
 * The clinic's booking rules as stored: the one read every caller uses (the staff screen, the
 * portal, the public page, the signed links). Every tenant has its row: provisioning writes it and
 * migration 0011 wrote it for the tenants before; the defaults are the table's own.
 */
export function bookingRules(db: Db, tenantId: string) {
  return db
    .selectFrom('booking_settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

/** GET /api/booking-settings' answer: the rules and the embed's path. */
export async function readBookingSettings(db: Db, tenantId: string): Promise<BookingSettings> {
  const row = await bookingRules(db, tenantId);
  const clinicId = await clinicIdOf(db, tenantId);
  return {
    clinic_id: clinicId,
    embed_enabled: row.embed_enabled,
    embed_allowed_origins: row.embed_allowed_origins,
    min_notice_minutes: row.min_notice_minutes,
    max_days_ahead: row.max_days_ahead,
    cancel_notice_minutes: row.cancel_notice_minutes,
    slot_step_minutes: row.slot_step_minutes,
    waitlist_hold_minutes: row.waitlist_hold_minutes,
    embed_path: `/embed/calendar/${clinicId}`,
  };
}

export function getBookingSettings(ctx: StaffContext): Promise<BookingSettings> {
  return readBookingSettings(ctx.tx, ctx.principal.tenantId);
}

/** Replaces the rules (audited with the names of the fields that changed). */
export async function updateBookingSettings(
  ctx: StaffContext,
  body: BookingSettingsUpdate,
): Promise<BookingSettings> {
  const tenantId = ctx.principal.tenantId;
  const before = await readBookingSettings(ctx.tx, tenantId);
  await ctx.tx
    .updateTable('booking_settings')
    .set({ ...body, updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .execute();
  const changed = (Object.keys(body) as (keyof BookingSettingsUpdate)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(body[key]),
  );
  await ctx.audit({
    action: 'booking_settings.updated',
    resourceType: 'booking_settings',
    resourceId: tenantId,
    outcome: 'success',
    changedFields: changed,
  });
  return readBookingSettings(ctx.tx, tenantId);
}
