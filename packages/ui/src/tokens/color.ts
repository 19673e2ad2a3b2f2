/**
 * Raw colour palette. Components never use these directly: they go through the semantic
 * theme contract (`vars.color.*`) so that a theme (light, dark) can map them differently.
 *
 * Scales run from 50 (lightest) to 950 (darkest). Steps were chosen so that the semantic
 * pairs of the light theme meet WCAG AA (see `contrast.test.ts`).
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  /** Cool neutral grey (a touch of blue keeps it calm, like Linear / Stripe dashboards). */
  gray: {
    25: '#fcfcfd',
    50: '#f7f8fa',
    100: '#f1f3f6',
    150: '#e9ecf1',
    200: '#dfe3ea',
    300: '#c8ced8',
    400: '#98a1b0',
    450: '#838c9c',
    500: '#636c7e',
    600: '#535b6c',
    700: '#3d4454',
    800: '#292f3b',
    900: '#1a1e27',
    950: '#10131a',
    /** The dark theme's page canvas, below `950` surfaces. */
    975: '#0b0d12',
  },
  /** Indigo: the brand / accent hue. */
  indigo: {
    50: '#eef1ff',
    100: '#e0e5ff',
    200: '#c7cffe',
    300: '#a5b0fc',
    400: '#8190f8',
    500: '#6271f1',
    600: '#4c56e0',
    700: '#3f46c6',
    800: '#343aa0',
    900: '#2f347e',
    950: '#1d1f4a',
  },
  red: {
    50: '#fef3f2',
    100: '#fee4e2',
    200: '#fecdca',
    300: '#fda29b',
    400: '#f97066',
    500: '#f04438',
    600: '#d92d20',
    700: '#b42318',
    800: '#912018',
    900: '#7a271a',
    950: '#55160c',
  },
  green: {
    50: '#effaf3',
    100: '#d7f3e1',
    200: '#b0e6c5',
    300: '#7dd3a2',
    400: '#46b97b',
    500: '#239c5e',
    600: '#16804b',
    700: '#12683e',
    800: '#115334',
    900: '#0f442c',
    950: '#062618',
  },
  amber: {
    50: '#fffaeb',
    100: '#fef0c7',
    200: '#fedf89',
    300: '#fec84b',
    400: '#fdb022',
    500: '#f79009',
    600: '#dc6803',
    700: '#b54708',
    800: '#93370d',
    900: '#7a2e0e',
    950: '#4e1d09',
  },
  blue: {
    50: '#eff7ff',
    100: '#dbeefe',
    200: '#bfe1fe',
    300: '#93cdfd',
    400: '#5fb0fa',
    500: '#3a91f5',
    600: '#2473ea',
    700: '#1c5dd7',
    800: '#1d4cae',
    900: '#1e4389',
    950: '#172a53',
  },
} as const;

export type Palette = typeof palette;
export type PaletteHue = Exclude<keyof Palette, 'white' | 'black'>;
export type PaletteStep = keyof Palette['gray'];
