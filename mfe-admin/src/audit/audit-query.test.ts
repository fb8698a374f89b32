import { NO_FILTERS, auditExportUrl, auditListQuery, checkAuditFilters } from './audit-query';

it('builds the list query from the filters that are set, plus paging', () => {
  expect(auditListQuery(NO_FILTERS, 1)).toStrictEqual({ page: 1, page_size: 50 });
  expect(
    auditListQuery(
      { ...NO_FILTERS, action: ' patient.read ', outcome: 'denied', from: '2026-11-01', to: '2026-11-22' },
      3,
    ),
  ).toStrictEqual({
    action: 'patient.read',
    outcome: 'denied',
    from: '2026-11-01',
    to: '2026-11-22',
    page: 3,
    page_size: 50,
  });
});

it('sends the free-text search first, trimmed, and refuses one over 100 characters', () => {
  const query = auditListQuery({ ...NO_FILTERS, q: '  203.0.113 ', outcome: 'denied' }, 1);
  expect(query).toStrictEqual({ q: '203.0.113', outcome: 'denied', page: 1, page_size: 50 });
  expect(Object.keys(query)).toEqual(['q', 'outcome', 'page', 'page_size']);
  expect(auditExportUrl({ ...NO_FILTERS, q: 'Marcus Hale' })).toBe('/api/audit/export?q=Marcus+Hale');
  expect(checkAuditFilters({ ...NO_FILTERS, q: 'x'.repeat(101) })).toEqual({
    q: 'Search for at most 100 characters',
  });
});

it('exports with the same filters and no paging', () => {
  expect(auditExportUrl(NO_FILTERS)).toBe('/api/audit/export');
  expect(auditExportUrl({ ...NO_FILTERS, resource_type: 'patient', outcome: 'failure' })).toBe(
    '/api/audit/export?resource_type=patient&outcome=failure',
  );
});

it('refuses a range that ends before it starts, and dates in another format', () => {
  expect(checkAuditFilters({ ...NO_FILTERS, from: '2026-11-22', to: '2026-11-01' })).toEqual({
    to: 'The end date is before the start date',
  });
  expect(checkAuditFilters({ ...NO_FILTERS, from: '22/11/2026' })).toEqual({
    from: 'Use the format YYYY-MM-DD',
  });
  expect(checkAuditFilters({ ...NO_FILTERS, from: '2026-11-01', to: '2026-11-01' })).toEqual({});
});
