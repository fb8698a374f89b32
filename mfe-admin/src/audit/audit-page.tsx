import type { AuditPage as AuditPageData, StaffListResponse } from '@clinio/contracts';
import { Button, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { localDateStamp, saveBlob } from '../common/download';
import { EmptyState } from '../common/empty-state';
import { messageOfDownloadFailure, type FieldErrors } from '../common/errors';
import { LoadState } from '../common/load-state';
import { PageBody, PageHeader } from '../common/page-header';
import { Pager } from '../common/pager';
import { useApiData } from '../common/use-api-data';
import { AuditFiltersForm } from './audit-filters';
import {
  AUDIT_PAGE_SIZE,
  NO_FILTERS,
  auditExportUrl,
  auditListUrl,
  checkAuditFilters,
  hasFilters,
  type AuditFilters,
} from './audit-query';
import { AuditTable } from './audit-table';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /dashboard/audit: the searchable, filterable, exportable audit log (quality bar 13). */
export function AuditPage() {
  const { api } = useRemote();
  const access = useAccess();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const entries = useApiData<AuditPageData>(auditListUrl(applied, page));
  // The user filter lists colleagues; without the staff list it is left out.
  const staff = useApiData<StaffListResponse>(
    access.can('staff_read') ? '/api/staff?page=1&page_size=100' : null,
  );

  function apply() {
    const problems = checkAuditFilters(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setApplied(draft);
    setPage(1);
  }

  function clear() {
    setDraft(NO_FILTERS);
    setErrors({});
    setApplied(NO_FILTERS);
    setPage(1);
  }

  async function exportCsv() {
    setIsExporting(true);
    try {
      const file = await api.get<Blob | string>(auditExportUrl(applied), { responseType: 'blob' });
      saveBlob(file, `audit-log-${localDateStamp()}.csv`);
      toast.success('Audit log exported');
    } catch (error) {
      toast.error(await messageOfDownloadFailure(error), 'Export failed');
    } finally {
      setIsExporting(false);
    }
  }

  const data = entries.data;
  return (
    <PageBody>
      <PageHeader
        title="Audit log"
        lead={`Who did what, when and from where. Times are in your time zone (${TIME_ZONE}); point at a time to see it in UTC.`}
        actions={
          <Button
            variant="outline"
            loading={isExporting}
            loadingText="Exporting..."
            onClick={() => void exportCsv()}
          >
            <Download size={16} aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      <AuditFiltersForm
        draft={draft}
        errors={errors}
        users={staff.data?.items ?? null}
        onChange={setDraft}
        onApply={apply}
        onClear={clear}
      />
      <LoadState
        isLoading={entries.isLoading}
        error={entries.error}
        hasData={data !== null}
        label="Loading audit entries…"
        onRetry={entries.reload}
      >
        {data && data.items.length === 0 ? (
          <EmptyState
            title="No audit entries"
            message={
              hasFilters(applied) ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.'
            }
          />
        ) : null}
        {data && data.items.length > 0 ? (
          <>
            <AuditTable entries={data.items} />
            <Pager
              page={data.page}
              pageSize={data.page_size || AUDIT_PAGE_SIZE}
              total={data.total}
              noun={data.total === 1 ? 'entry' : 'entries'}
              onPage={setPage}
            />
          </>
        ) : null}
      </LoadState>
    </PageBody>
  );
}
