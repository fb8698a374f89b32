import type { TenantTx } from '../db/database';
import type { ProvisionedTenant } from '../tenancy/provision';

const DAY = 24 * 3600_000;

/**
 * The demo clinic's waitlist (issue 11): a patient with an e-mail address waits for a
 * consultation with any provider over the next two weeks, so the waitlist page has a real entry
 * and a cancellation in the calendar shows the offer being made.
 */
export async function seedDemoWaitlist(
  tx: TenantTx,
  tenant: ProvisionedTenant,
  options: { now: Date },
): Promise<void> {
  const branchId = tenant.branchIds[0];
  if (branchId === undefined) return;
  const patient = await tx
    .selectFrom('patients')
    .select('id')
    .where('email', '<>', '')
    .where('archived_at', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
  if (patient === undefined) return;
  const start = new Date(options.now.getTime() + DAY);
  start.setUTCHours(12, 0, 0, 0);
  await tx
    .insertInto('waitlist_entries')
    .values({
      tenant_id: tenant.tenantId,
      patient_id: patient.id,
      branch_id: branchId,
      appointment_type: 'consultation',
      provider_id: null,
      window_start: start,
      window_end: new Date(start.getTime() + 14 * DAY),
      notes: 'Would like an earlier consultation; mornings or lunchtime.',
      created_at: new Date(options.now.getTime() - 2 * DAY),
    })
    .execute();
}
