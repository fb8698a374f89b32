import type { PlatformJob } from '@clinio/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface JobFilter {
  state: PlatformJob['state'];
  name?: string | undefined;
}

interface JobRow {
  id: string;
  name: string;
  state: PlatformJob['state'];
  attempts: number;
  retry_limit: number;
  last_error: string | null;
  created_at: Date;
  start_after: Date;
  finished_at: Date | null;
  total: number;
}

/** What the system administrator sees of a job: never its payload, only the error's message. */
const JOB_COLUMNS = sql`
  id::text, name, state::text as state,
  case when started_on is null then 0 else retry_count + 1 end as attempts,
  retry_limit,
  case when state in ('failed', 'retry') then output ->> 'message' end as last_error,
  created_on as created_at, start_after,
  case when state in ('completed', 'failed', 'cancelled') then completed_on end as finished_at`;

/**
 * One page of jobs in a state, newest first, with the count of all that match. The queue's
 * tables are pg-boss's (schema pgboss), outside our generated types, so the SQL is written out;
 * only the error's `message` is read from a job's output, never its payload.
 */
export async function findJobs(
  db: Db,
  filter: JobFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const byName = filter.name === undefined ? sql`` : sql`and name = ${filter.name}`;
  const result = await sql<JobRow>`
    select ${JOB_COLUMNS},
           count(*) over ()::int as total
      from pgboss.job
     where state = ${filter.state}::pgboss.job_state ${byName}
     order by created_on desc, id
     limit ${page.limit} offset ${page.offset}`.execute(db);
  return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
}

/** One job by its id (any state), or undefined. */
export async function findJob(db: Db, id: string): Promise<Omit<JobRow, 'total'> | undefined> {
  const result = await sql<Omit<JobRow, 'total'>>`
    select ${JOB_COLUMNS} from pgboss.job where id = ${id}::uuid`.execute(db);
  return result.rows[0];
}
