import {
  PATIENT_ROLE,
  type AccountLanguageRequest,
  type MyAppointment,
  type PatientClinic,
  type PatientProfile,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { PatientContext } from '../auth/patient-guard';
import type { Db } from '../db/database';
import { notFound } from '../errors/app-error';
import { readMyAppointments } from '../appointments/my-appointments';

interface LinkRow {
  tenant_id: string;
  clinic_id: string;
  clinic_name: string;
  patient_id: string;
  authorized_at: Date;
}

/** The login's active clinic links, oldest first (SECURITY DEFINER: the links span tenants). */
export async function activeLinks(db: Db, loginId: string): Promise<LinkRow[]> {
  const result = await sql<LinkRow>`select * from auth_patient_links(${loginId})`.execute(db);
  return result.rows;
}

export function clinicOf(link: LinkRow): PatientClinic {
  return {
    clinic_id: link.clinic_id,
    clinic_name: link.clinic_name,
    patient_id: link.patient_id,
    authorized_at: new Date(link.authorized_at).toISOString(),
  };
}

/**
 * Spec 3's patient session data. `patient_id` is the patient record in the first clinic the
 * patient authorized (the oldest active link), which is what the patient dashboard's per-record
 * calls need; a login linked to no clinic yet has no record, so its own login id stands in
 * (`id` is always the login id). `clinics` lists every active link with its record id.
 */
export async function loadPatientProfile(db: Db, loginId: string): Promise<PatientProfile> {
  const login = await db
    .selectFrom('patient_logins')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'email_verified_at',
      'locale',
    ])
    .where('id', '=', loginId)
    .executeTakeFirstOrThrow();
  const clinics = (await activeLinks(db, loginId)).map(clinicOf);
  return {
    id: login.id,
    patient_id: clinics[0]?.patient_id ?? login.id,
    username: login.username,
    first_name: login.first_name,
    last_name: login.last_name,
    email: login.email,
    phone_number: login.phone_number,
    email_verified: login.email_verified_at !== null,
    role: { name: PATIENT_ROLE.name, permissions: [...PATIENT_ROLE.permissions] },
    clinics,
    locale: login.locale,
  };
}

export async function getPatientProfile(ctx: PatientContext): Promise<PatientProfile> {
  const profile = await loadPatientProfile(ctx.database.app, ctx.principal.loginId);
  await ctx.audit({
    action: 'patient.profile_read',
    resourceType: 'patient_login',
    resourceId: ctx.principal.loginId,
    outcome: 'success',
  });
  return profile;
}

/**
 * PUT /api/patients/profile/language: the language the patient chose in the portal, kept on the
 * login so every device and every e-mail sent to them follows it (issue 22). Audited without the
 * value's person: the login id and the field changed.
 */
export async function setPatientLanguage(
  ctx: PatientContext,
  body: AccountLanguageRequest,
): Promise<PatientProfile> {
  await ctx.database.app
    .updateTable('patient_logins')
    .set({ locale: body.locale, updated_at: new Date() })
    .where('id', '=', ctx.principal.loginId)
    .execute();
  await ctx.audit({
    action: 'patient.language_changed',
    resourceType: 'patient_login',
    resourceId: ctx.principal.loginId,
    outcome: 'success',
    changedFields: ['locale'],
  });
  return loadPatientProfile(ctx.database.app, ctx.principal.loginId);
}

/**
 * GET /api/patients/{patient_id}/my-appointments: only the caller's own ids are accepted (a
 * record linked to them, or their login id that the profile answers when no clinic is linked);
 * anything else is 404 with the same body as a missing id. The list is read in the clinic's tenant
 * (row-level security) and audited there: upcoming first (soonest first), then the rest (newest
 * first). A login id with no clinic has no appointments.
 */
export async function listMyAppointments(
  ctx: PatientContext,
  patientId: string,
  limit = 100,
): Promise<MyAppointment[]> {
  const links = await activeLinks(ctx.database.app, ctx.principal.loginId);
  const link = links.find((item) => item.patient_id === patientId);
  if (!link && patientId !== ctx.principal.loginId) {
    await ctx.audit({
      action: 'access.denied',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'denied',
    });
    throw notFound('Patient not found');
  }
  if (!link) return [];
  return ctx.database.withTenant(link.tenant_id, async (tx) => {
    await ctx.auditIn(tx, link.tenant_id, {
      action: 'patient.appointments_read',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'success',
    });
    return readMyAppointments(tx, link.tenant_id, patientId, limit);
  });
}
