import type { MyRecordAccessResponse, PatientContactDetails, PatientContactUpdate } from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { PatientContext } from '../auth/patient-guard';
import { inTransaction } from '../db/database';
import { AppError, conflict } from '../errors/app-error';
import { activeLinks } from '../patient-accounts/profile.service';
import { actionLabel, roleLabel } from './access-labels';
import { phoneCountryOf, readPhone } from './phone';
import { answerPhone } from './present';

/**
 * The patient portal's own calls (patient_read, patient_update of spec 3): their contact details,
 * kept in each clinic's record of them, and "who viewed my record".
 */

const CONTACT_FIELDS = [
  'phone_number',
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relationship',
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type ContactUpdate = z.output<typeof PatientContactUpdate>;

const BLANK: PatientContactDetails = {
  phone_number: '',
  address_line1: '',
  address_line2: '',
  city: '',
  region: '',
  postal_code: '',
  emergency_contact_name: '',
  emergency_contact_phone: '',
  emergency_contact_relationship: '',
};

/** Sets the transaction's tenant (the portal's links span clinics: one tenant at a time). */
async function useTenant(tx: Parameters<Parameters<typeof inTransaction>[1]>[0], tenantId: string) {
  await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(tx);
}

async function loginPhone(ctx: PatientContext): Promise<string> {
  const login = await ctx.database.app
    .selectFrom('patient_logins')
    .select('phone_number')
    .where('id', '=', ctx.principal.loginId)
    .executeTakeFirstOrThrow();
  return login.phone_number;
}

/**
 * GET /api/patients/profile/contact: the details of the record in the clinic the patient
 * authorized first (every linked record holds the same details once they save them here); with
 * no clinic yet, the phone of their login.
 */
export async function getMyContactDetails(ctx: PatientContext): Promise<PatientContactDetails> {
  const [first] = await activeLinks(ctx.database.app, ctx.principal.loginId);
  if (first === undefined) return { ...BLANK, phone_number: answerPhone(await loginPhone(ctx)) };
  return ctx.database.withTenant(first.tenant_id, async (tx) => {
    const row = await tx
      .selectFrom('patients')
      .select([...CONTACT_FIELDS])
      .where('id', '=', first.patient_id)
      .executeTakeFirstOrThrow();
    await ctx.auditIn(tx, first.tenant_id, {
      action: 'patient.contact_read',
      resourceType: 'patient_contact',
      resourceId: first.patient_id,
      outcome: 'success',
    });
    return {
      ...row,
      phone_number: answerPhone(row.phone_number),
      emergency_contact_phone: answerPhone(row.emergency_contact_phone),
    };
  });
}

function phoneProblem(field: string, message: string, clinic?: string): AppError {
  const text = clinic === undefined ? message : `${message} (${clinic})`;
  return new AppError(400, 'validation_error', `${field}: ${text}`, { fields: [{ field, message: text }] });
}

/**
 * PATCH /api/patients/profile/contact: writes the fields sent to each of the login's linked (not
 * revoked) records, phones read in each clinic's country, and the login's own phone; all in one
 * transaction (the tenant is set per record), so either every clinic has the new details or none.
 * Each clinic's log records the change (field names only).
 */
export async function updateMyContactDetails(
  ctx: PatientContext,
  body: ContactUpdate,
): Promise<PatientContactDetails> {
  const fields = CONTACT_FIELDS.filter((field) => body[field] !== undefined);
  const links = await activeLinks(ctx.database.app, ctx.principal.loginId);
  if (links.length === 0 && fields.some((field) => field !== 'phone_number')) {
    throw conflict('Your address and emergency contact are kept by your clinic: authorize a clinic first.');
  }

  await inTransaction(ctx.database.app, async (tx) => {
    let loginPhoneValue: string | null = null;
    for (const link of links) {
      await useTenant(tx, link.tenant_id);
      const clinic = await tx
        .selectFrom('clinics')
        .select(['country', 'name'])
        .where('id', '=', link.clinic_id)
        .executeTakeFirst();
      const country = phoneCountryOf(clinic?.country);
      const changes: Partial<Record<ContactField, string>> = {};
      for (const field of fields) {
        const value = body[field] ?? '';
        if (field === 'phone_number' || field === 'emergency_contact_phone') {
          const reading = readPhone(value, country);
          if (!reading.ok)
            throw phoneProblem(field, reading.message, links.length > 1 ? clinic?.name : undefined);
          changes[field] = reading.e164;
        } else {
          changes[field] = value;
        }
      }
      if (fields.length === 0) continue;
      loginPhoneValue ??= changes.phone_number ?? null;
      await tx
        .updateTable('patients')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', link.patient_id)
        .execute();
      await ctx.auditIn(tx, link.tenant_id, {
        action: 'patient.contact_updated',
        resourceType: 'patient',
        resourceId: link.patient_id,
        outcome: 'success',
        changedFields: fields,
      });
    }
    if (links.length === 0 && body.phone_number !== undefined) {
      const reading = readPhone(body.phone_number, phoneCountryOf(''));
      if (!reading.ok) throw phoneProblem('phone_number', reading.message);
      loginPhoneValue = reading.e164;
    }
    if (loginPhoneValue !== null) {
      await tx
        .updateTable('patient_logins')
        .set({ phone_number: loginPhoneValue })
        .where('id', '=', ctx.principal.loginId)
        .execute();
    }
  });
  return getMyContactDetails(ctx);
}

/**
 * GET /api/patients/access-log: "Who viewed my record", the clinic staff's reads and changes of
 * the patient's own records in the clinics they authorized, newest first: the role and the clinic
 * in plain words, never a person's name or anything of another patient (the SQL function
 * `patient_record_access_log` returns nothing else).
 */
export async function listMyRecordAccess(
  ctx: PatientContext,
  query: { limit: number; before?: string | undefined },
): Promise<MyRecordAccessResponse> {
  const result = await sql<{ at: Date; clinic_name: string; actor_role: string; action: string }>`
    select at, clinic_name, actor_role, action
      from patient_record_access_log(${ctx.principal.loginId}, ${query.limit}, ${query.before ?? null}::timestamptz)
  `.execute(ctx.database.app);
  await ctx.audit({
    action: 'patient.record_access_read',
    resourceType: 'patient_login',
    resourceId: ctx.principal.loginId,
    outcome: 'success',
  });
  return {
    results: result.rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      clinic_name: row.clinic_name,
      actor_role: roleLabel(row.actor_role),
      action_label: actionLabel(row.action),
    })),
  };
}
