import {
  consentTypesToSign,
  type ConsentNeeds,
  type ConsentSignRequest,
  type ConsentType,
  type PaperworkConsent,
} from '@clinio/contracts';
import type { z } from 'zod';
import type { PatientContext } from '../auth/patient-guard';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { inMyRecord } from '../forms/portal.service';
import { paperworkConsent } from '../forms/paperwork.service';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { consentQuery, presentConsent } from './consents.queries';
import { signDrawn } from './consents.service';

/**
 * Re-consent before booking (product guide, "Beyond the spec" 3; ADR 044): the consent types a
 * visit of a type requires that the patient does not hold signed today. The portal's booking asks
 * the patient to sign each before confirming; staff booking shows them as a warning.
 */

type SignBody = z.output<typeof ConsentSignRequest>;

/**
 * A booking refused until its consents are signed (portal and booking page alike). The titles go
 * apart too, so a page can say the sentence in its reader's language.
 */
export function consentRequired(titles: readonly string[]): AppError {
  return new AppError(
    409,
    'consent_required',
    `Sign the consents this visit needs first: ${titles.join(', ')}.`,
    {
      consents: [...titles],
    },
  );
}

export async function consentNeedsOf(
  tx: TenantTx,
  patientId: string,
  appointmentType: string,
): Promise<ConsentNeeds> {
  const [rules, rows] = await Promise.all([
    tx
      .selectFrom('appointment_type_consents')
      .select('consent_type')
      .where('appointment_type', '=', appointmentType)
      .execute(),
    consentQuery(tx).where('c.patient_id', '=', patientId).execute(),
  ]);
  const now = new Date();
  const missing = consentTypesToSign(
    rules.map((rule) => rule.consent_type),
    rows.map((row) => presentConsent(row, now)),
    now,
  );
  const texts =
    missing.length === 0
      ? []
      : await tx
          .selectFrom('consent_templates')
          .select(['consent_type', 'title', 'consent_text', 'title_es', 'consent_text_es', 'valid_days'])
          .where('consent_type', 'in', missing)
          .execute();
  return {
    appointment_type: appointmentType,
    needs: missing.flatMap((type) => {
      const text = texts.find((item) => item.consent_type === type);
      return text ? [{ ...text, consent_type: type }] : [];
    }),
    without_text: missing.filter((type) => !texts.some((item) => item.consent_type === type)),
  };
}

/** GET /api/consent-needs/:patientId?appointment_type=: staff booking's warning. */
export async function getConsentNeeds(
  ctx: StaffContext,
  patientId: string,
  appointmentType: string,
): Promise<ConsentNeeds> {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope)) throw notFound('Patient not found');
  return consentNeedsOf(ctx.tx, patient.id, appointmentType);
}

/** GET /api/patients/:patient_id/consent-needs?appointment_type=: before the portal books. */
export function getMyConsentNeeds(
  ctx: PatientContext,
  patientId: string,
  appointmentType: string,
): Promise<ConsentNeeds> {
  return inMyRecord(ctx, patientId, (tx) => consentNeedsOf(tx, patientId, appointmentType));
}

/**
 * POST /api/patients/:patient_id/consent-needs/:consentType/signature: the patient signs a
 * needed consent type: a consent from the clinic's text of that type, signed at once.
 */
export function signMyConsentNeed(
  ctx: PatientContext,
  patientId: string,
  consentType: ConsentType,
  body: SignBody,
): Promise<PaperworkConsent> {
  return inMyRecord(ctx, patientId, async (tx, tenantId) => {
    const [text, clinic] = await Promise.all([
      tx
        .selectFrom('consent_templates')
        .select(['consent_text', 'consent_text_es', 'valid_days'])
        .where('consent_type', '=', consentType)
        .executeTakeFirst(),
      tx.selectFrom('clinics').select('id').executeTakeFirst(),
    ]);
    if (text === undefined || clinic === undefined) throw notFound('Consent not found');
    const { id } = await tx
      .insertInto('consents')
      .values({
        tenant_id: tenantId,
        clinic_id: clinic.id,
        patient_id: patientId,
        consent_type: consentType,
        consent_text: text.consent_text,
        consent_text_es: text.consent_text_es,
        expires_at: text.valid_days === null ? null : new Date(Date.now() + text.valid_days * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const find = () => consentQuery(tx).where('c.id', '=', id).executeTakeFirstOrThrow();
    await signDrawn(tx, await find(), body, {
      tenantId,
      ip: ctx.actor.ip,
      userAgent: ctx.actor.userAgent,
      staffId: null,
      loginId: ctx.principal.loginId,
    });
    await ctx.auditIn(tx, tenantId, {
      action: 'consent.signed',
      resourceType: 'consent',
      resourceId: id,
      outcome: 'success',
    });
    return paperworkConsent(await find(), new Date());
  });
}
