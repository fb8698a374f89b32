import type { PlatformAuditPage as PlatformAuditData, PlatformTenantPage } from '@clinio/contracts';
import { Button, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localDateStamp, saveBlob } from '../../common/download';
import { EmptyState } from '../../common/empty-state';
import { messageOfDownloadFailure, type FieldErrors } from '../../common/errors';
import { LoadState } from '../../common/load-state';
import { PageBody, PageHeader } from '../../common/page-header';
import { Pager } from '../../common/pager';
import { useApiData } from '../../common/use-api-data';
import { PlatformAuditFiltersForm } from './platform-audit-filters';
import { PlatformAuditTable } from './platform-audit-table';
import {
  NO_PLATFORM_FILTERS,
  PLATFORM_AUDIT_LIST_SIZE,
  checkPlatformAuditFilters,
  hasPlatformFilters,
  platformAuditExportUrl,
  platformAuditListUrl,
  type PlatformAuditFilters,
} from './platform-audit-query';

/** The tenants for the filter: the first hundred by name. */
const TENANT_CHOICES_URL = '/api/system-admin/tenants?sort=name&order=asc&page=1&page_size=100';

/** /system-admin/audit: what system administrators did, and sign-ins outside any clinic. */
export function PlatformAuditPage() {
  const { api } = useRemote();
  const [searchParams] = useSearchParams();
  // '?tenant_id=…' from a tenant's page opens the log already filtered.
  const [initial] = useState<PlatformAuditFilters>(() => ({
    ...NO_PLATFORM_FILTERS,
    tenant_id: searchParams.get('tenant_id') ?? '',
  }));
  const [draft, setDraft] = useState<PlatformAuditFilters>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [applied, setApplied] = useState<PlatformAuditFilters>(initial);
  const [page, setPage] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const entries = useApiData<PlatformAuditData>(platformAuditListUrl(applied, page));
  const tenants = useApiData<PlatformTenantPage>(TENANT_CHOICES_URL);

  function apply() {
    const problems = checkPlatformAuditFilters(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setApplied(draft);
    setPage(1);
  }

  function clear() {
    setDraft(NO_PLATFORM_FILTERS);
    setErrors({});
    setApplied(NO_PLATFORM_FILTERS);
    setPage(1);
  }

  async function exportCsv() {
    setIsExporting(true);
    try {
      const file = await api.get<Blob | string>(platformAuditExportUrl(applied), { responseType: 'blob' });
      saveBlob(file, `platform-audit-${localDateStamp()}.csv`);
      toast.success('Platform audit log exported');
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
        title="Platform audit"
        lead="What system administrators did (with their reasons), patients' sign-ins and attempts with unknown accounts. Dates filter by UTC day; point at a time to see it in UTC."
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
      <PlatformAuditFiltersForm
        draft={draft}
        errors={errors}
        tenants={tenants.data?.items ?? []}
        onChange={setDraft}
        onApply={apply}
        onClear={clear}
      />
      <LoadState
        isLoading={entries.isLoading}
        error={entries.error}
        hasData={data !== null}
        label="Loading platform audit entries…"
        onRetry={entries.reload}
      >
        {data && data.items.length === 0 ? (
          <EmptyState
            title="No audit entries"
            message={
              hasPlatformFilters(applied)
                ? 'Nothing matches these filters.'
                : 'Nothing has been recorded yet.'
            }
          />
        ) : null}
        {data && data.items.length > 0 ? (
          <>
            <PlatformAuditTable entries={data.items} />
            <Pager
              page={data.page}
              pageSize={data.page_size || PLATFORM_AUDIT_LIST_SIZE}
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
