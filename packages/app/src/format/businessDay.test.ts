import { describe, expect, it } from 'vitest';
import { tashkentToday } from './businessDay.ts';
import { formatDay } from './format.ts';

describe('business days', () => {
  it('is the day on the Tashkent wall clock, not the device’s', () => {
    // 19:30 UTC on the 19th is 00:30 on the 20th in Tashkent.
    expect(tashkentToday(new Date('2026-11-19T19:30:00Z'))).toBe('2026-11-20');
    expect(tashkentToday(new Date('2026-11-19T18:59:59Z'))).toBe('2026-11-19');
  });

  it('is written day.month.year', () => {
    expect(formatDay('2026-11-05')).toBe('05.11.2026');
  });
});
