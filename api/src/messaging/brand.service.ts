import type { ENDPOINTS } from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';

type BrandInput = z.output<(typeof ENDPOINTS)['createBrandRegistration']['body']>;

const COLUMNS = [
  'id',
  'legal_name',
  'ein',
  'address',
  'contact_email',
  'vertical',
  'status',
  'rejection_reason',
  'created_at',
] as const;

const present = <R extends { created_at: Date; status: string }>(row: R) => ({
  ...row,
  status: row.status as 'pending' | 'approved' | 'rejected',
  created_at: row.created_at.toISOString(),
});

/** The clinic's US A2P 10DLC brand registrations, newest first, with their status. */
export async function listBrandRegistrations(ctx: StaffContext) {
  const rows = await ctx.tx
    .selectFrom('brand_registrations')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .execute();
  return { items: rows.map(present) };
}

/**
 * Records the clinic's brand (pending). Submitting it to the provider's registration API and
 * following its status are not done yet (ADR 049): an approval is recorded by the provider's
 * answer, which today only a system administrator's database change stands in for.
 */
export async function createBrandRegistration(ctx: StaffContext, input: BrandInput) {
  const row = await ctx.tx
    .insertInto('brand_registrations')
    .values({ tenant_id: ctx.principal.tenantId, ...input, ein: input.ein.replace(/^(\d{2})-?/, '$1-') })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return present(row);
}
