import type { TenantTx } from '../db/database';
import { verificationEmail } from '../email/templates';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { appUrl, sendEmail, type Services } from '../platform/services';

export const VERIFICATION_TTL_MS = 48 * 3_600_000;

/** A single-use, expiring verification link to the given address (earlier links stop working). */
export async function sendVerificationEmail(
  services: Services,
  tx: TenantTx,
  options: { tenantId: string; userId: string; email: string; name: string },
): Promise<void> {
  const token = newOpaqueToken();
  await tx
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', options.userId)
    .where('purpose', '=', 'email_verification')
    .where('used_at', 'is', null)
    .execute();
  await tx
    .insertInto('staff_tokens')
    .values({
      tenant_id: options.tenantId,
      purpose: 'email_verification',
      user_id: options.userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + VERIFICATION_TTL_MS),
    })
    .execute();
  await sendEmail(
    services,
    tx,
    verificationEmail(
      options.email,
      options.name || 'there',
      appUrl(services, `/verify-email?token=${token}`),
    ),
  );
}
