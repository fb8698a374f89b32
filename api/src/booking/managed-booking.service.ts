import { isWithinCancelNotice, type ManagedBooking } from '@clinio/contracts';
import { sql } from 'kysely';
import { writeAudit, type AuditActor } from '../audit/audit';
import { freedTimeOf, onAppointmentFreed } from '../appointments/hooks';
import { appointmentQuery, moveAppointment } from '../appointments/insert';
import { publicSlotAt } from '../availability/public-slot';
import type { TenantTx } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { notify } from '../notifications/notify';
import type { Services } from '../platform/services';
import { bookingRules } from './booking-settings.service';
import { readBookingLink } from './links';
import { localWhen } from './public-booking.service';

/**
 * The signed links of a booking's confirmation e-mail (ADR 037): read the booking, cancel it, or
 * move it to another time the public rules offer, until the clinic's cancel notice.
 */

async function loadManaged(tx: TenantTx, tenantId: string, appointmentId: string) {
  const row = await appointmentQuery(tx, tenantId)
    .innerJoin('appointment_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'a.tenant_id').onRef('t.key', '=', 'a.appointment_type'),
    )
    .select(['t.name as type_name', 't.buffer_before_minutes', 't.buffer_after_minutes'])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
  if (!row) throw notFound('This link is not valid any more. Please contact the clinic.');
  const { cancel_notice_minutes: notice } = await bookingRules(tx, tenantId);
  const canChange =
    (row.status === 'booked' || row.status === 'confirmed') && isWithinCancelNotice(row.start_time, notice);
  return { row, canChange };
}

function present(
  { row, canChange }: Awaited<ReturnType<typeof loadManaged>>,
  format: (d: Date) => string,
): ManagedBooking {
  return {
    start_time: format(row.start_time),
    end_time: format(row.end_time),
    timezone: row.timezone,
    appointment_type: row.type_name,
    appointment_type_key: row.appointment_type,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    status: row.status,
    can_change: canChange,
  };
}

const iso = (d: Date) => d.toISOString();

const tooLate = () =>
  new AppError(409, 'conflict', 'This appointment can no longer be changed online. Please call the clinic.');

export async function readManagedBooking(services: Services, actor: AuditActor, token: string) {
  const link = readBookingLink(services.keys.urlSigning, token);
  return services.database.withTenant(link.tenantId, async (tx) => {
    const managed = await loadManaged(tx, link.tenantId, link.appointmentId);
    await writeAudit(tx, link.tenantId, actor, {
      action: 'appointment.viewed_by_link',
      resourceType: 'appointment',
      resourceId: link.appointmentId,
      outcome: 'success',
    });
    return present(managed, iso);
  });
}

export async function cancelManagedBooking(services: Services, actor: AuditActor, token: string) {
  const link = readBookingLink(services.keys.urlSigning, token);
  return services.database.withTenant(link.tenantId, async (tx) => {
    const cancelled = await cancelByPatient(tx, link.tenantId, link.appointmentId, actor, 'the e-mail link');
    if (!cancelled) throw tooLate();
    return present(await loadManaged(tx, link.tenantId, link.appointmentId), iso);
  });
}

/**
 * The patient says they will come: a booked visit that has not begun becomes confirmed (the
 * calendar shows it); one already confirmed stays so. Unlike a change, this is allowed up to the
 * visit's start, whatever the cancel notice.
 */
export async function confirmManagedBooking(services: Services, actor: AuditActor, token: string) {
  const link = readBookingLink(services.keys.urlSigning, token);
  return services.database.withTenant(link.tenantId, async (tx) => {
    const { row } = await loadManaged(tx, link.tenantId, link.appointmentId);
    if (row.status !== 'confirmed') {
      if (row.status !== 'booked' || row.start_time.getTime() <= Date.now())
        throw new AppError(409, 'conflict', 'This appointment can no longer be confirmed online.');
      await tx
        .updateTable('appointments')
        .set({ status: 'confirmed', updated_at: new Date(), version: sql<number>`version + 1` })
        .where('tenant_id', '=', link.tenantId)
        .where('id', '=', link.appointmentId)
        .where('status', '=', 'booked')
        .execute();
      await writeAudit(tx, link.tenantId, actor, {
        action: 'appointment.confirmed',
        resourceType: 'appointment',
        resourceId: link.appointmentId,
        outcome: 'success',
        changedFields: ['status'],
      });
    }
    return present(await loadManaged(tx, link.tenantId, link.appointmentId), iso);
  });
}

