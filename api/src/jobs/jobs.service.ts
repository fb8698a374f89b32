import type { PlatformJob, PlatformJobPage } from '@clinio/contracts';
import type { SystemContext } from '../auth/system-guard';
import { conflict, notFound } from '../errors/app-error';
import type { JobQueue } from './job-queue';
import { findJob, findJobs, type JobFilter } from './jobs.queries';

type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

function present({ created_at, start_after, finished_at, ...row }: JobRow): PlatformJob {
  return {
    ...row,
    created_at: created_at.toISOString(),
    start_after: start_after.toISOString(),
    finished_at: finished_at?.toISOString() ?? null,
  };
}

/** GET /api/system-admin/jobs: by default the dead letters (jobs that failed their last retry). */
export async function listJobs(
  ctx: SystemContext,
  query: JobFilter & { page: number; page_size: number },
): Promise<PlatformJobPage> {
  const { page, page_size: pageSize, ...filter } = query;
  const { rows, total } = await findJobs(ctx.database.unscoped(), filter, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: rows.map(({ total: _total, ...row }) => present(row)),
    total,
    page,
    page_size: pageSize,
  };
}

/**
 * POST /api/system-admin/jobs/{id}/retry: a dead letter gets one more attempt, due now (the cause,
 * e.g. a mail server that refused, has been fixed). Only a failed job can be retried; audited.
 */
export async function retryJob(ctx: SystemContext, jobs: JobQueue, id: string): Promise<PlatformJob> {
  const db = ctx.database.unscoped();
  const job = await findJob(db, id);
  if (!job) throw notFound('Job not found');
  if (job.state !== 'failed' || !(await jobs.retry(job.name, id))) {
    throw conflict(`Only a failed job can be retried: this one is ${job.state}.`);
  }
  await ctx.audit({ action: 'job.retried', resourceType: 'job', resourceId: id, outcome: 'success' });
  const retried = await findJob(db, id);
  if (!retried) throw notFound('Job not found');
  return present(retried);
}
