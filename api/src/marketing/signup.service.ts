import type { ComingSoonSignupRequest, ComingSoonSignupResponse } from '@clinio/contracts';
import type { BackgroundTasks } from '../background/background-tasks';
import type { Db } from '../db/database';
import type { SignupForwarder } from './signup-forwarder';
import { findPendingForwards, insertSignup, markForwarded, recordForwardFailure } from './signup.queries';

export const MAX_FORWARD_ATTEMPTS = 5;

export interface SignupServiceDeps {
  db: Db;
  forwarder: SignupForwarder | null;
  background: BackgroundTasks;
}

async function forwardOne(deps: SignupServiceDeps, row: { id: string; email: string; source: string }) {
  if (!deps.forwarder) return;
  try {
    await deps.forwarder.forward({ email: row.email, source: row.source });
    await markForwarded(deps.db, row.id);
  } catch (error) {
    await recordForwardFailure(deps.db, row.id, (error as Error).message);
  }
}

/**
 * Stores a launch sign-up (one per address, so repeating it changes nothing) and forwards new
 * ones to the form service after answering. Our table is the record; forwarding is best effort
 * and retried.
 */
export async function subscribeToLaunch(
  deps: SignupServiceDeps,
  request: ComingSoonSignupRequest,
): Promise<ComingSoonSignupResponse> {
  const email = request.email.trim();
  const { id, created } = await insertSignup(deps.db, {
    email,
    emailNormalized: email.toLowerCase(),
    source: request.source,
  });
  if (created && deps.forwarder) {
    deps.background.run('forward-signup', () => forwardOne(deps, { id, email, source: request.source }));
  }
  return { status: created ? 'subscribed' : 'already_subscribed' };
}

/** Forwards sign-ups whose earlier attempts failed; returns how many it tried. */
export async function retryPendingForwards(deps: SignupServiceDeps, limit = 50): Promise<number> {
  if (!deps.forwarder) return 0;
  const pending = await findPendingForwards(deps.db, MAX_FORWARD_ATTEMPTS, limit);
  for (const row of pending) await forwardOne(deps, row);
  return pending.length;
}
