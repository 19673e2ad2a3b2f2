import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locale.tsx';
import { tones } from '../../theme/tones.ts';
import { everyTimingListed, timingLabels, timings, timingTones } from './timings.ts';

describe('timing bands', () => {
  it('lists the four bands of SPEC §9 once each, from on time to the slowest', () => {
    expect(everyTimingListed).toBe(true);
    expect(timings).toEqual(['start', 'middle', 'late', 'very_slow']);
  });

  it('gives each band a tone of the theme, and the late ones warning tones', () => {
    for (const timing of timings) expect(tones).toContain(timingTones[timing]);
    expect(timingTones.late).toBe('caution');
    expect(timingTones.very_slow).toBe('critical');
  });

  describe.each(uiLocales)('labels in %s', (locale) => {
    it('name every band and only those, each differently', () => {
      expect(Object.keys(timingLabels[locale]).sort()).toEqual([...timings].sort());
      const labels = timings.map((timing) => timingLabels[locale][timing]);
      for (const label of labels) expect(label.trim()).toBeTruthy();
      expect(new Set(labels).size).toBe(labels.length);
    });
  });

  it('Uzbek Latin uses the modifier letter ʻ, not an apostrophe', () => {
    for (const label of Object.values(timingLabels.uz)) expect(label).not.toMatch(/['’‘`]/);
  });
});
