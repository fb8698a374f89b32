import { JobProgress, isJobFinished } from '@clinio/contracts';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiQuery, type ApiQuery } from './use-api-query';

export const JOB_POLL_MS = 1000;

/**
 * Follows long server work: polls the job's status URL (null waits) every second until it has
 * succeeded or failed. Show it with the design system's <JobProgressView>.
 */
export function useJobProgress(statusUrl: string | null, pollMs = JOB_POLL_MS): ApiQuery<JobProgress> {
  const query = useApiQuery<unknown>(statusUrl, {
    refetchInterval: (data) => {
      const parsed = JobProgress.safeParse(data);
      return parsed.success && isJobFinished(parsed.data) ? false : pollMs;
    },
  });
  const parsed = useMemo(() => JobProgress.safeParse(query.data), [query.data]);
  return { ...query, data: parsed.success ? parsed.data : null };
}

/**
 * The job a screen follows, kept in the URL (`?job=…`), so a reload or a shared link keeps
 * following it. `setJobId(null)` forgets it.
 */
export function useJobIdParam(name = 'job'): [string | null, (id: string | null) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const jobId = new URLSearchParams(search).get(name);
  function setJobId(id: string | null) {
    const params = new URLSearchParams(search);
    if (id === null) params.delete(name);
    else params.set(name, id);
    const text = params.toString();
    void navigate({ search: text === '' ? '' : `?${text}` }, { replace: true });
  }
  return [jobId !== null && jobId !== '' ? jobId : null, setJobId];
}
