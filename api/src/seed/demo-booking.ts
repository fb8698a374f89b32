import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import type { ProvisionedTenant } from '../tenancy/provision';

/**
 * What online booking adds to the demo clinic (ADR 037): the booking page allowed inside the
 * clinic's (invented) website. Its hours, providers and types are the demo calendar's
 * (`demo-schedule.ts`), so the embed offers exactly the times the calendar shows free.
 */
export async function seedDemoBooking(tx: TenantTx, tenant: ProvisionedTenant): Promise<void> {
  await sql`
    insert into booking_settings (tenant_id, embed_enabled, embed_allowed_origins)
    values (${tenant.tenantId}, true, ${['https://www.demofamily.example']}::text[])
    on conflict (tenant_id) do update set embed_allowed_origins = excluded.embed_allowed_origins`.execute(tx);
}
