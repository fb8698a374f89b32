import { consentStatus } from '@clinio/contracts';
import { sql } from 'kysely';
import { registerWorkflowStep } from '../appointments/workflow.service';
import type { TenantTx } from '../db/database';
import { requirementsOf } from './requirements.service';

/**
 * The visit's workflow (ADR 042) counts forms and consents from their own rows (ADR 044):
 * - forms: the forms the visit's type requires (a required template for `general` or the type,
 *   or one the type lists), done when answered for this visit;
 * - consents: the consent types the type requires plus those of consents given for the visit,
 *   done when the patient holds a signed, active, unexpired consent of that type.
 */

async function visitOf(tx: TenantTx, appointmentId: string) {
  return tx
    .selectFrom('appointments')
    .select(['patient_id', 'appointment_type'])
    .where('id', '=', appointmentId)
    .executeTakeFirst();
}

/** The ids of the active templates a visit of this type requires. */
export async function requiredFormIds(tx: TenantTx, appointmentType: string): Promise<string[]> {
  const [templates, requirements] = await Promise.all([
    tx
      .selectFrom('form_templates')
      .select('id')
      .where('is_active', '=', true)
      .where('is_required', '=', true)
      .where(sql<boolean>`appointment_types && array['general', ${appointmentType}]::text[]`)
      .execute(),
    requirementsOf(tx, [appointmentType]),
  ]);
  return [
    ...new Set([...templates.map((row) => row.id), ...requirements.forms.map((row) => row.form_template_id)]),
  ];
}

async function countForms(tx: TenantTx, _tenantId: string, appointmentId: string) {
  const visit = await visitOf(tx, appointmentId);
  if (visit === undefined) return { done: 0, total: 0 };
  const ids = await requiredFormIds(tx, visit.appointment_type);
  if (ids.length === 0) return { done: 0, total: 0 };
  const answered = await tx
    .selectFrom('form_submissions')
    .select('template_id')
    .distinct()
    .where('appointment_id', '=', appointmentId)
    .where('template_id', 'in', ids)
    .execute();
  return { done: answered.length, total: ids.length };
}

async function countConsents(tx: TenantTx, _tenantId: string, appointmentId: string) {
  const visit = await visitOf(tx, appointmentId);
  if (visit === undefined) return { done: 0, total: 0 };
  const [requirements, consents] = await Promise.all([
    requirementsOf(tx, [visit.appointment_type]),
    tx
      .selectFrom('consents as c')
      .leftJoin('consent_signatures as s', (join) =>
        join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.consent_id', '=', 'c.id'),
      )
      .select(['c.consent_type', 'c.appointment_id', 'c.is_active', 'c.expires_at', 's.signer_name'])
      .where('c.patient_id', '=', visit.patient_id)
      .execute(),
  ]);
  const needed = new Set<string>(requirements.consents.map((row) => row.consent_type));
  for (const consent of consents)
    if (consent.appointment_id === appointmentId) needed.add(consent.consent_type);
  const now = new Date();
  const held = new Set<string>(
    consents
      .filter(
        (consent) =>
          consentStatus(
            {
              is_active: consent.is_active,
              expires_at: consent.expires_at === null ? null : new Date(consent.expires_at).toISOString(),
              patient_signature: consent.signer_name,
            },
            now,
          ) === 'signed',
      )
      .map((consent) => consent.consent_type),
  );
  return { done: [...needed].filter((type) => held.has(type)).length, total: needed.size };
}

let registered = false;

/** Registers the two counters once per process. */
export function registerFormsWorkflowSteps(): void {
  if (registered) return;
  registered = true;
  registerWorkflowStep('forms', countForms);
  registerWorkflowStep('consents', countConsents);
}
