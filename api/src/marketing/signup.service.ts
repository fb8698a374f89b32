import type { ComingSoonSignupRequest, ComingSoonSignupResponse } from '@clinio/contracts';
import { inTransaction, type Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { SignupForwarder } from './signup-forwarder';
import { findSignup, insertSignup, markForwarded, recordForwardFailure } from './signup.queries';

export interface SignupServiceDeps {
  db: Db;
  forwarder: SignupForwarder | null;
  jobs: JobQueue;
}

/**
 * Stores a launch sign-up (one per address, so repeating it changes nothing) and, in the same
 * transaction, queues its forwarding to the form service (`signup.forward`). Our table is the
 * record; forwarding is retried by the queue with backoff.
 */
export async function subscribeToLaunch(
  deps: SignupServiceDeps,
  request: ComingSoonSignupRequest,
): Promise<ComingSoonSignupResponse> {
  const email = request.email.trim();
  const { created } = await inTransaction(deps.db, async (tx) => {
    const signup = await insertSignup(tx, {
      email,
      emailNormalized: email.toLowerCase(),
      source: request.source,
    });
    if (signup.created && deps.forwarder)
      await deps.jobs.enqueue(tx, 'signup.forward', { signupId: signup.id });
    return signup;
  });
  return { status: created ? 'subscribed' : 'already_subscribed' };
}

/** The `signup.forward` job: a failure is recorded on the row and thrown, so the queue retries. */
export async function forwardSignup(deps: Omit<SignupServiceDeps, 'jobs'>, signupId: string): Promise<void> {
  const row = await findSignup(deps.db, signupId);
  if (!deps.forwarder || !row || row.forwarded_at !== null) return;
  try {
    await deps.forwarder.forward({ email: row.email, source: row.source });
  } catch (error) {
    await recordForwardFailure(deps.db, row.id, (error as Error).message);
    throw error;
  }
  await markForwarded(deps.db, row.id);
}
