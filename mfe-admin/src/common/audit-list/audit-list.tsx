import { Button, EmptyState, Pager, QueryState, toast, useT } from '@clinio/design-system';
import {
  downloadFromServer,
  localDateStamp,
  messageOfError,
  useListParams,
  useRemote,
} from '@clinio/platform';
import { Download } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { catalog } from '../catalog';
import { type FieldErrors } from '../errors';
import { PageBody, PageHeader } from '../page-header';
import { AuditFiltersForm, type FilterBinding } from './audit-filters-form';
import {
  auditListDefinition,
  buildExportUrl,
  hasAnyFilter,
  type AuditEndpoint,
  type AuditFilterValues,
} from './audit-list-query';

export interface AuditFieldsProps<F> {
  draft: F;
  /** Binds an input to one filter of the draft. */
  field: (key: keyof F & string) => FilterBinding;
}

export interface AuditListProps<F extends AuditFilterValues<F>, E> {
  title: string;
  lead: string;
  endpoint: AuditEndpoint<F, E>;
  /** Every filter unset: what Clear goes back to (the applied filters and page live in the URL). */
  noFilters: F;
  /** Field errors that keep the filters from being applied; none lets them through. */
  checkFilters: (filters: F) => FieldErrors;
  /** Whether the days are UTC days (the labels say so). */
  isUtcDays: boolean;
  /** The filter form's search landmark. */
  filtersLabel: string;
  /** The log's own filter fields (outcome and dates are common to every log). */
  renderFields: (props: AuditFieldsProps<F>) => ReactNode;
  renderTable: (entries: E[]) => ReactNode;
  loadingLabel: string;
  /** The saved file is `${exportName}-YYYY-MM-DD.csv`. */
  exportName: string;
  exportedMessage: string;
}

/** An audit log page: filters, the entries a page at a time, and a CSV export of the filtered log. */
export function AuditList<F extends AuditFilterValues<F>, E>({
  title,
  lead,
  endpoint,
  noFilters,
  checkFilters,
  isUtcDays,
  filtersLabel,
  renderFields,
  renderTable,
  loadingLabel,
  exportName,
  exportedMessage,
}: AuditListProps<F, E>) {
  const { api } = useRemote();
  const t = useT(catalog);
  const definition = useMemo(() => auditListDefinition(endpoint), [endpoint]);
  const list = useListParams(definition);
  const applied = useMemo(() => ({ ...noFilters, ...list.query.filters }), [noFilters, list.query.filters]);
  const [draft, setDraft] = useState<F>(applied);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isExporting, setIsExporting] = useState(false);
  const entries = endpoint.useEntries(applied, list.query.page);

  // The URL changed elsewhere (Back, a link): the form shows what is applied.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }

  function apply() {
    const problems = checkFilters(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    list.setFilters(draft);
  }

  function clear() {
    setErrors({});
    list.setFilters(noFilters);
  }

  async function exportCsv() {
    setIsExporting(true);
    try {
      await downloadFromServer(api, {
        url: buildExportUrl(endpoint, applied),
        fileName: `${exportName}-${localDateStamp()}.csv`,
      });
      toast.success(exportedMessage);
    } catch (error) {
      toast.error(messageOfError(error), t('audit.exportFailed'));
    } finally {
      setIsExporting(false);
    }
  }

  const field = (key: keyof F & string): FilterBinding => ({
    value: draft[key],
    error: errors[key],
    onChange: (value) => setDraft({ ...draft, [key]: value }),
  });
  const data = entries.data;
  return (
    <PageBody>
      <PageHeader
        title={title}
        lead={lead}
        actions={
          <Button
            variant="outline"
            loading={isExporting}
            loadingText={t('audit.exporting')}
            onClick={() => void exportCsv()}
          >
            <Download size={16} aria-hidden="true" />
            {t('audit.export')}
          </Button>
        }
      />
      <AuditFiltersForm
        label={filtersLabel}
        isUtcDays={isUtcDays}
        field={field}
        onApply={apply}
        onClear={clear}
      >
        {renderFields({ draft, field })}
      </AuditFiltersForm>
      <QueryState query={entries} hasData={data !== null} label={loadingLabel}>
        {data && data.items.length === 0 ? (
          <EmptyState
            title={t('audit.empty')}
            message={hasAnyFilter(endpoint, applied) ? t('audit.noMatch') : t('audit.nothingYet')}
          />
        ) : null}
        {data && data.items.length > 0 ? (
          <>
            {renderTable(data.items)}
            <Pager
              page={data.page}
              pageSize={data.page_size || endpoint.pageSize}
              total={data.total}
              noun={data.total === 1 ? t('audit.nounOne') : t('audit.nounOther')}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
