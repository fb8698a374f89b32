import { createHash } from 'node:crypto';
import type { TenantTx } from '../db/database';
import { AppError, badRequest } from '../errors/app-error';

/**
 * The Idempotency-Key of a POST that moves money (quality bar 18, ADR 048), in the request's own
 * transaction: the first request with a key inserts its row and holds it until it commits; a
 * concurrent one with the same key waits on that row, then reads the stored answer. A failed
 * request rolls its row back, so its key may be sent again. The same key with another body is a
 * 422. Keys are per caller and per operation.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;

/** A body's fingerprint: keys sorted at every level, so the order of fields does not matter. */
export function fingerprint(value: unknown): string {
  const canonical = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(canonical);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, canonical((item as Record<string, unknown>)[key])]),
      );
    return item;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value) ?? null))
    .digest('hex');
}

/** The header's value, or undefined when absent; a malformed key is a 400. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value))
    throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters');
  return value;
}

export async function idempotent<T>(
  tx: TenantTx,
  request: { tenantId: string; scope: string; key: string | undefined; body: unknown },
  work: () => Promise<T>,
): Promise<T> {
  const { tenantId, scope, key } = request;
  if (key === undefined) return work();
  const hash = fingerprint(request.body);
  const taken = await tx
    .insertInto('idempotency_keys')
    .values({ tenant_id: tenantId, scope, key, request_hash: hash })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (taken === undefined) {
    const row = await tx
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.request_hash !== hash)
      throw new AppError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request body',
      );
    return row.response as T;
  }
  const answer = await work();
  await tx
    .updateTable('idempotency_keys')
    .set({ status_code: 200, response: JSON.stringify(answer) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
  return answer;
}
