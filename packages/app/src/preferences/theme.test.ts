import { afterEach, describe, expect, it } from 'vitest';
import { themeClassNames } from '@karvon/ui';
import { applyThemeToDocument, setTheme, themeState } from './theme.ts';

const otherThemes = (theme: keyof typeof themeClassNames) =>
  Object.entries(themeClassNames).filter(([name]) => name !== theme);

describe('applyThemeToDocument', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('leaves <html> untouched when the page came with the theme on it (no restyle of the whole page)', async () => {
    const root = document.createElement('html');
    root.className = themeClassNames[themeState.theme];
    root.dataset.theme = themeState.theme;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, { attributes: true });
    stop = applyThemeToDocument(root);
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual([]);
  });

  it('puts the theme on <html> and follows a change of it, one theme class at a time', async () => {
    const root = document.createElement('html');
    stop = applyThemeToDocument(root);
    expect(root.className).toBe(themeClassNames[themeState.theme]);
    expect(root.dataset.theme).toBe(themeState.theme);
    const [[next, nextClass]] = otherThemes(themeState.theme) as [[keyof typeof themeClassNames, string]];
    setTheme(next);
    await Promise.resolve();
    expect(root.className).toBe(nextClass);
    expect(root.dataset.theme).toBe(next);
  });
});
