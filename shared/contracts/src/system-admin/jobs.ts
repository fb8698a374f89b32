import { z } from 'zod';
import { Page, pageOf, pageSize } from './query-parts';

/**
 * The durable job queue as the system administrator sees it. `failed` is the dead-letter state:
 * a job that failed its last retry. `retry` jobs failed and wait for their next attempt.
 */
export const PLATFORM_JOB_STATES = [
  'failed',
  'retry',
  'active',
  'created',
  'completed',
  'cancelled',
] as const;
export const PLATFORM_JOB_PAGE_SIZE = { default: 50, max: 200 } as const;

/** GET /api/system-admin/jobs: newest first; `state` defaults to `failed` (the dead letters). */
export const PlatformJobQuery = z.object({
  state: z.enum(PLATFORM_JOB_STATES, `Use one of ${PLATFORM_JOB_STATES.join(', ')}`).default('failed'),
  /** A queue's name, e.g. email.send. */
  name: z.string().trim().max(80, 'At most 80 characters').optional(),
  page: Page.default(1),
  page_size: pageSize(PLATFORM_JOB_PAGE_SIZE),
});
export type PlatformJobQuery = z.input<typeof PlatformJobQuery>;

/**
 * One job: its queue, state and attempts, and the last error's text (redacted, never a payload:
 * payloads hold ids or sealed data only). Times are ISO 8601 in UTC; `finished_at` is when it
 * completed or failed for good.
 */
export const PlatformJob = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(PLATFORM_JOB_STATES),
  attempts: z.number().int(),
  retry_limit: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  start_after: z.string(),
  finished_at: z.string().nullable(),
});
export type PlatformJob = z.infer<typeof PlatformJob>;

export const PlatformJobPage = pageOf(PlatformJob);
export type PlatformJobPage = z.infer<typeof PlatformJobPage>;
