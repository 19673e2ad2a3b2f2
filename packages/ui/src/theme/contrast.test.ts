import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkThemeValues } from './dark.css.ts';
import { lightThemeValues } from './light.css.ts';
import { tones, type ThemeColors } from './tones.ts';
import type { ThemeValues } from './contract.css.ts';
import { themeNames } from './themes.ts';

// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for control boundaries and focus indicators (1.4.11).
const TEXT = 4.5;
const NON_TEXT = 3;

type Pair = [foreground: keyof ThemeColors, background: keyof ThemeColors, minimum: number];

const capitalize = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

const requiredPairs = (): Pair[] => [
  ...(['text', 'textMuted', 'textSubtle'] as const).flatMap((fg): Pair[] => [
    [fg, 'surface', TEXT],
    [fg, 'background', TEXT],
  ]),
  ['text', 'surfaceSunken', TEXT],
  ['textMuted', 'surfaceSunken', TEXT],
  ['text', 'surfaceHover', TEXT],
  ['text', 'selection', TEXT],
  ['borderStrong', 'surface', NON_TEXT],
  ['focusRing', 'surface', NON_TEXT],
  ['focusRing', 'background', NON_TEXT],
  // Solid buttons must stand out from the surface they sit on.
  ['accent', 'surface', NON_TEXT],
  ['critical', 'surface', NON_TEXT],
  ...tones.flatMap((tone): Pair[] => {
    const on = `on${capitalize(tone)}` as keyof ThemeColors;
    const text = `${tone}Text` as keyof ThemeColors;
    return [
      [on, tone, TEXT],
      [on, `${tone}Hover` as keyof ThemeColors, TEXT],
      [text, 'surface', TEXT],
      [text, 'background', TEXT],
      [text, `${tone}Soft` as keyof ThemeColors, TEXT],
      [text, `${tone}SoftHover` as keyof ThemeColors, TEXT],
    ];
  }),
];

const themes: Record<string, ThemeValues> = { light: lightThemeValues, dark: darkThemeValues };

describe.each(Object.entries(themes))('%s theme contrast (WCAG AA)', (_name, theme) => {
  it.each(requiredPairs())('%s on %s ≥ %d:1', (fg, bg, minimum) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(minimum);
  });

  it('a too-light pair fails (the check can fail)', () => {
    expect(contrastRatio(theme.color.border, theme.color.surface)).toBeLessThan(TEXT);
  });
});

it('every theme of the toolbar and the app is checked', () => {
  expect(Object.keys(themes).sort()).toEqual([...themeNames].sort());
});
