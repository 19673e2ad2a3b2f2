import { describe, expect, it } from 'vitest';
import { applicationsList } from './listQuery.ts';

const { read: readListView, write: writeListView, requestOf, withChanges, withoutFilters } = applicationsList;

describe('the list view in the URL', () => {
  it('reads every parameter of the contract and writes the same link back', () => {
    const search =
      '?search=Toshkent&status=collect&step=packing&timing=late&date_from=2026-11-01&date_to=2026-11-22' +
      '&branch_id=3&sale_branch_id=4&driver_id=7&online_user_id=9&frozen=false&printed=true&sort=-delivery_deadline' +
      '&page=3&per_page=100&hide=comment%2Cinn';
    const view = readListView(search);
    expect(view.query).toEqual({
      search: 'Toshkent',
      status: 'collect',
      step: 'packing',
      timing: 'late',
      date_from: '2026-11-01',
      date_to: '2026-11-22',
      branch_id: 3,
      sale_branch_id: 4,
      driver_id: 7,
      online_user_id: 9,
      frozen: false,
      printed: true,
      sort: '-delivery_deadline',
      page: 3,
      per_page: 100,
    });
    expect(view.hiddenColumns).toEqual(['comment', 'inn']);
    expect(readListView(writeListView(view))).toEqual(view);
  });

  it.each([
    ['status=nonsense', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=1e3', {}],
    ['per_page=100000', {}],
    ['date_from=2026-13-45', {}],
    ['date_from=yesterday', {}],
    ['frozen=yes', {}],
    ['sort=drop table', {}],
    ['search=%20%20', {}],
    ['branch_id=abc', {}],
  ])('drops a malformed %s', (search, query) => {
    expect(readListView(search).query).toEqual(query);
  });

  it('keeps links short: defaults are not written, and the server still gets them', () => {
    const view = readListView('?page=1&per_page=50&sort=-created_at');
    expect(writeListView(view)).toBe('');
    expect(requestOf(view)).toEqual({ page: 1, per_page: 50, sort: '-created_at' });
  });

  it('starts from page 1 when the filters change, not when the page does', () => {
    const view = readListView('?status=new&page=4');
    expect(withChanges(view, { timing: 'late' }).query).toEqual({ status: 'new', timing: 'late' });
    expect(withChanges(view, { page: 5 }).query).toEqual({ status: 'new', page: 5 });
    expect(withChanges(view, { status: undefined }).query).toEqual({});
  });

  it('clears the filters and keeps search, sort and page size', () => {
    const view = readListView('?search=Nukus&status=new&branch_id=2&sort=id&per_page=20&page=3');
    expect(withoutFilters(view).query).toEqual({ search: 'Nukus', sort: 'id', per_page: 20 });
  });

  it('hides the default columns until the link says otherwise', () => {
    expect(readListView('').hiddenColumns).toEqual(applicationsList.defaultHidden);
    expect(writeListView(readListView(''))).toBe('');
    const allShown = readListView('?hide=');
    expect(allShown.hiddenColumns).toEqual([]);
    expect(writeListView(allShown)).toBe('?hide=');
  });
});
