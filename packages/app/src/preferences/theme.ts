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
  // Touches <html> only where it differs: the page usually comes with the theme already on it (the server sends it
  // drawn in the saved theme), and taking a class off the root and putting it back makes the browser restyle the
  // whole page (10 ms of the page's first task, measured).
  const apply = () => {
    const { theme } = themeState;
    const wanted = themeClassNames[theme];
    for (const className of Object.values(themeClassNames))
      if (className !== wanted && root.classList.contains(className)) root.classList.remove(className);
    if (!root.classList.contains(wanted)) root.classList.add(wanted);
    if (root.dataset.theme !== theme) root.dataset.theme = theme;
    writePreferenceCookie(storageKey, theme);
  };
  apply();
  return subscribeKey(themeState, 'theme', apply);
}
