import type { Database, Db, TenantTx } from '../db/database';

/**
 * The two handles job code may use, named so a review can grep them: a job that works for one
 * tenant runs in that tenant's transaction under row-level security (`runJobForTenant`), exactly
 * like a request; only a system job that must look across tenants (e.g. finding the trials that
 * ended) uses `systemJobHandle`, and then writes through `runJobForTenant` per tenant.
 */
export function runJobForTenant<T>(
  database: Database,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  return database.withTenant(tenantId, work);
}

/** The unscoped handle (BYPASSRLS) for system jobs. */
export function systemJobHandle(database: Database): Db {
  return database.unscoped();
}
