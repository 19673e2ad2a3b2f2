import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locale.tsx';
import { tones } from '../../theme/tones.ts';
import {
  everyRegisterKindListed,
  registerKindLabels,
  registerKindTones,
  registerKinds,
} from './registerKinds.ts';

describe('register kinds', () => {
  it('lists the three kinds of SPEC §1 once each, each with its own tone', () => {
    expect(everyRegisterKindListed).toBe(true);
    expect([...registerKinds]).toEqual(['collected', 'loading', 'end_of_day']);
    for (const kind of registerKinds) expect(tones).toContain(registerKindTones[kind]);
    expect(new Set(registerKinds.map((kind) => registerKindTones[kind])).size).toBe(3);
  });

  it.each(uiLocales)('has three different labels in %s and no other', (locale) => {
    expect(Object.keys(registerKindLabels[locale]).sort()).toEqual([...registerKinds].sort());
    const labels = registerKinds.map((kind) => registerKindLabels[locale][kind].trim());
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(3);
  });

  it('Uzbek Latin uses the modifier letter ʻ, not an apostrophe', () => {
    for (const label of Object.values(registerKindLabels.uz)) expect(label).not.toMatch(/['’‘`]/);
  });
});
