import { consentStatus, consentTypesToSign } from '@clinio/contracts';
import { registerAppointmentBookedListener } from '../appointments/booked-hooks';
import { startWorkflow } from '../appointments/workflow.service';
import { requiredFormIds } from '../forms/workflow-steps';
import type { Services } from '../platform/services';
import { consentQuery, presentConsent } from './consents.queries';
import { requestSignatures } from './signing-request';

/**
 * From booking (issue 16 section 4, ADR 044): the consent types the visit's type requires and the
 * patient does not hold signed get a consent to sign, from the clinic's text of that type (unless
 * one is already waiting for a signature), and the visit's workflow starts when the type requires
 * any form or consent. The patient is asked by e-mail to sign them before the visit.
 */
export function registerConsentAttachment(services: Services): void {
  registerAppointmentBookedListener('forms_and_consents', async (tx, booked) => {
    if (booked.status === 'cancelled') return;
    const [rules, formIds] = await Promise.all([
      tx
        .selectFrom('appointment_type_consents')
        .select('consent_type')
        .where('appointment_type', '=', booked.appointmentType)
        .execute(),
      requiredFormIds(tx, booked.appointmentType),
    ]);
    if (rules.length === 0 && formIds.length === 0) return;
    await startWorkflow(tx, booked.tenantId, booked.appointmentId);
    if (rules.length === 0) return;
    const now = new Date();
    const consents = (await consentQuery(tx).where('c.patient_id', '=', booked.patientId).execute()).map(
      (row) => presentConsent(row, now),
    );
    const waiting = new Set(
      consents.filter((consent) => consentStatus(consent, now) === 'pending').map((c) => c.consent_type),
    );
    const toAttach = consentTypesToSign(
      rules.map((rule) => rule.consent_type),
      consents,
      now,
    ).filter((type) => !waiting.has(type));
    if (toAttach.length === 0) return;
    const [clinic, texts] = await Promise.all([
      tx.selectFrom('clinics').select('id').executeTakeFirst(),
      tx
        .selectFrom('consent_templates')
        .select(['consent_type', 'title', 'consent_text', 'consent_text_es', 'valid_days'])
        .where('consent_type', 'in', toAttach)
        .execute(),
    ]);
    if (clinic === undefined || texts.length === 0) return;
    await tx
      .insertInto('consents')
      .values(
        texts.map((text) => ({
          tenant_id: booked.tenantId,
          clinic_id: clinic.id,
          patient_id: booked.patientId,
          appointment_id: booked.appointmentId,
          consent_type: text.consent_type,
          consent_text: text.consent_text,
          consent_text_es: text.consent_text_es,
          is_required: true,
          appointment_types: [booked.appointmentType],
          expires_at:
            text.valid_days === null ? null : new Date(now.getTime() + text.valid_days * 86_400_000),
        })),
      )
      .execute();
    // Only a visit to come asks; a visit entered after the fact (past) does not.
    if (booked.startTime.getTime() > now.getTime())
      await requestSignatures(services, tx, {
        appointmentId: booked.appointmentId,
        patientId: booked.patientId,
        titles: texts.map((text) => text.title),
      });
  });
}
