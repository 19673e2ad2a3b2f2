import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locale.tsx';
import { tones } from '../../theme/tones.ts';
import {
  applicationStatuses,
  everyStatusListed,
  statusGroupOf,
  statusGroupTones,
  statusLabels,
} from './statuses.ts';

describe('application statuses', () => {
  it('lists the 27 statuses of SPEC §4 once each', () => {
    expect(everyStatusListed).toBe(true);
    expect(applicationStatuses).toHaveLength(27);
    expect(new Set(applicationStatuses).size).toBe(applicationStatuses.length);
    expect(applicationStatuses).toContain('return');
    expect(applicationStatuses).toContain('replacement');
  });

  it.each(applicationStatuses)('%s has a group with a tone', (status) => {
    expect(tones).toContain(statusGroupTones[statusGroupOf[status]]);
  });

  describe.each(uiLocales)('labels in %s', (locale) => {
    it.each(applicationStatuses)('%s has a label', (status) => {
      expect(statusLabels[locale][status]?.trim()).toBeTruthy();
    });

    it('has no label for a status that does not exist', () => {
      expect(Object.keys(statusLabels[locale]).sort()).toEqual([...applicationStatuses].sort());
    });

    it('gives different statuses different labels', () => {
      const labels = applicationStatuses.map((status) => statusLabels[locale][status]);
      expect(new Set(labels).size).toBe(labels.length);
    });
  });

  it('Uzbek Latin uses the modifier letter ʻ, not an apostrophe', () => {
    for (const label of Object.values(statusLabels.uz)) expect(label).not.toMatch(/['’‘`]/);
  });
});
