import { useEndpointQuery } from '@clinio/platform';
import type { PlatformAuditEntry } from '@clinio/contracts';
import { AuditList } from '../../common/audit-list/audit-list';
import { PlatformAuditFilterFields } from './platform-audit-filters';
import {
  NO_PLATFORM_FILTERS,
  PLATFORM_AUDIT,
  checkPlatformAuditFilters,
  type PlatformAuditFilters,
} from './platform-audit-query';
import { PlatformAuditTable } from './platform-audit-table';

/** The tenants for the filter: the first hundred by name. */
const TENANT_CHOICES = { query: { sort: 'name', order: 'asc', page: 1, page_size: 100 } } as const;

/**
 * /system-admin/audit: what system administrators did, and sign-ins outside any clinic. Its filters
 * live in the URL, so '?tenant_id=…' from a tenant's page opens the log already filtered.
 */
export function PlatformAuditPage() {
  const tenants = useEndpointQuery('listTenants', TENANT_CHOICES);

  return (
    <AuditList<PlatformAuditFilters, PlatformAuditEntry>
      title="Platform audit"
      lead="What system administrators did (with their reasons), patients' sign-ins and attempts with unknown accounts. Dates filter by UTC day; point at a time to see it in UTC."
      endpoint={PLATFORM_AUDIT}
      noFilters={NO_PLATFORM_FILTERS}
      checkFilters={checkPlatformAuditFilters}
      isUtcDays
      filtersLabel="Filter platform audit entries"
      renderFields={(fields) => <PlatformAuditFilterFields {...fields} tenants={tenants.data?.items ?? []} />}
      renderTable={(entries) => <PlatformAuditTable entries={entries} />}
      loadingLabel="Loading platform audit entries…"
      exportName="platform-audit"
      exportedMessage="Platform audit log exported"
    />
  );
}
