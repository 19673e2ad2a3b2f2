import { describe, expect, it } from 'vitest';
import { isPlausibleRange } from './usePeriod.ts';
import { isoDate } from './urlState.ts';

describe('isoDate (a day a list can be asked about)', () => {
  it('reads a whole day of this century', () => {
    for (const day of ['2026-11-19', '2000-01-01', '2028-02-29']) expect(isoDate(day)).toBe(day);
  });

  it('drops a year still being typed, a day that is not in the calendar, and anything else', () => {
    for (const raw of [
      '0002-11-19',
      '0020-11-19',
      '0202-11-19',
      '1999-12-31',
      '2026-02-30',
      '2026-13-01',
      '2026-11-19T00:00',
      'today',
      '',
    ])
      expect(isoDate(raw)).toBeUndefined();
  });
});

describe('isPlausibleRange (when the period filter asks the list)', () => {
  it('takes two whole days in order, one day included', () => {
    expect(isPlausibleRange({ start: '2026-11-16', end: '2026-11-17' })).toBe(true);
    expect(isPlausibleRange({ start: '2026-11-16', end: '2026-11-16' })).toBe(true);
  });

  it('waits while a year is typed, and refuses an end before the start', () => {
    expect(isPlausibleRange({ start: '2026-11-16', end: '0202-11-17' })).toBe(false);
    expect(isPlausibleRange({ start: '2026-11-16', end: '2026-11-01' })).toBe(false);
  });
});
