import { darkTheme } from './dark.css.ts';
import { lightTheme } from './light.css.ts';

/**
 * Every theme by name -> its class name. A theme is one file (`<name>.css.ts`,
 * `createTheme(vars, values)`) and one line here; Storybook's toolbar and the app read this map.
 */
export const themeClassNames = {
  light: lightTheme,
  dark: darkTheme,
} as const;

export type ThemeName = keyof typeof themeClassNames;
export const themeNames = Object.keys(themeClassNames) as ThemeName[];
export const defaultTheme: ThemeName = 'light';
