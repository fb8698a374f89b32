import type { Keys } from '../security/secrets';
import { decrypt, encrypt } from '../security/crypto-box';
import type { EmailMessage, Mailer } from './mailer';

/**
 * An e-mail's job payload: the message encrypted with the application key, so the job table
 * never holds an address or a link in the clear (and a copied table reveals nothing).
 */
export function sealEmail(keys: Keys, message: EmailMessage): string {
  return encrypt(keys.encryption, JSON.stringify(message));
}

/** The `email.send` job: opens the message and hands it to the mailer. */
export async function deliverSealedEmail(keys: Keys, mailer: Mailer, sealed: string): Promise<void> {
  const message = JSON.parse(decrypt(keys.encryption, sealed)) as EmailMessage;
  await mailer.send(message);
}
