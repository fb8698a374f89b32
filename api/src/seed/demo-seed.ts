import type { Database } from '../db/database';

/** Fixed ids, so the demo clinic is the same on every machine and in the docs. */
export const DEMO_TENANT_ID = '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0a01';
export const DEMO_CLINIC_ID = '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0b01';

const DEMO_BRANCHES = [
  {
    id: '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0c01',
    name: 'Riverside — Main Street',
    timezone: 'America/New_York',
    address_line1: '120 Main Street',
    city: 'Hartford',
    region: 'CT',
    postal_code: '06103',
    country: 'US',
    phone: '+1 860 555 0142',
  },
  {
    id: '7d0c5c3e-2f52-4c53-9a4e-5b0d3c1f0c02',
    name: 'Riverside — West End',
    timezone: 'America/New_York',
    address_line1: '48 Farmington Avenue',
    city: 'Hartford',
    region: 'CT',
    postal_code: '06105',
    country: 'US',
    phone: '+1 860 555 0177',
  },
];

/**
 * The demo clinic the README's start command shows: created once, inside its own tenant's
 * transaction (so row-level security checks every row), and left alone afterwards.
 */
export async function seedDemoData(database: Database): Promise<{ created: boolean }> {
  return database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const existing = await tx
      .selectFrom('tenants')
      .select('id')
      .where('id', '=', DEMO_TENANT_ID)
      .executeTakeFirst();
    if (existing) return { created: false };
    await tx
      .insertInto('tenants')
      .values({ id: DEMO_TENANT_ID, slug: 'demo', name: 'Riverside Family Clinic' })
      .execute();
    await tx
      .insertInto('clinics')
      .values({
        tenant_id: DEMO_TENANT_ID,
        id: DEMO_CLINIC_ID,
        name: 'Riverside Family Clinic',
        code: 'RIVERSIDE-4821',
        timezone: 'America/New_York',
      })
      .execute();
    await tx
      .insertInto('branches')
      .values(
        DEMO_BRANCHES.map((branch) => ({ ...branch, tenant_id: DEMO_TENANT_ID, clinic_id: DEMO_CLINIC_ID })),
      )
      .execute();
    return { created: true };
  });
}
