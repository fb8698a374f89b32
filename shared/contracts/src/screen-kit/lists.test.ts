import {
  hasListFilter,
  listPageUrl,
  pageCount,
  pageOfItems,
  readListQuery,
  writeListSearch,
  type ListDefinition,
} from './lists';

const STAFF: ListDefinition<'search' | 'status'> = {
  filters: ['search', 'status'],
  pageSize: 25,
  choices: { status: ['invited', 'active', 'deactivated'] },
};

describe('list queries in the URL', () => {
  it('reads the filters and page a shared link carries', () => {
    expect(readListQuery(STAFF, '?status=active&search=%20dana%20&page=3&other=1')).toEqual({
      filters: { search: 'dana', status: 'active' },
      page: 3,
    });
  });

  it('treats a forged page or an unknown choice as not set', () => {
    expect(readListQuery(STAFF, '?status=owner&page=-2')).toEqual({
      filters: { search: '', status: '' },
      page: 1,
    });
    expect(readListQuery(STAFF, '?page=abc').page).toBe(1);
  });

  it('writes back only what is set, so the first unfiltered page has a clean URL', () => {
    expect(writeListSearch(STAFF, { filters: { search: '', status: '' }, page: 1 })).toBe('');
    expect(writeListSearch(STAFF, { filters: { search: 'lee', status: 'invited' }, page: 2 })).toBe(
      '?search=lee&status=invited&page=2',
    );
  });

  it('asks the API for one page with its size', () => {
    expect(listPageUrl('/api/staff', STAFF, { filters: { search: '', status: 'active' }, page: 2 })).toBe(
      '/api/staff?status=active&page=2&page_size=25',
    );
    expect(hasListFilter(STAFF, { search: ' ', status: '' })).toBe(false);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});

describe('a page of a whole list', () => {
  const items = Array.from({ length: 53 }, (_, index) => index + 1);

  it('cuts the page asked for', () => {
    expect(pageOfItems(items, 2, 25)).toEqual({ page: 2, total: 53, items: items.slice(25, 50) });
    expect(pageOfItems(items, 3, 25).items).toEqual([51, 52, 53]);
  });

  it('shows the last page for a page past the end, and page 1 of nothing', () => {
    expect(pageOfItems(items, 9, 25)).toMatchObject({ page: 3, items: [51, 52, 53] });
    expect(pageOfItems([], 4, 25)).toEqual({ page: 1, total: 0, items: [] });
    expect(pageOfItems(items, 0, 25).page).toBe(1);
  });
});
