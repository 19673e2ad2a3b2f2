import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locale.tsx';
import { tones } from '../../theme/tones.ts';
import {
  cargoStatusLabels,
  cargoStatuses,
  cargoStatusTones,
  everyCargoStatusListed,
} from './cargoStatuses.ts';

describe('cargo statuses', () => {
  it('lists the contract’s three statuses once each, in the order a cargo goes', () => {
    expect(everyCargoStatusListed).toBe(true);
    expect(cargoStatuses).toEqual(['draft', 'sent', 'received']);
  });

  it.each(cargoStatuses)('%s has a tone of the theme', (status) => {
    expect(tones).toContain(cargoStatusTones[status]);
  });

  it('tells the three apart by tone, not by colour alone (each has its own)', () => {
    expect(new Set(cargoStatuses.map((status) => cargoStatusTones[status])).size).toBe(3);
  });

  describe.each(uiLocales)('labels in %s', (locale) => {
    it('has one label per status and no other', () => {
      expect(Object.keys(cargoStatusLabels[locale]).sort()).toEqual([...cargoStatuses].sort());
      for (const status of cargoStatuses) expect(cargoStatusLabels[locale][status].trim()).toBeTruthy();
    });

    it('gives different statuses different labels', () => {
      const labels = cargoStatuses.map((status) => cargoStatusLabels[locale][status]);
      expect(new Set(labels).size).toBe(labels.length);
    });
  });

  it('Uzbek Latin uses the modifier letter ʻ, not an apostrophe', () => {
    for (const label of Object.values(cargoStatusLabels.uz)) expect(label).not.toMatch(/['’‘`]/);
  });

  it('Uzbek Cyrillic is written in Cyrillic', () => {
    for (const label of Object.values(cargoStatusLabels['uz-Cyrl'])) expect(label).not.toMatch(/[a-z]/i);
  });
});
