import type { PlatformJobPage } from '@clinio/contracts';
import type { SystemContext } from '../auth/system-guard';
import { findJobs, type JobFilter } from './jobs.queries';

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
    items: rows.map(({ total: _total, created_at, start_after, finished_at, ...row }) => ({
      ...row,
      created_at: created_at.toISOString(),
      start_after: start_after.toISOString(),
      finished_at: finished_at?.toISOString() ?? null,
    })),
    total,
    page,
    page_size: pageSize,
  };
}
