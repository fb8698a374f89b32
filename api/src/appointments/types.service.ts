import type { AppointmentTypeRecord, AppointmentTypeUpdate } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { notFound } from '../errors/app-error';
import { listAppointmentTypes } from './read.service';

const FIELDS = [
  'name',
  'duration_minutes',
  'buffer_before_minutes',
  'buffer_after_minutes',
  'colour',
  'bookable_online',
  'price_minor',
  'telemedicine',
  'active',
] as const;

/**
 * PUT /api/appointment-types/{key}: the clinic sets one of its types (the spec's keys stay; their
 * name, length, buffers, colour, online booking, price, video and whether it is offered). Visits
 * already booked keep their times; new bookings use the new length and buffers. Audited with the
 * fields that changed.
 */
export async function updateAppointmentType(
  ctx: StaffContext,
  key: string,
  body: AppointmentTypeUpdate,
): Promise<AppointmentTypeRecord> {
  const before = await ctx.tx
    .selectFrom('appointment_types')
    .select(['id', ...FIELDS])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  if (before === undefined) throw notFound('Appointment type not found');
  const changed = FIELDS.filter((field) => before[field] !== body[field]);
  if (changed.length > 0) {
    await ctx.tx
      .updateTable('appointment_types')
      .set({ ...body, name: body.name.trim(), colour: body.colour.toLowerCase(), updated_at: new Date() })
      .where('id', '=', before.id)
      .execute();
  }
  await ctx.audit({
    action: 'appointment_type.updated',
    resourceType: 'appointment_type',
    resourceId: before.id,
    outcome: 'success',
    changedFields: changed,
  });
  const types = await listAppointmentTypes(ctx);
  const updated = types.find((type) => type.key === key);
  if (updated === undefined) throw notFound('Appointment type not found');
  return updated;
}
