import type { AuthorizeClinicResponse } from '@clinio/contracts';
import { sql } from 'kysely';
import type { PatientContext } from '../auth/patient-guard';
import { createThrottle } from '../auth/throttle';
import type { TenantTx } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { clinicCountry } from '../patients/patients.queries';
import { phoneCountryOf, readPhone } from '../patients/phone';
import type { Services } from '../platform/services';
import { activeLinks } from './profile.service';

const CODE_NOT_RECOGNISED = 'Clinic code not recognised';

interface ClinicByCode {
  tenant_id: string;
  clinic_id: string;
  clinic_name: string;
}

interface LoginDetails {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_normalized: string;
  phone_number: string;
  date_of_birth: Date | null;
  email_verified_at: Date | null;
}

/**
 * The clinic's record of this person: the one already tied to the login; else, only when the
 * login's e-mail is verified, an unclaimed record with that e-mail (an unverified address could
 * be someone else's, and would hand their chart to a stranger); else a new record from the
 * login's details. An archived record tied to the login is let go (it stays archived).
 */
async function recordFor(
  tx: TenantTx,
  tenantId: string,
  login: LoginDetails,
): Promise<{ id: string; created: boolean }> {
  const own = await tx
    .selectFrom('patients')
    .select(['id', 'archived_at'])
    .where('login_id', '=', login.id)
    .executeTakeFirst();
  if (own && own.archived_at === null) return { id: own.id, created: false };
  if (own) await tx.updateTable('patients').set({ login_id: null }).where('id', '=', own.id).execute();
  if (login.email_verified_at !== null) {
    const claimed = await tx
      .updateTable('patients')
      .set({ login_id: login.id, updated_at: new Date() })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('patients')
          .select('id')
          .where(sql<string>`lower(email)`, '=', login.email_normalized)
          .where('login_id', 'is', null)
          .where('archived_at', 'is', null)
          .orderBy('created_at')
          .limit(1),
      )
      .where('login_id', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (claimed) return { id: claimed.id, created: false };
  }
  // The record keeps phones as E.164, read in the clinic's country (a number that cannot be read
  // is kept as typed; the API answers it as best it can).
  const phone = readPhone(login.phone_number, phoneCountryOf(await clinicCountry(tx)));
  const created = await tx
    .insertInto('patients')
    .values({
      tenant_id: tenantId,
      first_name: login.first_name,
      last_name: login.last_name,
      email: login.email,
      phone_number: phone.ok ? phone.e164 : login.phone_number,
      date_of_birth: login.date_of_birth,
      login_id: login.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, created: true };
}

/**
 * POST /api/patients/authorize-clinic: the patient grants a clinic access with its code
 * (case-insensitive; clinic_id, when sent, must be that code's clinic). Wrong codes answer one
 * 404 and are throttled per patient, so codes cannot be guessed. Inside the clinic's tenant
 * transaction: the record is found or created, the link inserted or re-activated, and the grant
 * audited in the clinic's log.
 */
export async function authorizeClinic(
  services: Services,
  ctx: PatientContext,
  input: { auth_code: string; clinic_id?: string | undefined },
): Promise<AuthorizeClinicResponse> {
  const db = ctx.database.app;
  const throttle = createThrottle(db, services.config.loginMaxFailures);
  const key = `clinic-code:${ctx.principal.loginId}`;
  const lockedFor = await throttle.lockedFor(key);
  if (lockedFor > 0) {
    await ctx.audit({
      action: 'patient.clinic_authorize_throttled',
      resourceType: 'clinic',
      outcome: 'denied',
    });
    throw new AppError(
      429,
      'rate_limited',
      'Too many wrong clinic codes. Please wait a few minutes and try again.',
    );
  }
  const clinic = (await sql<ClinicByCode>`select * from auth_clinic_by_code(${input.auth_code})`.execute(db))
    .rows[0];
  if (!clinic || (input.clinic_id !== undefined && input.clinic_id !== clinic.clinic_id)) {
    await throttle.recordFailure(key);
    await ctx.audit({ action: 'patient.clinic_authorized', resourceType: 'clinic', outcome: 'failure' });
    throw notFound(CODE_NOT_RECOGNISED);
  }
  await throttle.clear(key);
  const login = await db
    .selectFrom('patient_logins')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'email_normalized',
      'phone_number',
      'date_of_birth',
      'email_verified_at',
    ])
    .where('id', '=', ctx.principal.loginId)
    .executeTakeFirstOrThrow();
  const tenantId = clinic.tenant_id;
  const link = await ctx.database.withTenant(tenantId, async (tx) => {
    // One authorization at a time per login and clinic: two tabs cannot create two records.
    await sql`select pg_advisory_xact_lock(hashtext(${`patient-link:${tenantId}:${login.id}`}))`.execute(tx);
    const record = await recordFor(tx, tenantId, login);
    if (record.created) {
      await ctx.auditIn(tx, tenantId, {
        action: 'patient.created',
        resourceType: 'patient',
        resourceId: record.id,
        outcome: 'success',
      });
    }
    const row = await tx
      .insertInto('patient_clinic_links')
      .values({ tenant_id: tenantId, login_id: login.id, patient_id: record.id, clinic_id: clinic.clinic_id })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'login_id']).doUpdateSet({
          patient_id: record.id,
          clinic_id: clinic.clinic_id,
          revoked_at: null,
          // Re-authorizing an active link keeps its date; a revoked one is granted anew.
          authorized_at: sql<Date>`case when patient_clinic_links.revoked_at is null then patient_clinic_links.authorized_at else now() end`,
        }),
      )
      .returning(['patient_id', 'authorized_at'])
      .executeTakeFirstOrThrow();
    await ctx.auditIn(tx, tenantId, {
      action: 'patient.clinic_authorized',
      resourceType: 'patient',
      resourceId: record.id,
      outcome: 'success',
    });
    return row;
  });
  return {
    clinic_id: clinic.clinic_id,
    clinic_name: clinic.clinic_name,
    patient_id: link.patient_id,
    authorized_at: new Date(link.authorized_at).toISOString(),
  };
}

/**
 * DELETE /api/patients/clinics/{clinicId}: the patient withdraws a clinic's access. The record
 * stays with the clinic (its history is the clinic's); only the link ends. A clinic that is not
 * linked, or does not exist, is the same 404.
 */
export async function revokeClinic(ctx: PatientContext, clinicId: string): Promise<{ detail: string }> {
  const link = (await activeLinks(ctx.database.app, ctx.principal.loginId)).find(
    (item) => item.clinic_id === clinicId,
  );
  if (!link) throw notFound('Clinic not found');
  await ctx.database.withTenant(link.tenant_id, async (tx) => {
    await tx
      .updateTable('patient_clinic_links')
      .set({ revoked_at: new Date() })
      .where('login_id', '=', ctx.principal.loginId)
      .where('clinic_id', '=', clinicId)
      .where('revoked_at', 'is', null)
      .execute();
    await ctx.auditIn(tx, link.tenant_id, {
      action: 'patient.clinic_revoked',
      resourceType: 'patient',
      resourceId: link.patient_id,
      outcome: 'success',
    });
  });
  return { detail: 'The clinic no longer has access through your account.' };
}
