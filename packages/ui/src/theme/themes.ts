import { lightTheme } from './light.css.ts';

/**
 * Every theme by name -> its class name. Adding the dark theme is one file (`dark.css.ts`,
 * `createTheme(vars, darkThemeValues)`) and one line here; Storybook's toolbar and the app
 * read this map.
 */
export const themeClassNames = {
  light: lightTheme,
} as const;

export type ThemeName = keyof typeof themeClassNames;
export const themeNames = Object.keys(themeClassNames) as ThemeName[];
export const defaultTheme: ThemeName = 'light';
