import {
  isWithinCancelNotice,
  noticeInWords,
  type AvailabilityResponse,
  type PortalAppointment,
  type PortalBookingOptions,
  type PortalBookRequest,
  type PortalRescheduleRequest,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { PatientContext } from '../auth/patient-guard';
import { findAvailableSlots } from '../availability/availability';
import { freedTimeOf, onAppointmentFreed } from '../appointments/hooks';
import {
  myAppointmentsQuery,
  presentMyAppointment,
  type MyAppointmentRow,
} from '../appointments/my-appointments';
import { insertAppointment, moveAppointment } from '../appointments/insert';
import { bookingRules } from '../booking/booking-settings.service';
import type { TenantTx } from '../db/database';
import { consentNeedsOf, consentRequired } from '../consents/consent-needs.service';
import { AppError, notFound } from '../errors/app-error';
import { notify } from '../notifications/notify';
import { activeLinks } from '../patient-accounts/profile.service';
import { publicSlotAt } from '../availability/public-slot';
import { portalBookingNotice } from './waitlist-notices';
import { bookingEmail } from '../booking/booking-email';
import { localWhen } from '../booking/public-booking.service';
import type { ApiLocale } from '../i18n/locale';
import { sendPatientEmail } from '../messaging/patient-email';
import { appUrl, type Services } from '../platform/services';

/**
 * The portal's self-booking (ADR 040). Every call names one of the caller's own records (an
 * active clinic link); any other id is the same 404 as a missing one. Times come from the
 * availability engine under the public rules, the row goes through the one insert (the database
 * refuses a double booking), and the clinic's cancel notice bounds reschedules and cancellations.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOT_FOUND = 'Appointment not found';

interface Own {
  tenantId: string;
  patientId: string;
  clinicId: string;
}

async function ownRecord(ctx: PatientContext, patientId: string): Promise<Own> {
  const link = (await activeLinks(ctx.database.app, ctx.principal.loginId)).find(
    (row) => row.patient_id === patientId,
  );
  if (link === undefined) throw notFound('Patient not found');
  return { tenantId: link.tenant_id, patientId: link.patient_id, clinicId: link.clinic_id };
}

function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}

async function onlineType(tx: TenantTx, key: string) {
  const type = await tx
    .selectFrom('appointment_types')
    .select(['key', 'name', 'duration_minutes', 'buffer_before_minutes', 'buffer_after_minutes'])
    .where('key', '=', key)
    .where('active', '=', true)
    .where('bookable_online', '=', true)
    .executeTakeFirst();
  if (type === undefined) throw fieldError('appointment_type', 'This type cannot be booked online');
  return type;
}

export async function getMyBookingOptions(
  ctx: PatientContext,
  patientId: string,
): Promise<PortalBookingOptions> {
  const own = await ownRecord(ctx, patientId);
  return ctx.database.withTenant(own.tenantId, async (tx) => {
    const [clinic, branches, types, providers, offered, settings] = await Promise.all([
      tx.selectFrom('clinics').select('name').where('id', '=', own.clinicId).executeTakeFirstOrThrow(),
      tx.selectFrom('branches').select(['id', 'name', 'timezone']).orderBy('name').execute(),
      tx
        .selectFrom('appointment_types')
        .select(['key', 'name', 'duration_minutes'])
        .where('active', '=', true)
        .where('bookable_online', '=', true)
        .orderBy('sort_order')
        .orderBy('name')
        .execute(),
      tx
        .selectFrom('staff_users as s')
        .innerJoin('provider_hours as h', (join) =>
          join.onRef('h.tenant_id', '=', 's.tenant_id').onRef('h.provider_id', '=', 's.id'),
        )
        .select([
          's.id',
          sql<string>`trim(s.first_name || ' ' || s.last_name)`.as('name'),
          sql<string[]>`array_agg(distinct h.branch_id)`.as('branch_ids'),
        ])
        .where('s.status', '=', 'active')
        .groupBy(['s.id', 's.first_name', 's.last_name'])
        .orderBy('s.last_name')
        .execute(),
      tx
        .selectFrom('provider_appointment_types as pt')
        .innerJoin('appointment_types as t', (join) =>
          join.onRef('t.tenant_id', '=', 'pt.tenant_id').onRef('t.id', '=', 'pt.appointment_type_id'),
        )
        .select(['pt.provider_id', 't.key'])
        .where('t.bookable_online', '=', true)
        .execute(),
      bookingRules(tx, own.tenantId),
    ]);
    return {
      clinic_name: clinic.name,
      branches,
      appointment_types: types,
      providers: providers
        .map((provider) => ({
          id: provider.id,
          name: provider.name,
          branch_ids: provider.branch_ids,
          appointment_types: offered.filter((row) => row.provider_id === provider.id).map((row) => row.key),
        }))
        .filter((provider) => provider.appointment_types.length > 0),
      ...settings,
    };
  });
}

export async function getMyAvailability(
  ctx: PatientContext,
  patientId: string,
  query: {
    appointment_type: string;
    branch_id: string;
    provider_id?: string | undefined;
    start_date: string;
    end_date: string;
  },
): Promise<AvailabilityResponse> {
  const own = await ownRecord(ctx, patientId);
  const span = (Date.parse(query.end_date) - Date.parse(query.start_date)) / DAY;
  if (span < 0) throw fieldError('end_date', 'The end date must not be before the start date');
  if (span > 31) throw fieldError('end_date', 'Ask for at most 31 days at a time');
  return ctx.database.withTenant(own.tenantId, async (tx) => {
    await onlineType(tx, query.appointment_type);
    return findAvailableSlots(
      tx,
      own.tenantId,
      {
        appointment_type: query.appointment_type,
        branch_id: query.branch_id,
        ...(query.provider_id === undefined ? {} : { provider_ids: query.provider_id }),
        start_date: query.start_date,
        end_date: query.end_date,
      },
      { forPublic: true },
    );
  });
}

async function tellStaff(
  tx: TenantTx,
  own: Own,
  row: MyAppointmentRow,
  change: 'booked' | 'rescheduled' | 'cancelled',
) {
  await notify(
    tx,
    own.tenantId,
    { userIds: [row.provider_id], superAdmins: true },
    portalBookingNotice({
      change,
      typeName: row.appointment_type_name,
      providerName: row.provider_name,
      start: row.start_time,
      timezone: row.timezone,
    }),
  );
}

/**
 * The booking's confirmation to the account that made it, in the patient's language (their
 * account's choice, else the page they booked from), queued in the booking's transaction.
 */
async function confirmByEmail(
  services: Services,
  tx: TenantTx,
  ctx: PatientContext,
  own: Own,
  row: MyAppointmentRow,
  pageLocale: ApiLocale,
): Promise<void> {
  const [login, clinic] = await Promise.all([
    tx
      .selectFrom('patient_logins')
      .select(['email', 'locale'])
      .where('id', '=', ctx.principal.loginId)
      .executeTakeFirst(),
    tx.selectFrom('clinics').select('name').where('id', '=', own.clinicId).executeTakeFirstOrThrow(),
  ]);
  if (login === undefined || login.email === '') return;
  const locale = login.locale ?? pageLocale;
  const startTime = row.start_time.toISOString();
  await sendPatientEmail(
    services,
    tx,
    { patientId: own.patientId, appointmentId: row.id },
    bookingEmail({
      to: login.email,
      clinicName: clinic.name,
      confirmation: {
        start_time: startTime,
        end_time: row.end_time.toISOString(),
        timezone: row.timezone,
        appointment_type: row.appointment_type_name,
        provider_name: row.provider_name,
        branch_name: row.branch_name,
      },
      when: localWhen(startTime, row.timezone, locale),
      appointmentId: row.id,
      manageUrl: appUrl(services, '/patient-dashboard'),
      via: 'portal',
      locale,
    }),
  );
}

/**
 * Re-consent before booking, held by the server too (ADR 050): a type whose consents the patient
 * can sign online but has not, or whose signature expired, is not booked. The portal's dialog asks
 * for them first; this refuses a client that skips it. Consents the clinic has no text for are
 * signed at the desk and do not hold the booking.
 */
async function refuseUnsignedConsents(tx: TenantTx, patientId: string, appointmentType: string) {
  const { needs } = await consentNeedsOf(tx, patientId, appointmentType);
  if (needs.length > 0) throw consentRequired(needs.map((need) => need.title));
}

export async function bookMyAppointment(
  ctx: PatientContext,
  patientId: string,
  body: PortalBookRequest,
  confirm: { services: Services; locale: ApiLocale },
): Promise<PortalAppointment> {
  const own = await ownRecord(ctx, patientId);
  return ctx.database.withTenant(own.tenantId, async (tx) => {
    const type = await onlineType(tx, body.appointment_type);
    await refuseUnsignedConsents(tx, own.patientId, type.key);
    const { slot } = await publicSlotAt(tx, own.tenantId, {
      appointment_type: type.key,
      branch_id: body.branch_id,
      provider_id: body.provider_id,
      start_time: body.start_time,
    });
    const { id } = await insertAppointment(tx, own.tenantId, {
      patient_id: own.patientId,
      provider_id: slot.provider_id,
      branch_id: body.branch_id,
      room_id: slot.room_id,
      appointment_type: type.key,
      start_time: new Date(slot.start_time),
      end_time: new Date(slot.end_time),
      buffer_before_minutes: type.buffer_before_minutes,
      buffer_after_minutes: type.buffer_after_minutes,
      source: 'portal',
      notes: '',
      created_by: null,
    });
    const row = await myAppointmentsQuery(tx, own.patientId).where('a.id', '=', id).executeTakeFirstOrThrow();
    await ctx.auditIn(tx, own.tenantId, {
      action: 'appointment.created',
      resourceType: 'appointment',
      resourceId: id,
      outcome: 'success',
      branchId: body.branch_id,
    });
    await tellStaff(tx, own, row, 'booked');
    await confirmByEmail(confirm.services, tx, ctx, own, row, confirm.locale);
    return presentMyAppointment(row, (await bookingRules(tx, own.tenantId)).cancel_notice_minutes);
  });
}

/** The appointments module's hook: the waitlist (and any other listener) hears the old time. */
function freeTime(
  tx: TenantTx,
  own: Own,
  row: MyAppointmentRow,
  reason: 'moved' | 'cancelled',
): Promise<void> {
  return onAppointmentFreed(tx, freedTimeOf(own.tenantId, row, reason));
}

/** One of the patient's own live appointments, locked, that the notice still lets them change. */
async function changeable(tx: TenantTx, own: Own, id: string) {
  const row = await myAppointmentsQuery(tx, own.patientId)
    .where('a.id', '=', id)
    .forUpdate('a')
    .executeTakeFirst();
  if (row === undefined) throw notFound(NOT_FOUND);
  if (row.status !== 'booked' && row.status !== 'confirmed') {
    throw new AppError(409, 'conflict', 'This appointment can no longer be changed online.');
  }
  const settings = await bookingRules(tx, own.tenantId);
  if (!isWithinCancelNotice(row.start_time, settings.cancel_notice_minutes)) {
    throw new AppError(
      409,
      'notice_passed',
      `Appointments can be changed or cancelled online until ${noticeInWords(settings.cancel_notice_minutes)} before they start. Please call the clinic.`,
    );
  }
  return { row, settings };
}

export async function rescheduleMyAppointment(
  ctx: PatientContext,
  ids: { patient_id: string; id: string },
  body: PortalRescheduleRequest,
): Promise<PortalAppointment> {
  const own = await ownRecord(ctx, ids.patient_id);
  return ctx.database.withTenant(own.tenantId, async (tx) => {
    const { row, settings } = await changeable(tx, own, ids.id);
    const { slot } = await publicSlotAt(tx, own.tenantId, {
      appointment_type: row.appointment_type,
      branch_id: row.branch_id,
      provider_id: body.provider_id,
      start_time: body.start_time,
      moving_appointment_id: row.id,
    });
    await moveAppointment(tx, own.tenantId, row, slot);
    await freeTime(tx, own, row, 'moved');
    const moved = await myAppointmentsQuery(tx, own.patientId)
      .where('a.id', '=', row.id)
      .executeTakeFirstOrThrow();
    await ctx.auditIn(tx, own.tenantId, {
      action: 'appointment.updated',
      resourceType: 'appointment',
      resourceId: row.id,
      outcome: 'success',
      branchId: row.branch_id,
      changedFields: ['start_time', 'end_time', 'provider_id'],
    });
    await tellStaff(tx, own, moved, 'rescheduled');
    return presentMyAppointment(moved, settings.cancel_notice_minutes);
  });
}

export async function cancelMyAppointment(
  ctx: PatientContext,
  ids: { patient_id: string; id: string },
): Promise<PortalAppointment> {
  const own = await ownRecord(ctx, ids.patient_id);
  return ctx.database.withTenant(own.tenantId, async (tx) => {
    const { row, settings } = await changeable(tx, own, ids.id);
    await tx
      .updateTable('appointments')
      .set({
        status: 'cancelled',
        cancelled_at: new Date(),
        cancellation_reason: 'Cancelled by the patient online',
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await freeTime(tx, own, row, 'cancelled');
    await ctx.auditIn(tx, own.tenantId, {
      action: 'appointment.cancelled',
      resourceType: 'appointment',
      resourceId: row.id,
      outcome: 'success',
      branchId: row.branch_id,
    });
    await tellStaff(tx, own, row, 'cancelled');
    return presentMyAppointment({ ...row, status: 'cancelled' }, settings.cancel_notice_minutes);
  });
}
