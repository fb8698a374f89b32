/**
 * What a tenant table's row-level security must say, in one place (ADR 025). The catalog test in
 * `tenancy.test.ts` compares every tenant table's policies with this, character for character
 * as PostgreSQL prints them, and the behavioural test writes and probes a row of each table.
 */

/** The one policy a tenant table has: for every command and role, USING and WITH CHECK alike. */
export const TENANT_POLICY_NAME = 'tenant_isolation';

/** The predicate as PostgreSQL deparses `<column> = app_current_tenant()`. */
export function tenantPredicate(column: string): string {
  return `(${column} = app_current_tenant())`;
}

/** The column that holds a table's tenant, when it is not `tenant_id`. Each entry says why. */
export const TENANT_COLUMN_VARIANTS: Readonly<Record<string, { column: string; reason: string }>> = {
  tenants: { column: 'id', reason: 'the tenant row itself: its id is the tenant' },
};

export function tenantColumnOf(table: string): string {
  return TENANT_COLUMN_VARIANTS[table]?.column ?? 'tenant_id';
}

/**
 * Tenant tables whose rows the behavioural test cannot generate from the catalog (a check it
 * cannot satisfy, a type it cannot build). Each entry says why; the catalog test still checks
 * their policy text. Empty today: keep it that way where you can.
 */
export const UNGENERATED_TENANT_TABLES: Readonly<Record<string, string>> = {
  ledger_entries:
    'its insert trigger (0022) takes money only on an issued invoice with a balance, which the generator cannot build; api/src/billing/ledger.test.ts probes it across tenants',
};
