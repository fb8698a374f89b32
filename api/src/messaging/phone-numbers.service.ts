import type { ENDPOINTS } from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { sql } from 'kysely';
import { AppError, assertFound, conflict } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import type { Services } from '../platform/services';
import { toE164 } from './phone';
import { NumberProviderError, type AvailableNumber } from './phone-number-provider';

type NumberInput = z.output<(typeof ENDPOINTS)['addPhoneNumber']['body']>;
type SearchInput = z.output<(typeof ENDPOINTS)['searchAvailablePhoneNumbers']['query']>;
type PurchaseInput = z.output<(typeof ENDPOINTS)['buyPhoneNumber']['body']>;

const COLUMNS = ['id', 'e164', 'branch_id', 'status', 'created_at'] as const;

/** A provider's failure, as the caller sees it: its refusal (409) or that it was out of reach (502). */
function providerError(error: unknown): unknown {
  if (!(error instanceof NumberProviderError)) return error;
  return error.refused ? conflict(error.reason) : new AppError(502, 'upstream_failed', error.reason);
}

const present = (row: {
  id: string;
  e164: string;
  branch_id: string | null;
  status: string;
  created_at: Date;
}) => ({
  ...row,
  status: row.status as 'active' | 'released',
  created_at: row.created_at.toISOString(),
});

/** The clinic's SMS numbers, active first. */
export async function listPhoneNumbers(ctx: StaffContext) {
  const rows = await ctx.tx
    .selectFrom('messaging_phone_numbers')
    .select(COLUMNS)
    .orderBy('status')
    .orderBy('created_at')
    .execute();
  return { items: rows.map(present) };
}

/** A branch of this clinic, or none; another clinic's branch reads as no such branch. */
async function checkBranch(ctx: StaffContext, branchId: string | null) {
  if (branchId === null) return;
  const branch = await ctx.tx
    .selectFrom('branches')
    .select('id')
    .where('id', '=', branchId)
    .executeTakeFirst();
  if (branch === undefined) throw validationError([{ field: 'branch_id', message: 'No such branch' }]);
}

/**
 * Adds a number the clinic holds at the provider (stored as E.164), optionally for one branch:
 * its texts reach this clinic and its branch's messages leave from it. A number another clinic
 * holds is refused with the same answer as one this clinic holds.
 */
export async function addPhoneNumber(ctx: StaffContext, input: NumberInput) {
  const e164 = toE164(input.number);
  if (e164 === null) throw validationError([{ field: 'number', message: 'Not a valid phone number' }]);
  await checkBranch(ctx, input.branch_id);
  const row = await ctx.tx
    .insertInto('messaging_phone_numbers')
    .values({ tenant_id: ctx.principal.tenantId, e164, branch_id: input.branch_id })
    .onConflict((onConflict) => onConflict.column('e164').where('status', '=', 'active').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (row === undefined) throw conflict('This number is already in use');
  return present(row);
}

/**
 * The provider's numbers for sale (SMS-capable, local), without those a clinic here already holds
 * (a number just released at the provider may still be listed).
 */
export async function searchAvailableNumbers(services: Services, ctx: StaffContext, query: SearchInput) {
  let found: AvailableNumber[];
  try {
    found = await services.sms.numbers.search({
      country: query.country,
      areaCode: query.area_code,
      contains: query.contains,
    });
  } catch (error) {
    throw providerError(error);
  }
  const held = await sql<{ e164: string }>`
    select e164 from unnest(${found.map((item) => item.e164)}::text[]) as e164
     where exists (select 1 from messaging_tenant_for_number(e164))`.execute(ctx.tx);
  const taken = new Set(held.rows.map((row) => row.e164));
  return { items: found.filter((item) => !taken.has(item.e164)) };
}

/**
 * Buys a number at the provider, its texts pointed at our inbound webhook, and adds it to the
 * clinic (optionally one branch's). If it cannot be added (a clinic here holds it), it is released
 * at the provider again, so nothing is paid for that no clinic uses.
 */
export async function buyPhoneNumber(services: Services, ctx: StaffContext, input: PurchaseInput) {
  await checkBranch(ctx, input.branch_id);
  const smsUrl = `${services.config.publicAppUrl}/api/webhooks/sms/inbound`;
  let providerSid: string;
  try {
    ({ providerSid } = await services.sms.numbers.buy(input.e164, smsUrl));
  } catch (error) {
    throw providerError(error);
  }
  // The purchase is paid for now, but recorded only when the request's transaction commits. A
  // check queued outside that transaction (it exists whatever the commit does) releases the
  // number later if no row took it, so a failed commit leaves no number billed to nobody.
  await services.jobs.enqueue(
    services.database.app,
    'phone_numbers.reconcile',
    { tenantId: ctx.principal.tenantId, providerSid },
    { startAfter: new Date(Date.now() + RECONCILE_AFTER_MS) },
  );
  const row = await ctx.tx
    .insertInto('messaging_phone_numbers')
    .values({
      tenant_id: ctx.principal.tenantId,
      e164: input.e164,
      branch_id: input.branch_id,
      provider_sid: providerSid,
    })
    .onConflict((onConflict) => onConflict.column('e164').where('status', '=', 'active').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (row === undefined) {
    await services.sms.numbers.release(providerSid).catch(() => undefined);
    throw conflict('This number is already in use');
  }
  return present(row);
}

/** Long after any request ends (their statements time out in seconds). */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;

/**
 * The `phone_numbers.reconcile` job: a number bought at the provider that no row of the clinic
 * records (the purchase's transaction rolled back) is released there. A recorded one, active or
 * released since, is left alone. The provider out of reach throws, and the queue retries.
 */
export async function runNumberReconcileJob(
  services: Services,
  data: { tenantId: string; providerSid: string },
): Promise<void> {
  const recorded = await services.database.withTenant(data.tenantId, (tx) =>
    tx
      .selectFrom('messaging_phone_numbers')
      .select('id')
      .where('provider_sid', '=', data.providerSid)
      .executeTakeFirst(),
  );
  if (recorded !== undefined) return;
  try {
    await services.sms.numbers.release(data.providerSid);
  } catch (error) {
    // Already gone at the provider: nothing left to release.
    if (error instanceof NumberProviderError && error.refused) return;
    throw error;
  }
}

/**
 * Releases a number: its texts no longer reach the clinic and nothing is sent from it. A number
 * bought here is released at the provider too (in the same transaction: if the provider cannot be
 * reached, the number stays the clinic's and the answer says so).
 */
export async function releasePhoneNumber(services: Services, ctx: StaffContext, id: string) {
  const before = await ctx.tx
    .selectFrom('messaging_phone_numbers')
    .select(['provider_sid', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  const row = await ctx.tx
    .updateTable('messaging_phone_numbers')
    .set({ status: 'released' })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  const found = assertFound(row, 'Phone number');
  if (before?.status === 'active' && before.provider_sid !== null) {
    try {
      await services.sms.numbers.release(before.provider_sid);
    } catch (error) {
      throw providerError(error);
    }
  }
  return present(found);
}

/** Moves an active number to another branch (or the whole clinic): its branch's texts leave from it. */
export async function assignPhoneNumber(ctx: StaffContext, id: string, branchId: string | null) {
  await checkBranch(ctx, branchId);
  const row = await ctx.tx
    .updateTable('messaging_phone_numbers')
    .set({ branch_id: branchId })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning(COLUMNS)
    .executeTakeFirst();
  return present(assertFound(row, 'Phone number'));
}
