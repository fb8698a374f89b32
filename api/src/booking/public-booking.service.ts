import {
  type PublicBookingConfig,
  type PublicBookingConfirmation,
  type PublicBookingRequest,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { AuditActor } from '../audit/audit';
import { writeAudit } from '../audit/audit';
import { findAvailableSlots, type AvailabilityRequest } from '../availability/availability';
import { insertAppointment } from '../appointments/insert';
import { publicSlotAt } from '../availability/public-slot';
import type { Database } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { notify } from '../notifications/notify';
import { decideFeatureAccess } from '../plans/subscription-state';
import { phoneCountryOf, readPhone } from '../patients/phone';
import { sendPatientEmail } from '../messaging/patient-email';
import type { Services } from '../platform/services';
import { bookingEmail } from './booking-email';
import { emailDateTime } from '../email/email-texts';
import type { ApiLocale } from '../i18n/locale';
import { bookingRules } from './booking-settings.service';
import {
  onlineConsentTexts,
  recordBookingConsents,
  signedBookingConsents,
} from '../consents/booking-consents';
import { manageBookingUrl } from './links';

/** The clinic behind an embed id and whether its public booking page is open. */
export interface EmbedClinic {
  tenantId: string;
  clinicId: string;
  clinicName: string;
  allowedOrigins: string[];
  /** The clinic's switch is on and its plan includes Website Embedding (ADR 041). */
  isOpen: boolean;
}

/** The public page has nobody signed in: no role opens a feature, only plan and subscription. */
const VISITOR_ROLE = 'visitor';

/**
 * The clinic of an embed id (null: unknown or suspended). Its page is open when the switch is on
 * and the plan includes `website_embedding`; callers answer a closed page like an unknown one.
 */
export async function findEmbedClinic(database: Database, clinicId: string): Promise<EmbedClinic | null> {
  const { rows } = await sql<{
    tenant_id: string;
    clinic_name: string;
    embed_enabled: boolean;
    allowed_origins: string[];
  }>`select * from booking_embed_clinic(${clinicId}::uuid)`.execute(database.app);
  const row = rows[0];
  if (!row) return null;
  const planAllows =
    row.embed_enabled &&
    (
      await database.withTenant(row.tenant_id, (tx) =>
        decideFeatureAccess(database, tx, VISITOR_ROLE, 'website_embedding'),
      )
    ).allowed;
  return {
    tenantId: row.tenant_id,
    clinicId,
    clinicName: row.clinic_name,
    allowedOrigins: row.allowed_origins,
    isOpen: planAllows,
  };
}

async function embedClinic(database: Database, clinicId: string): Promise<EmbedClinic> {
  const clinic = await findEmbedClinic(database, clinicId);
  if (!clinic?.isOpen) throw notFound('Online booking is not available for this clinic');
  return clinic;
}

/** Branches, online types and the providers offering them: what the booking page shows. */
export async function publicBookingConfig(
  database: Database,
  clinicId: string,
): Promise<PublicBookingConfig> {
  const clinic = await embedClinic(database, clinicId);
  const { tenantId } = clinic;
  return database.withTenant(tenantId, async (tx) => {
    const branches = await tx
      .selectFrom('branches')
      .select(['id', 'name', 'timezone'])
      .where('tenant_id', '=', tenantId)
      .orderBy('name')
      .execute();
    const types = await tx
      .selectFrom('appointment_types')
      .select(['id', 'key', 'name', 'duration_minutes'])
      .where('tenant_id', '=', tenantId)
      .where('active', '=', true)
      .where('bookable_online', '=', true)
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
    const { rows: providers } = await sql<{
      id: string;
      name: string;
      branch_ids: string[];
      appointment_types: string[];
    }>`
      select u.id, trim(u.first_name || ' ' || u.last_name) as name,
             array(select distinct h.branch_id from provider_hours h
                    where h.tenant_id = u.tenant_id and h.provider_id = u.id) as branch_ids,
             array(select t.key from provider_appointment_types p
                     join appointment_types t on t.tenant_id = p.tenant_id and t.id = p.appointment_type_id
                    where p.tenant_id = u.tenant_id and p.provider_id = u.id
                      and t.active and t.bookable_online order by t.sort_order) as appointment_types
        from staff_users u
       where u.tenant_id = ${tenantId} and u.status = 'active'
         and exists (select 1 from provider_appointment_types p
                       join appointment_types t on t.tenant_id = p.tenant_id and t.id = p.appointment_type_id
                      where p.tenant_id = u.tenant_id and p.provider_id = u.id and t.active and t.bookable_online)
       order by u.last_name, u.first_name`.execute(tx);
    const settings = await bookingRules(tx, tenantId);
    const consents = await onlineConsentTexts(tx, tenantId);
    return {
      clinic_id: clinicId,
      clinic_name: clinic.clinicName,
      branches,
      appointment_types: types.map(({ key, name, duration_minutes }) => ({ key, name, duration_minutes })),
      providers: providers.filter((p) => p.branch_ids.length > 0),
      min_notice_minutes: settings.min_notice_minutes,
      max_days_ahead: settings.max_days_ahead,
      consents,
    };
  });
}

export async function publicAvailability(
  database: Database,
  clinicId: string,
  query: Omit<AvailabilityRequest, 'provider_ids'> & { provider_id?: string | undefined },
) {
  const { tenantId } = await embedClinic(database, clinicId);
  const { provider_id: providerId, ...rest } = query;
  return database.withTenant(tenantId, (tx) =>
    findAvailableSlots(tx, tenantId, { ...rest, provider_ids: providerId }, { forPublic: true }),
  );
}

function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}

