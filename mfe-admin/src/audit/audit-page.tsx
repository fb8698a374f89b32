import { useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import type { AuditEntry } from '@clinio/contracts';
import { useAccess } from '../common/access';
import { AuditList } from '../common/audit-list/audit-list';
import { AuditFilterFields } from './audit-filters';
import { CLINIC_AUDIT, NO_FILTERS, checkAuditFilters, type AuditFilters } from './audit-query';
import { AuditTable } from './audit-table';
import { catalog } from './catalog';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The user filter offers the first hundred colleagues (the most `listStaff` answers at once). */
const USER_CHOICES = 100;

/** /dashboard/audit: the searchable, filterable, exportable audit log (quality bar 13). */
export function AuditPage() {
  const t = useT(catalog);
  const access = useAccess();
  // The user filter lists colleagues; without the staff list it is left out.
  const staff = useEndpointQuery(
    'listStaff',
    access.can('staff_read') ? { query: { page: 1, page_size: USER_CHOICES } } : null,
  );

  return (
    <AuditList<AuditFilters, AuditEntry>
      title={t('audit.title')}
      lead={t('audit.lead', { timeZone: TIME_ZONE })}
      endpoint={CLINIC_AUDIT}
      noFilters={NO_FILTERS}
      checkFilters={checkAuditFilters}
      isUtcDays={false}
      filtersLabel={t('audit.filtersLabel')}
      renderFields={(fields) => <AuditFilterFields {...fields} users={staff.data?.items ?? null} />}
      renderTable={(entries) => <AuditTable entries={entries} />}
      loadingLabel={t('audit.loading')}
      exportName="audit-log"
      exportedMessage={t('audit.exported')}
    />
  );
}
