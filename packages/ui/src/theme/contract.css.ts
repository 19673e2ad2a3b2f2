import { createThemeContract } from '@vanilla-extract/css';
import { baseColorSlots, tones, toneSlotsOf, type ThemeColors } from './tones.ts';
import type { Shadow } from '../tokens/index.ts';

type Nulls<T> = { [K in keyof T]: null };

const colorContract = Object.fromEntries(
  [...baseColorSlots, ...tones.flatMap((tone) => toneSlotsOf(tone))].map((slot) => [slot, null]),
) as Nulls<ThemeColors>;

const shadowContract: Nulls<Record<Shadow, string>> = {
  none: null,
  xs: null,
  sm: null,
  md: null,
  lg: null,
  xl: null,
};

/**
 * The theme contract: semantic names only. Components read `vars.color.accent`, never a
 * palette step; each theme (`light.css.ts`, later `dark.css.ts`) fills every slot.
 */
export const vars = createThemeContract({
  /** `light` or `dark`: native controls and scrollbars follow it. */
  colorScheme: null,
  color: colorContract,
  shadow: shadowContract,
});

/** The values one theme must provide, checked by TypeScript. */
export interface ThemeValues {
  colorScheme: 'light' | 'dark';
  color: ThemeColors;
  shadow: Record<Shadow, string>;
}
