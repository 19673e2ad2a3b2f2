import { describe, expect, it } from 'vitest';
import { monthTitle, weekdayNames } from './calendarNames.ts';

describe('calendar names', () => {
  it('titles a month in the nominative, in each language', () => {
    expect(monthTitle(2026, 11, 'ru')).toBe('Ноябрь 2026');
    expect(monthTitle(2026, 5, 'ru')).toBe('Май 2026');
    expect(monthTitle(2026, 11, 'uz')).toBe('Noyabr 2026');
    expect(monthTitle(2026, 1, 'uz')).toBe('Yanvar 2026');
    expect(monthTitle(2026, 11, 'uz-Cyrl')).toBe('Ноябр 2026');
  });

  it('names the weekdays from Monday', () => {
    expect(weekdayNames('ru')).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(weekdayNames('uz')).toEqual(['Du', 'Se', 'Cho', 'Pa', 'Ju', 'Sha', 'Ya']);
    expect(weekdayNames('uz-Cyrl')).toEqual(['Ду', 'Се', 'Чо', 'Па', 'Жу', 'Ша', 'Як']);
  });
});
