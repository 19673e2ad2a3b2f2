import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, isSameDay } from './formatDateTime.ts';

describe('formatDateTime', () => {
  it('shows Tashkent time (UTC+5), 24-hour, in every ui language', () => {
    for (const locale of ['ru', 'uz', 'uz-Cyrl'] as const) {
      expect(formatDateTime('2026-11-22T04:15:00Z', locale)).toBe('22.11.2026, 09:15');
      expect(formatDateTime('2026-11-22T15:05:00Z', locale)).toBe('22.11.2026, 20:05');
    }
  });
  it('moves to the next day past midnight in Tashkent', () => {
    expect(formatDateTime('2026-11-22T19:30:00Z', 'ru')).toBe('23.11.2026, 00:30');
  });
  it('takes Date objects and another zone', () => {
    expect(formatDateTime(new Date('2026-01-05T08:00:00Z'), 'ru', 'UTC')).toBe('05.01.2026, 08:00');
    expect(formatTime('2026-01-05T08:00:00Z', 'uz')).toBe('13:00');
  });
  it('compares calendar days in the zone', () => {
    expect(isSameDay('2026-11-22T18:00:00Z', '2026-11-22T20:00:00Z', 'ru')).toBe(false);
    expect(isSameDay('2026-11-22T01:00:00Z', '2026-11-22T18:00:00Z', 'ru')).toBe(true);
  });
});