/**
 * A booking from the embed. The patient is matched by e-mail and date of birth together (an
 * archived or merged record never matches), else a new record is made; the answer is the same
 * either way and names nobody. The consents the type requires come signed with it (ADR 061).
 * Audited as the anonymous caller; the provider and the clinic's super admins are notified; the patient gets the confirmation with an .ics and the signed links.
 */
export async function createPublicBooking(
  services: Services,
  actor: AuditActor,
  clinicId: string,
  body: PublicBookingRequest,
  locale: ApiLocale = 'en',
): Promise<PublicBookingConfirmation> {
  const clinic = await embedClinic(services.database, clinicId);
  const { tenantId } = clinic;
  if (body.date_of_birth > new Date().toISOString().slice(0, 10))
    throw fieldError('date_of_birth', 'The date of birth is in the future');
  return services.database.withTenant(tenantId, async (tx) => {
    const country = await tx
      .selectFrom('clinics')
      .select('country')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', clinicId)
      .executeTakeFirst();
    const phone = readPhone(body.phone_number, phoneCountryOf(country?.country));
    if (!phone.ok) throw fieldError('phone_number', phone.message);
    const { slot: offered, timezone } = await publicSlotAt(tx, tenantId, body);
    const type = await tx
      .selectFrom('appointment_types')
      .select(['name', 'buffer_before_minutes', 'buffer_after_minutes'])
      .where('tenant_id', '=', tenantId)
      .where('key', '=', body.appointment_type)
      .executeTakeFirstOrThrow();
    // Re-consent (ADR 061): nothing is written unless every consent the type requires is signed.
    const consents = await signedBookingConsents(tx, body.appointment_type, body.consents ?? []);
    const matched = await tx
      .selectFrom('patients')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('email_normalized', '=', body.email.trim().toLowerCase())
      .where(sql<boolean>`date_of_birth = ${body.date_of_birth}::date`)
      .where('archived_at', 'is', null)
      .where('merged_into', 'is', null)
      .orderBy('created_at')
      .executeTakeFirst();
    const patientId =
      matched?.id ??
      (
        await tx
          .insertInto('patients')
          .values({
            tenant_id: tenantId,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email.trim(),
            phone_number: phone.e164,
            date_of_birth: body.date_of_birth,
            branch_id: body.branch_id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await writeAudit(tx, tenantId, actor, {
      action: matched ? 'patient.matched_online' : 'patient.created',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'success',
      branchId: body.branch_id,
    });
    // Signed before the visit exists, so booking's own step finds them held and asks for nothing.
    await recordBookingConsents(
      tx,
      { tenantId, clinicId, patientId, branchId: body.branch_id },
      consents,
      actor,
    );
    const appointment = await insertAppointment(tx, tenantId, {
      patient_id: patientId,
      provider_id: body.provider_id,
      branch_id: body.branch_id,
      room_id: offered.room_id,
      appointment_type: body.appointment_type,
      start_time: new Date(offered.start_time),
      end_time: new Date(offered.end_time),
      buffer_before_minutes: type.buffer_before_minutes,
      buffer_after_minutes: type.buffer_after_minutes,
      source: 'embed',
      notes: body.notes ?? '',
      created_by: null,
    });
    await writeAudit(tx, tenantId, actor, {
      action: 'appointment.created',
      resourceType: 'appointment',
      resourceId: appointment.id,
      outcome: 'success',
      branchId: body.branch_id,
    });
    const names = await tx
      .selectFrom('staff_users as u')
      .innerJoin('branches as b', (join) => join.onRef('b.tenant_id', '=', 'u.tenant_id'))
      .select([
        sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('provider_name'),
        'b.name as branch_name',
      ])
      .where('u.tenant_id', '=', tenantId)
      .where('u.id', '=', body.provider_id)
      .where('b.id', '=', body.branch_id)
      .executeTakeFirstOrThrow();
    const confirmation = {
      start_time: offered.start_time,
      end_time: offered.end_time,
      timezone,
      appointment_type: type.name,
      provider_name: names.provider_name,
      branch_name: names.branch_name,
    };
    const when = localWhen(offered.start_time, timezone);
    // Staff see the booking, never the patient: the record is one click away in the calendar.
    await notify(
      tx,
      tenantId,
      { userIds: [body.provider_id], superAdmins: true },
      {
        title: 'New online booking',
        message: `${type.name} with ${names.provider_name} at ${names.branch_name}, ${when} (booked through the website)`,
        category: 'appointment',
      },
    );
    const manageUrl = manageBookingUrl(services, {
      tenantId,
      clinicId,
      appointmentId: appointment.id,
      endTime: new Date(offered.end_time),
    });
    await sendPatientEmail(
      services,
      tx,
      { patientId, branchId: body.branch_id, appointmentId: appointment.id },
      bookingEmail({
        to: body.email.trim(),
        clinicName: clinic.clinicName,
        confirmation,
        // The e-mail's time in the booking page's language (the staff notice above stays English).
        when: localWhen(offered.start_time, timezone, locale),
        appointmentId: appointment.id,
        manageUrl,
        locale,
      }),
    );
    return confirmation;
  });
}

/** "Monday 1 March 2027, 09:00" in the branch's zone ("lunes, 1 de marzo de 2027, 9:00" in Spanish). */
export function localWhen(iso: string, timeZone: string, locale: ApiLocale = 'en'): string {
  return emailDateTime(new Date(iso), timeZone, locale);
}
