import {
  buildExportUrl,
  hasAnyFilter,
  listPageQuery,
  type AuditLogShape,
  type AuditOutcome,
} from './audit-list-query';

interface Filters {
  tenant_id: string;
  /** Held by the form but not sent: not one of the endpoint's filter keys. */
  note: string;
  outcome: AuditOutcome | '';
  from: string;
  to: string;
}

const NONE: Filters = { tenant_id: '', note: '', outcome: '', from: '', to: '' };
const LOG: AuditLogShape<Filters> = {
  path: '/api/some/audit',
  pageSize: 20,
  filterKeys: ['from', 'tenant_id', 'outcome', 'to'],
};

it("sends the set filters trimmed, in the endpoint's order, with its page size", () => {
  const filters: Filters = { ...NONE, outcome: 'denied', tenant_id: ' t1 ', from: '2026-11-01', note: 'x' };
  const query = listPageQuery(LOG, filters, 2);
  expect(query).toStrictEqual({
    from: '2026-11-01',
    tenant_id: 't1',
    outcome: 'denied',
    page: 2,
    page_size: 20,
  });
  expect(Object.keys(query)).toEqual(['from', 'tenant_id', 'outcome', 'page', 'page_size']);
  expect(listPageQuery(LOG, NONE, 1)).toStrictEqual({ page: 1, page_size: 20 });
});

it('exports from the path beside the list, with the filters and no paging', () => {
  expect(buildExportUrl(LOG, NONE)).toBe('/api/some/audit/export');
  expect(buildExportUrl(LOG, { ...NONE, to: '2026-11-22' })).toBe('/api/some/audit/export?to=2026-11-22');
});

it('counts as filtered only the keys the endpoint sends, and not blanks', () => {
  expect(hasAnyFilter(LOG, { ...NONE, tenant_id: '   ', note: 'x' })).toBe(false);
  expect(hasAnyFilter(LOG, { ...NONE, outcome: 'failure' })).toBe(true);
});
