import type {
  ConsentSignRequest,
  FormDraft,
  FormDraftRequest,
  FormSubmission,
  Paperwork,
  PaperworkConsent,
  PortalFormSubmissionRequest,
} from '@clinio/contracts';
import type { z } from 'zod';
import type { PatientContext } from '../auth/patient-guard';
import type { TenantTx } from '../db/database';
import { notFound } from '../errors/app-error';
import { consentQuery } from '../consents/consents.queries';
import { signDrawn } from '../consents/consents.service';
import { activeLinks } from '../patient-accounts/profile.service';
import { paperworkConsent, paperworkOf } from './paperwork.service';
import { storeDraft, storeSubmission } from './submissions.service';

/**
 * The portal's forms and consents (issue 16 section 2): of the patient's own record only. Another
 * record's id (another patient's, another tenant's, a revoked link's) answers the same 404 as a
 * missing one, and the refusal is audited.
 */

type DraftBody = z.output<typeof FormDraftRequest>;
type SubmitBody = z.output<typeof PortalFormSubmissionRequest>;
type SignBody = z.output<typeof ConsentSignRequest>;

export async function inMyRecord<T>(
  ctx: PatientContext,
  patientId: string,
  work: (tx: TenantTx, tenantId: string) => Promise<T>,
): Promise<T> {
  const links = await activeLinks(ctx.database.app, ctx.principal.loginId);
  const link = links.find((item) => item.patient_id === patientId);
  if (link === undefined) {
    await ctx.audit({
      action: 'access.denied',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'denied',
    });
    throw notFound('Patient not found');
  }
  return ctx.database.withTenant(link.tenant_id, (tx) => work(tx, link.tenant_id));
}

/** GET /api/patients/:patient_id/paperwork */
export function getMyPaperwork(ctx: PatientContext, patientId: string): Promise<Paperwork> {
  return inMyRecord(ctx, patientId, async (tx, tenantId) => {
    await ctx.auditIn(tx, tenantId, {
      action: 'paperwork.portal_read',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'success',
    });
    return paperworkOf(tx, patientId);
  });
}

/** PUT /api/patients/:patient_id/form-drafts/:template_id */
export function saveMyFormDraft(
  ctx: PatientContext,
  patientId: string,
  templateId: string,
  body: DraftBody,
): Promise<FormDraft> {
  return inMyRecord(ctx, patientId, (tx, tenantId) =>
    storeDraft(
      tx,
      { tenantId, templateId, version: body.version, patientId, appointmentId: body.appointment_id ?? null },
      body.answers,
    ),
  );
}

/** POST /api/patients/:patient_id/form-submissions */
export function submitMyForm(
  ctx: PatientContext,
  patientId: string,
  body: SubmitBody,
): Promise<FormSubmission> {
  return inMyRecord(ctx, patientId, async (tx, tenantId) => {
    const submission = await storeSubmission(
      tx,
      {
        tenantId,
        templateId: body.template_id,
        version: body.version,
        patientId,
        appointmentId: body.appointment_id ?? null,
      },
      { answers: body.answers, via: 'portal', staffId: null },
    );
    await ctx.auditIn(tx, tenantId, {
      action: 'form.submitted',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'success',
    });
    return submission;
  });
}

/** POST /api/patients/:patient_id/consents/:consent_id/signature */
export function signMyConsent(
  ctx: PatientContext,
  patientId: string,
  consentId: string,
  body: SignBody,
): Promise<PaperworkConsent> {
  return inMyRecord(ctx, patientId, async (tx, tenantId) => {
    const find = () =>
      consentQuery(tx).where('c.id', '=', consentId).where('c.patient_id', '=', patientId).executeTakeFirst();
    const row = await find();
    if (row === undefined) throw notFound('Consent not found');
    await signDrawn(tx, row, body, {
      tenantId,
      ip: ctx.actor.ip,
      userAgent: ctx.actor.userAgent,
      staffId: null,
      loginId: ctx.principal.loginId,
    });
    await ctx.auditIn(tx, tenantId, {
      action: 'consent.signed',
      resourceType: 'consent',
      resourceId: consentId,
      outcome: 'success',
    });
    const signed = await find();
    if (signed === undefined) throw notFound('Consent not found');
    return paperworkConsent(signed, new Date());
  });
}
