import { z } from 'zod';

/** The states of long server work (an import, an export, a campaign). */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * What a job's status endpoint answers. `done` of `total` steps (total null while unknown); a
 * `detail` sentence for the person waiting, and the failure's reason when it failed.
 */
export const JobProgress = z.object({
  id: z.string(),
  state: z.enum(JOB_STATES),
  done: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  detail: z.string().nullable(),
});
export type JobProgress = z.infer<typeof JobProgress>;

export function isJobFinished(job: Pick<JobProgress, 'state'>): boolean {
  return job.state === 'succeeded' || job.state === 'failed';
}

/** Whole percent done (0-100), or null while the amount of work is unknown. */
export function jobPercent(job: Pick<JobProgress, 'state' | 'done' | 'total'>): number | null {
  if (job.state === 'succeeded') return 100;
  if (job.total === null) return null;
  if (job.total === 0) return job.state === 'queued' ? 0 : 100;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}
