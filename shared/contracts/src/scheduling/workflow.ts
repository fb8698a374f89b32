import { z } from 'zod';

/**
 * The visit's workflow (spec 2.9 and 4.6, ADR 042): how far an appointment's forms, consents and
 * invoices have come, and the status staff move it through. Progress is counted by the domains
 * that own those rows; this module holds the shapes and the rules both ends share.
 */

export const WORKFLOW_STATUSES = ['pending', 'in_progress', 'paused', 'complete', 'blocked'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
export const WorkflowStatusSchema = z.enum(WORKFLOW_STATUSES);

export const WORKFLOW_STATUS_LABELS: Record<WorkflowStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  paused: 'Paused',
  complete: 'Complete',
  blocked: 'Blocked',
};

/** Spec 4.6's chip colours: complete success, in progress info, paused warning, blocked error. */
export const WORKFLOW_STATUS_TONES: Record<
  WorkflowStatus,
  'success' | 'info' | 'warning' | 'error' | 'neutral'
> = {
  pending: 'neutral',
  in_progress: 'info',
  paused: 'warning',
  complete: 'success',
  blocked: 'error',
};

export interface WorkflowAction {
  label: string;
  to: WorkflowStatus;
}

/** Spec 4.6's actions from each status. Nothing leads to blocked; nothing leaves complete. */
export const WORKFLOW_ACTIONS: Record<WorkflowStatus, readonly WorkflowAction[]> = {
  pending: [{ label: 'Start Workflow', to: 'in_progress' }],
  in_progress: [
    { label: 'Pause', to: 'paused' },
    { label: 'Complete', to: 'complete' },
  ],
  paused: [{ label: 'Resume', to: 'in_progress' }],
  complete: [],
  blocked: [],
};

export function canMoveWorkflow(from: WorkflowStatus, to: WorkflowStatus): boolean {
  return WORKFLOW_ACTIONS[from].some((action) => action.to === to);
}

/** Spec 2.9's text when an appointment has no workflow (also the 404's detail). */
export const NO_WORKFLOW_MESSAGE =
  'No workflow found for this appointment. Create forms, consents, or invoices to start a workflow.';

/** Whole percent of `done` out of `total`; nothing to do is 0 %. */
export function percentOf(done: number, total: number): number {
  return total <= 0 ? 0 : Math.round((Math.min(done, total) / total) * 100);
}

const Count = z.number().int().min(0);
const Percent = z.number().int().min(0).max(100);

export const Workflow = z.object({
  workflow_id: z.uuid(),
  appointment_id: z.uuid(),
  workflow_status: WorkflowStatusSchema,
  forms_complete: z.boolean(),
  consents_complete: z.boolean(),
  billing_complete: z.boolean(),
  progress: z.object({
    forms: z.object({ completed: Count, total: Count, percentage: Percent }),
    consents: z.object({ active: Count, total: Count, percentage: Percent }),
    billing: z.object({ paid: Count, total: Count, percentage: Percent }),
    overall: z.object({ percentage: Percent }),
  }),
  updated_at: z.string(),
});
export type Workflow = z.infer<typeof Workflow>;

export const WorkflowUpdate = z.object({ workflow_status: WorkflowStatusSchema }).strict();
export type WorkflowUpdate = z.infer<typeof WorkflowUpdate>;

/** One step's count as its domain reports it: how many of its items for the visit are done. */
export interface WorkflowStepCount {
  done: number;
  total: number;
}

/**
 * The answer from the three steps' counts: a step with nothing outstanding is complete, and the
 * overall share is every done item over every item.
 */
export function workflowProgress(steps: {
  forms: WorkflowStepCount;
  consents: WorkflowStepCount;
  billing: WorkflowStepCount;
}): Pick<Workflow, 'forms_complete' | 'consents_complete' | 'billing_complete' | 'progress'> {
  const { forms, consents, billing } = steps;
  const done = forms.done + consents.done + billing.done;
  const total = forms.total + consents.total + billing.total;
  return {
    forms_complete: forms.done >= forms.total,
    consents_complete: consents.done >= consents.total,
    billing_complete: billing.done >= billing.total,
    progress: {
      forms: { completed: forms.done, total: forms.total, percentage: percentOf(forms.done, forms.total) },
      consents: {
        active: consents.done,
        total: consents.total,
        percentage: percentOf(consents.done, consents.total),
      },
      billing: {
        paid: billing.done,
        total: billing.total,
        percentage: percentOf(billing.done, billing.total),
      },
      overall: { percentage: percentOf(done, total) },
    },
  };
}
