import {
  CONSENT_TYPES,
  type AppointmentTypeRequirement,
  type AppointmentTypeRequirementUpdate,
  type ConsentType,
} from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { validationError } from './answer-validator';

/**
 * Which forms and consents each appointment type requires (issue 16, ADR 044): the
 * forms-management page reads and sets them; the paperwork and the workflow count with them.
 */

type UpdateBody = z.output<typeof AppointmentTypeRequirementUpdate>;

export async function requirementsOf(tx: TenantTx, types: readonly string[]) {
  if (types.length === 0) return { forms: [], consents: [] };
  const [forms, consents] = await Promise.all([
    tx
      .selectFrom('appointment_type_forms')
      .select(['appointment_type', 'form_template_id'])
      .where('appointment_type', 'in', types)
      .orderBy('created_at')
      .execute(),
    tx
      .selectFrom('appointment_type_consents')
      .select(['appointment_type', 'consent_type'])
      .where('appointment_type', 'in', types)
      .execute(),
  ]);
  return { forms, consents };
}

function present(
  type: { key: string; name: string },
  requirements: Awaited<ReturnType<typeof requirementsOf>>,
): AppointmentTypeRequirement {
  const listed = new Set(
    requirements.consents.filter((row) => row.appointment_type === type.key).map((row) => row.consent_type),
  );
  return {
    appointment_type: type.key,
    name: type.name,
    form_template_ids: requirements.forms
      .filter((row) => row.appointment_type === type.key)
      .map((row) => row.form_template_id),
    consent_types: CONSENT_TYPES.filter((consentType) => listed.has(consentType)),
  };
}

/** GET /api/appointment-type-requirements: every active appointment type of the clinic. */
export async function listAppointmentTypeRequirements(
  ctx: StaffContext,
): Promise<AppointmentTypeRequirement[]> {
  const types = await ctx.tx
    .selectFrom('appointment_types')
    .select(['key', 'name'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  const requirements = await requirementsOf(
    ctx.tx,
    types.map((type) => type.key),
  );
  return types.map((type) => present(type, requirements));
}

/** PUT /api/appointment-type-requirements/:appointmentType: replaces the type's lists. */
export async function setAppointmentTypeRequirements(
  ctx: StaffContext,
  appointmentType: string,
  body: UpdateBody,
): Promise<AppointmentTypeRequirement> {
  const { tx, principal } = ctx;
  const type = await tx
    .selectFrom('appointment_types')
    .select(['key', 'name'])
    .where('key', '=', appointmentType)
    .executeTakeFirst();
  const formIds = [...new Set(body.form_template_ids)];
  const consentTypes = [...new Set(body.consent_types)] as ConsentType[];
  if (formIds.length > 0) {
    const found = await tx.selectFrom('form_templates').select('id').where('id', 'in', formIds).execute();
    if (found.length !== formIds.length)
      throw validationError([{ field: 'form_template_ids', message: 'Choose forms of your clinic' }]);
  }
  await tx.deleteFrom('appointment_type_forms').where('appointment_type', '=', appointmentType).execute();
  await tx.deleteFrom('appointment_type_consents').where('appointment_type', '=', appointmentType).execute();
  if (formIds.length > 0)
    await tx
      .insertInto('appointment_type_forms')
      .values(
        formIds.map((id) => ({
          tenant_id: principal.tenantId,
          appointment_type: appointmentType,
          form_template_id: id,
        })),
      )
      .execute();
  if (consentTypes.length > 0)
    await tx
      .insertInto('appointment_type_consents')
      .values(
        consentTypes.map((consentType) => ({
          tenant_id: principal.tenantId,
          appointment_type: appointmentType,
          consent_type: consentType,
        })),
      )
      .execute();
  await ctx.audit({
    action: 'appointment_type.requirements_changed',
    resourceType: 'appointment_type',
    resourceId: null,
    outcome: 'success',
    changedFields: ['form_template_ids', 'consent_types'],
  });
  return present(
    type ?? { key: appointmentType, name: appointmentType },
    await requirementsOf(tx, [appointmentType]),
  );
}
