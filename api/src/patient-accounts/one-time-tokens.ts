import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import type { Db } from '../db/database';
import type { PatientTokensTable } from '../db/schema';

export type PatientTokenPurpose = PatientTokensTable['purpose'];

export const TOKEN_TTL_MS: Record<PatientTokenPurpose, number> = {
  password_reset: 3_600_000,
  email_verification: 48 * 3_600_000,
};

/**
 * A new single-use, expiring link token for a patient login. Earlier unused tokens of the same
 * purpose stop working, so only the latest e-mail's link is live. Only the hash is stored.
 */
export async function createPatientToken(
  db: Db,
  loginId: string,
  purpose: PatientTokenPurpose,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .updateTable('patient_tokens')
    .set({ used_at: new Date() })
    .where('login_id', '=', loginId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('patient_tokens')
    .values({
      purpose,
      login_id: loginId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    })
    .execute();
  return token;
}

/**
 * Locks a live token (unused, unexpired, of this purpose) for the caller's transaction, or
 * answers undefined. The caller marks it used with `markPatientTokenUsed` once the change is
 * accepted, so a refused change (e.g. a weak password) leaves the link usable.
 */
export async function lockPatientToken(
  db: Db,
  rawToken: string,
  purpose: PatientTokenPurpose,
): Promise<{ id: string; login_id: string } | undefined> {
  return db
    .selectFrom('patient_tokens')
    .select(['id', 'login_id'])
    .where('token_hash', '=', hashToken(rawToken))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .forUpdate()
    .executeTakeFirst();
}

export async function markPatientTokenUsed(db: Db, id: string): Promise<void> {
  await db.updateTable('patient_tokens').set({ used_at: new Date() }).where('id', '=', id).execute();
}
