import { useEndpointQuery } from '@clinio/platform';
import { Button, EmptyState, Pager, QueryState, useT } from '@clinio/design-system';
import { PageBody, PageHeader } from '../../common/page-header';
import { catalog } from '../catalog';
import { TenantsFilters } from './tenants-filters';
import { TENANTS_PAGE_SIZE, tenantsListQuery, useTenantsQuery } from './tenants-query';
import { TenantsTable } from './tenants-table';

/** /system-admin/tenants: every clinic account on the platform. */
export function TenantsPage() {
  const t = useT(catalog);
  const filters = useTenantsQuery();
  const tenants = useEndpointQuery('listTenants', { query: tenantsListQuery(filters.query) });
  const page = tenants.data;

  return (
    <PageBody>
      <PageHeader title={t('tenants.title')} lead={t('tenants.lead')} />
      <TenantsFilters
        search={filters.searchInput}
        query={filters.query}
        onSearch={filters.setSearchInput}
        onFilter={filters.setFilter}
      />
      <QueryState query={tenants} hasData={page !== null} label={t('tenants.loading')}>
        {page && page.items.length === 0 ? (
          <EmptyState
            title={filters.isFiltered ? t('tenants.empty.filtered') : t('tenants.empty.none')}
            message={filters.isFiltered ? t('tenants.empty.filteredMessage') : t('tenants.empty.noneMessage')}
            action={
              filters.isFiltered ? (
                <Button variant="outline" onClick={filters.clear}>
                  {t('tenants.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {page && page.items.length > 0 ? (
          <>
            <TenantsTable
              tenants={page.items}
              sort={filters.query.sort}
              order={filters.query.order}
              onSort={filters.sortBy}
            />
            <Pager
              page={page.page}
              pageSize={page.page_size || TENANTS_PAGE_SIZE}
              total={page.total}
              noun={t('tenants.noun', { count: page.total })}
              onPage={filters.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
