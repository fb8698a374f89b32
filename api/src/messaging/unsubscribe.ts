import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/opaque-tokens';
import type { Services } from '../platform/services';

/**
 * RFC 8058 one-click unsubscribe for e-mail: every message carries `List-Unsubscribe` (a signed
 * URL naming the clinic and the message, never the address) and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`; the mail client's POST to that URL opts the address out of the
 * clinic's e-mail. Only a POST does it, so a link scanner's GET changes nothing.
 */
function signature(services: Services, tenantId: string, messageId: string): string {
  return createHmac('sha256', services.keys.urlSigning)
    .update(`unsubscribe|${tenantId}|${messageId}`)
    .digest('base64url');
}

export function unsubscribeUrl(services: Services, tenantId: string, messageId: string): string {
  const query = new URLSearchParams({
    t: tenantId,
    m: messageId,
    sig: signature(services, tenantId, messageId),
  });
  return `${services.config.publicAppUrl}/api/unsubscribe?${query.toString()}`;
}

/** The headers that make a message's unsubscribe one click (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(
  services: Services,
  tenantId: string,
  messageId: string,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(services, tenantId, messageId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * POST /api/unsubscribe: opts the message's address out of the clinic's e-mail. A bad signature,
 * an unknown message and a done one all answer the same (nothing to learn from it).
 */
export async function unsubscribe(
  services: Services,
  query: { t: string; m: string; sig: string },
): Promise<void> {
  if (!safeEqual(signature(services, query.t, query.m), query.sig)) return;
  await services.database.withTenant(query.t, async (tx) => {
    const message = await tx
      .selectFrom('messages')
      .select(['to_address'])
      .where('id', '=', query.m)
      .where('channel', '=', 'email')
      .executeTakeFirst();
    if (message === undefined) return;
    await tx
      .insertInto('message_opt_outs')
      .values({
        tenant_id: query.t,
        channel: 'email',
        address: message.to_address,
        source: 'unsubscribe_link',
      })
      .onConflict((onConflict) => onConflict.doNothing())
      .execute();
  });
}
