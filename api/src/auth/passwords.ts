import { hash, verify } from '@node-rs/argon2';
import { passwordProblems } from '@clinio/contracts';
import { AppError } from '../errors/app-error';

/** Quality bar 8: argon2id, 19 MiB, 2 passes, 1 lane (OWASP's minimum). */
// algorithm 2 is Argon2id in @node-rs/argon2's (const) enum.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, verified when the account does not exist (same timing). */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Refuses a new password with the field named (400 validation_error), or returns quietly. */
export function assertAcceptablePassword(
  password: string,
  context: { username?: string | null; email?: string | null },
  field = 'new_password',
): void {
  const problems = passwordProblems(password, {
    ...(context.username ? { username: context.username } : {}),
    ...(context.email ? { email: context.email } : {}),
  });
  if (problems.length === 0) return;
  throw new AppError(400, 'validation_error', `${field}: ${problems.join('; ')}`, {
    fields: problems.map((message) => ({ field, message })),
  });
}
