import type { Db } from '../db/database';

export interface NewSignup {
  email: string;
  emailNormalized: string;
  source: string;
}

/** Stores the sign-up once per address; says whether this call created it. */
export async function insertSignup(db: Db, signup: NewSignup): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('launch_signups')
    .values({ email: signup.email, email_normalized: signup.emailNormalized, source: signup.source })
    .onConflict((conflict) => conflict.column('email_normalized').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('launch_signups')
    .select('id')
    .where('email_normalized', '=', signup.emailNormalized)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function markForwarded(db: Db, id: string): Promise<void> {
  await db
    .updateTable('launch_signups')
    .set((eb) => ({
      forwarded_at: new Date(),
      forward_attempts: eb('forward_attempts', '+', 1),
      last_forward_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function recordForwardFailure(db: Db, id: string, reason: string): Promise<void> {
  await db
    .updateTable('launch_signups')
    .set((eb) => ({
      forward_attempts: eb('forward_attempts', '+', 1),
      last_forward_error: reason.slice(0, 300),
    }))
    .where('id', '=', id)
    .execute();
}

export async function findSignup(db: Db, id: string) {
  return db
    .selectFrom('launch_signups')
    .select(['id', 'email', 'source', 'forwarded_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