/**
 * The patient cancels their own visit (the e-mail's signed link, or an `X` answering a text):
 * cancelled while it still stands and before the clinic's cancel notice, the time freed (waitlist
 * offers, reminders withdrawn), audited, and the provider told. False when it is too late or the
 * visit no longer stands; nothing changed then.
 */
export async function cancelByPatient(
  tx: TenantTx,
  tenantId: string,
  appointmentId: string,
  actor: AuditActor,
  through: 'the e-mail link' | 'a text reply',
): Promise<boolean> {
  const managed = await loadManaged(tx, tenantId, appointmentId);
  if (!managed.canChange) return false;
  await tx
    .updateTable('appointments')
    .set({
      status: 'cancelled',
      cancelled_at: new Date(),
      cancellation_reason: `Cancelled by the patient through ${through}`,
      updated_at: new Date(),
      version: sql<number>`version + 1`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', appointmentId)
    .execute();
  await onAppointmentFreed(tx, freedTimeOf(tenantId, managed.row, 'cancelled'));
  await writeAudit(tx, tenantId, actor, {
    action: 'appointment.cancelled',
    resourceType: 'appointment',
    resourceId: appointmentId,
    outcome: 'success',
    changedFields: ['status'],
  });
  await notify(
    tx,
    tenantId,
    { userIds: [managed.row.provider_id], superAdmins: true },
    {
      title: through === 'a text reply' ? 'Cancelled by text' : 'Online booking cancelled',
      message: `${managed.row.type_name} with ${managed.row.provider_name}, ${localWhen(iso(managed.row.start_time), managed.row.timezone)}, was cancelled by the patient`,
      category: 'appointment',
    },
  );
  return true;
}

/**
 * Moves the appointment to another offered start of the same provider and type. Its own time is
 * freed inside a savepoint first, so a move by a quarter hour is possible; when the new start is
 * not offered the savepoint rolls back and nothing changed.
 */
export async function rescheduleManagedBooking(
  services: Services,
  actor: AuditActor,
  token: string,
  startTime: string,
) {
  const link = readBookingLink(services.keys.urlSigning, token);
  return services.database.withTenant(link.tenantId, async (tx) => {
    const managed = await loadManaged(tx, link.tenantId, link.appointmentId);
    if (!managed.canChange) throw tooLate();
    const { row } = managed;
    const { slot: offered } = await publicSlotAt(tx, link.tenantId, {
      appointment_type: row.appointment_type,
      branch_id: row.branch_id,
      provider_id: row.provider_id,
      start_time: startTime,
      moving_appointment_id: row.id,
    });
    // Taken between the check and the write: the database refuses it (409), nothing changed.
    await moveAppointment(tx, link.tenantId, row, offered);
    await onAppointmentFreed(tx, freedTimeOf(link.tenantId, row, 'moved'));
    await writeAudit(tx, link.tenantId, actor, {
      action: 'appointment.rescheduled',
      resourceType: 'appointment',
      resourceId: row.id,
      outcome: 'success',
      changedFields: ['start_time', 'end_time'],
    });
    await notify(
      tx,
      link.tenantId,
      { userIds: [row.provider_id], superAdmins: true },
      {
        title: 'Online booking moved',
        message: `${row.type_name} with ${row.provider_name} moved by the patient to ${localWhen(startTime, row.timezone)}`,
        category: 'appointment',
      },
    );
    return present(await loadManaged(tx, link.tenantId, link.appointmentId), iso);
  });
}
