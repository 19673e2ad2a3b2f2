import { describe, expect, it } from 'vitest';
import { waitingList } from './listQuery.ts';

describe('the waiting list in the URL', () => {
  it('reads every parameter of the contract and the time unit, and writes the same link back', () => {
    const search = '?search=KR-1&branch_id=3&timing=very_slow&unit=hours&page=2&per_page=100';
    const view = waitingList.read(search);
    expect(view.query).toEqual({
      search: 'KR-1',
      branch_id: 3,
      timing: 'very_slow',
      unit: 'hours',
      page: 2,
      per_page: 100,
    });
    expect(waitingList.write(view)).toBe(search);
  });

  it('drops a band or unit the contract does not know', () => {
    expect(waitingList.read('?timing=slow&unit=weeks').query).toEqual({});
  });

  it('never sends the unit: it is how times read, not which rows come', () => {
    const request = waitingList.requestOf(waitingList.read('?unit=days&timing=late'));
    expect(request).toEqual({ page: 1, per_page: 50, timing: 'late' });
    expect('unit' in request).toBe(false);
  });

  it('keeps the page when the unit changes, and starts again from page 1 when a filter does', () => {
    const view = waitingList.read('?page=3');
    expect(waitingList.withChanges(view, { unit: 'days' }).query).toEqual({ page: 3, unit: 'days' });
    expect(waitingList.withChanges(view, { timing: 'late' }).query).toEqual({ timing: 'late' });
  });

  it('leaves minutes, the default unit, out of the address', () => {
    expect(
      waitingList.write(waitingList.withChanges(waitingList.read('?unit=hours'), { unit: 'minutes' })),
    ).toBe('');
  });
});
