import type { ENDPOINTS } from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { assertFound, conflict } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import { toE164 } from './phone';

type NumberInput = z.output<(typeof ENDPOINTS)['addPhoneNumber']['body']>;

const COLUMNS = ['id', 'e164', 'branch_id', 'status', 'created_at'] as const;

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

/** Releases a number: its texts no longer reach the clinic and nothing is sent from it. */
export async function releasePhoneNumber(ctx: StaffContext, id: string) {
  const row = await ctx.tx
    .updateTable('messaging_phone_numbers')
    .set({ status: 'released' })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return present(assertFound(row, 'Phone number'));
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
