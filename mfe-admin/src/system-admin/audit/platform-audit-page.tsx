import { useEndpointQuery } from '@clinio/platform';
import type { PlatformAuditEntry } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { AuditList } from '../../common/audit-list/audit-list';
import { catalog } from '../catalog';
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
  const t = useT(catalog);
  const tenants = useEndpointQuery('listTenants', TENANT_CHOICES);

  return (
    <AuditList<PlatformAuditFilters, PlatformAuditEntry>
      title={t('audit.title')}
      lead={t('audit.lead')}
      endpoint={PLATFORM_AUDIT}
      noFilters={NO_PLATFORM_FILTERS}
      checkFilters={(filters) => checkPlatformAuditFilters(filters, t)}
      isUtcDays
      filtersLabel={t('audit.filtersLabel')}
      renderFields={(fields) => <PlatformAuditFilterFields {...fields} tenants={tenants.data?.items ?? []} />}
      renderTable={(entries) => <PlatformAuditTable entries={entries} />}
      loadingLabel={t('audit.loading')}
      exportName="platform-audit"
      exportedMessage={t('audit.exported')}
    />
  );
}
