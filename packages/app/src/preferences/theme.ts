import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { defaultTheme, themeClassNames, themeNames, type ThemeName } from '@karvon/ui';
import { readPreference, writePreference, writePreferenceCookie } from './storage.ts';

const storageKey = 'karvon.theme';
const isThemeName = (value: unknown): value is ThemeName => themeNames.includes(value as ThemeName);

export const themeState = proxy<{ theme: ThemeName }>({
  theme: readPreference(storageKey, isThemeName, defaultTheme),
});

export function setTheme(theme: ThemeName): void {
  themeState.theme = theme;
  writePreference(storageKey, theme);
}

/** Keeps the theme's class on `<html>`, where the design system's variables are read. */
export function applyThemeToDocument(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    root.classList.remove(...Object.values(themeClassNames));
    root.classList.add(themeClassNames[themeState.theme]);
    root.dataset.theme = themeState.theme;
    writePreferenceCookie(storageKey, themeState.theme);
  };
  apply();
  return subscribeKey(themeState, 'theme', apply);
}
