import { useEndpointQuery } from '@clinio/platform';
import { Button, EmptyState, Pager, QueryState } from '@clinio/design-system';
import { PageBody, PageHeader } from '../../common/page-header';
import { TenantsFilters } from './tenants-filters';
import { TENANTS_PAGE_SIZE, tenantsListQuery, useTenantsQuery } from './tenants-query';
import { TenantsTable } from './tenants-table';

/** /system-admin/tenants: every clinic account on the platform. */
export function TenantsPage() {
  const filters = useTenantsQuery();
  const tenants = useEndpointQuery('listTenants', { query: tenantsListQuery(filters.query) });
  const page = tenants.data;

  return (
    <PageBody>
      <PageHeader
        title="Tenants"
        lead="Every clinic account on the platform: its plan, subscription, size and activity. Open one to suspend it or change its subscription."
      />
      <TenantsFilters
        search={filters.searchInput}
        query={filters.query}
        onSearch={filters.setSearchInput}
        onFilter={filters.setFilter}
      />
      <QueryState query={tenants} hasData={page !== null} label="Loading tenants…">
        {page && page.items.length === 0 ? (
          <EmptyState
            title={filters.isFiltered ? 'No tenants match these filters' : 'No tenants yet'}
            message={
              filters.isFiltered
                ? 'Try another name, status or plan.'
                : 'Clinics appear here once they register.'
            }
            action={
              filters.isFiltered ? (
                <Button variant="outline" onClick={filters.clear}>
                  Clear filters
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
              noun={page.total === 1 ? 'tenant' : 'tenants'}
              onPage={filters.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
