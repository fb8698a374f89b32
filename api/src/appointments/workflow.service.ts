import {
  NO_WORKFLOW_MESSAGE,
  WORKFLOW_STATUS_LABELS,
  canMoveWorkflow,
  workflowProgress,
  type Workflow,
  type WorkflowStatus,
  type WorkflowStepCount,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { conflict, notFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';

/**
 * The visit's workflow (spec 2.9 and 4.6, ADR 042). The row holds the status staff set; the
 * progress is counted when read by the domains that own the visit's forms, consents and invoices,
 * each registering a counter here as it lands (as erase blockers do for the patient record).
 */
export type WorkflowStep = 'forms' | 'consents' | 'billing';
export type WorkflowStepCounter = (
  tx: TenantTx,
  tenantId: string,
  appointmentId: string,
) => Promise<WorkflowStepCount>;

const counters: Record<WorkflowStep, WorkflowStepCounter[]> = { forms: [], consents: [], billing: [] };

export function registerWorkflowStep(step: WorkflowStep, counter: WorkflowStepCounter): () => void {
  counters[step].push(counter);
  return () => {
    counters[step] = counters[step].filter((registered) => registered !== counter);
  };
}

async function countStep(tx: TenantTx, tenantId: string, appointmentId: string, step: WorkflowStep) {
  let sum: WorkflowStepCount = { done: 0, total: 0 };
  for (const counter of counters[step]) {
    const count = await counter(tx, tenantId, appointmentId);
    sum = { done: sum.done + count.done, total: sum.total + count.total };
  }
  return sum;
}

/**
 * The workflow of an appointment, made when the first form, consent or invoice of the visit is
 * created (by that domain, in its transaction); calling it again changes nothing.
 */
export async function startWorkflow(tx: TenantTx, tenantId: string, appointmentId: string): Promise<void> {
  await tx
    .insertInto('appointment_workflows')
    .values({ tenant_id: tenantId, appointment_id: appointmentId })
    .onConflict((oc) => oc.columns(['tenant_id', 'appointment_id']).doNothing())
    .execute();
}

/** The appointment in the caller's branches, or the one 404 (missing and another clinic's alike). */
async function visibleAppointment(ctx: StaffContext, id: string) {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const row = await ctx.tx
    .selectFrom('appointments')
    .select(['id', 'branch_id'])
    .where('tenant_id', '=', ctx.principal.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !inScope(row.branch_id, scope)) throw notFound('Appointment not found');
  return row;
}

async function workflowRow(ctx: StaffContext, appointmentId: string, forUpdate = false) {
  const row = await ctx.tx
    .selectFrom('appointment_workflows')
    .select(['id', 'appointment_id', 'status', 'updated_at'])
    .where('tenant_id', '=', ctx.principal.tenantId)
    .where('appointment_id', '=', appointmentId)
    .$if(forUpdate, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(NO_WORKFLOW_MESSAGE);
  return row;
}

async function present(
  ctx: StaffContext,
  row: { id: string; appointment_id: string; status: string; updated_at: Date },
): Promise<Workflow> {
  const { tx, principal } = ctx;
  const count = (step: WorkflowStep) => countStep(tx, principal.tenantId, row.appointment_id, step);
  const steps = {
    forms: await count('forms'),
    consents: await count('consents'),
    billing: await count('billing'),
  };
  return {
    workflow_id: row.id,
    appointment_id: row.appointment_id,
    workflow_status: row.status as WorkflowStatus,
    ...workflowProgress(steps),
    updated_at: row.updated_at.toISOString(),
  };
}

/** GET /api/appointments/{id}/workflow: audited as a view of the appointment's workflow. */
export async function getAppointmentWorkflow(ctx: StaffContext, appointmentId: string): Promise<Workflow> {
  const appointment = await visibleAppointment(ctx, appointmentId);
  const row = await workflowRow(ctx, appointmentId);
  await ctx.audit({
    action: 'appointment.workflow_viewed',
    resourceType: 'appointment',
    resourceId: appointmentId,
    branchId: appointment.branch_id,
    outcome: 'success',
  });
  return present(ctx, row);
}

/** PUT /api/appointments/{id}/workflow: one of spec 4.6's actions, refused (409) otherwise. */
export async function updateAppointmentWorkflow(
  ctx: StaffContext,
  appointmentId: string,
  body: { workflow_status: WorkflowStatus },
): Promise<Workflow> {
  const appointment = await visibleAppointment(ctx, appointmentId);
  const row = await workflowRow(ctx, appointmentId, true);
  const from = row.status;
  const to = body.workflow_status;
  if (from === to) return present(ctx, row);
  if (!canMoveWorkflow(from, to)) {
    throw conflict(
      `A workflow that is ${WORKFLOW_STATUS_LABELS[from].toLowerCase()} cannot become ${WORKFLOW_STATUS_LABELS[to].toLowerCase()}.`,
    );
  }
  const updated = await ctx.tx
    .updateTable('appointment_workflows')
    .set({ status: to, updated_at: new Date() })
    .where('tenant_id', '=', ctx.principal.tenantId)
    .where('id', '=', row.id)
    .returning(['id', 'appointment_id', 'status', 'updated_at'])
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'appointment.workflow_changed',
    resourceType: 'appointment',
    resourceId: appointmentId,
    branchId: appointment.branch_id,
    outcome: 'success',
    changedFields: ['workflow_status'],
  });
  return present(ctx, updated);
}
