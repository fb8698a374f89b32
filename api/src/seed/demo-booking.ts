import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import type { ProvisionedTenant } from '../tenancy/provision';

/**
 * What online booking needs in the demo clinic (ADR 037), written so that it may meet the demo
 * calendar's own rows (another module seeds a week of appointments): the Main Street branch open
 * 08:00-18:00 on weekdays, the demo provider working 09:00-17:00 there and offering every type,
 * and the booking page allowed inside the clinic's (invented) website and a local test page.
 */
export async function seedDemoBooking(tx: TenantTx, tenant: ProvisionedTenant): Promise<void> {
  const { tenantId } = tenant;
  const branchId = tenant.branchIds[0];
  if (!branchId) return;
  await sql`
    insert into booking_settings (tenant_id, embed_enabled, embed_allowed_origins)
    values (${tenantId}, true, ${['https://www.demofamily.example']}::text[])
    on conflict (tenant_id) do update set embed_allowed_origins = excluded.embed_allowed_origins`.execute(tx);
  await sql`
    insert into branch_hours (tenant_id, branch_id, weekday, opens, closes)
    select ${tenantId}, ${branchId}, d, '08:00', '18:00' from generate_series(1, 5) d
    on conflict do nothing`.execute(tx);
  await sql`
    insert into provider_hours (tenant_id, provider_id, branch_id, weekday, starts, ends)
    select u.tenant_id, u.id, ${branchId}, d, '09:00', '17:00'
      from staff_users u cross join generate_series(1, 5) d
     where u.tenant_id = ${tenantId} and u.username = 'provider'
    on conflict do nothing`.execute(tx);
  await sql`
    insert into provider_appointment_types (tenant_id, provider_id, appointment_type_id)
    select u.tenant_id, u.id, t.id
      from staff_users u join appointment_types t on t.tenant_id = u.tenant_id
     where u.tenant_id = ${tenantId} and u.username = 'provider'
    on conflict do nothing`.execute(tx);
}
